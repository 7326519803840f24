import Foundation
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading
import TestSupport
import XCTest

/// Image pages through the real file path: a config naming designers' PNGs is loaded by
/// `ConfigurationFile` (which reads each PNG's size from its header), and the page is drawn
/// by the window's renderer. The reference image was reviewed by eye.
final class ImagePageGoldenTests: TemporaryDirectoryTestCase {
    let frame = Rect(x: 0, y: 0, width: 390, height: 795)

    /// A stand-in for a designer's 3× screenshot: `bands` coloured bands of 600 px, numbered,
    /// so scaling and scrolling show in the picture.
    func writeScreen(_ name: String, width: Int = 1170, bands: Int) throws -> String {
        let size = Size(width: Double(width), height: Double(600 * bands))
        let colors: [UInt32] = [0x2682D5, 0x22BC55, 0xF5A623, 0xE13329, 0x7B269F]
        let nodes: [SceneNode] = (0..<bands).flatMap { i -> [SceneNode] in
            let band = Rect(x: 0, y: Double(600 * i), width: size.width, height: 600)
            return [
                .fill(.rect(band), .solid(Color(hex: colors[i % colors.count]))),
                .text(
                    TextRun("\(name) \(i + 1)", font: FontSpec(size: 160, weight: .bold), color: .white, frame: band)),
            ]
        }
        let surface = try RasterSurface(width: width, height: 600 * bands)
        SceneRenderer().render(
            Scene(size: size, background: .white, layers: [SceneLayer(id: "s", node: .group(nodes))]), on: surface)
        let path = directory.appendingPathComponent("\(name).png").path
        try surface.writePNG(to: path)
        return path
    }

    func load(_ page: String) throws -> AppConfiguration {
        let path = directory.appendingPathComponent("c.json").path
        try #"{"tabs": [{"title": "Proto", "page": \#(page)}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return try ConfigurationFile.load(path, pages: .demo)
    }

    func render(_ page: PageSpec, scroll: Double) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(frame.width), height: Int(frame.height))
        let nodes = PageRenderer.nodes(page, in: frame, scroll: scroll, canGoBack: false)
        SceneRenderer().render(
            Scene(size: frame.size, background: .white, layers: [SceneLayer(id: "page", node: .group(nodes))]),
            on: surface)
        return surface
    }

    func testImagePage_ScaledToTheWidth_ScrolledHalfABand() throws {
        _ = try writeScreen("home", bands: 5)
        _ = try writeScreen("next", bands: 1)
        let configuration = try load(#"{"kind": "image", "title": "Screens", "images": ["home.png", "next.png"]}"#)
        let page = try XCTUnwrap(configuration.tabs[0].page)
        XCTAssertEqual(page.screens.map(\.size), [Size(width: 1170, height: 3000), Size(width: 1170, height: 600)])
        // 1170 px to 390: each 600 px band is 200 tall; scrolled by 100, band 1 shows half.
        Golden.assertMatches(try render(page, scroll: 100), named: "image-page-scrolled-100")
    }

    func testAPhoneLongScreenshot_Loads() throws {
        // 1290×8000 (41 MB decoded) is under the PNG loader's limits.
        try BlankPNG.write(width: 1290, height: 8000, to: directory.appendingPathComponent("long.png"))
        let page = try XCTUnwrap(try load(#"{"kind": "image", "image": "long.png"}"#).tabs[0].page)
        XCTAssertEqual(page.screens.first?.height(atWidth: 390) ?? 0, 8000 * 390 / 1290, accuracy: 1e-9)
    }

    func testATooLargeScreen_IsRefused() throws {
        try BlankPNG.write(width: 20000, height: 100, to: directory.appendingPathComponent("wide.png"))
        XCTAssertThrowsError(try load(#"{"kind": "image", "image": "wide.png"}"#)) { error in
            XCTAssertTrue("\(error)".contains("tabs[0].page.image"), "\(error)")
        }
    }

    func testImageKeys_OnAnotherKind_OrMissing_AreErrors() throws {
        _ = try writeScreen("a", bands: 1)
        XCTAssertThrowsError(try load(#"{"kind": "grid", "image": "a.png"}"#)) {
            XCTAssertTrue("\($0)".contains("only a page of kind"), "\($0)")
        }
        XCTAssertThrowsError(try load(#"{"kind": "image"}"#)) {
            XCTAssertTrue("\($0)".contains("needs \"image\""), "\($0)")
        }
        XCTAssertThrowsError(try load(#"{"kind": "image", "image": "missing.png"}"#))
        let sheet = try XCTUnwrap(try load(#"{"kind": "button", "sheet": ["a.png"]}"#).tabs[0].page)
        XCTAssertEqual(sheet.sheetScreens.map(\.image.path), [directory.appendingPathComponent("a.png").path])
    }
}
