import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// One film strip per item animation: nine evenly spaced frames of the select motion (a
/// press and release for `press`), drawn through the window's renderer. Reviewed by eye.
final class AnimationFilmStripGoldenTests: XCTestCase {
    func strip(_ name: String, frames: Int = 9) throws -> RasterSurface {
        let root = Repository.root()
        let icons = root.appendingPathComponent("assets/icons").path
        let bell = root.appendingPathComponent("assets/frames/bell").path
        let frameFiles = (try FileManager.default.contentsOfDirectory(atPath: bell)).filter { $0.hasSuffix(".png") }
            .sorted()
        let request = ItemAnimationCatalog.Request(duration: nil, frameCount: frameFiles.count)
        let animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make(name, request))
        var item = TabItem(
            title: "首页", icon: ImageRef(icons + "/home.png"), selectedIcon: ImageRef(icons + "/home-selected.png"),
            animation: animation)
        if name == "frames" { item.frames = frameFiles.map { ImageRef(bell + "/" + $0) } }
        let renderer = SceneRenderer()
        let strip = ItemFilmStrip(item: item, style: BarStyle(), measurer: renderer.text)
        let scene = strip.scene(frames: frames, script: ItemFilmStrip.script(for: animation))
        let surface = try RasterSurface(width: Int(scene.size.width), height: Int(scene.size.height))
        renderer.render(scene, on: surface)
        return surface
    }

    func testEveryAnimationHasAStrip() throws {
        for name in ItemAnimationCatalog.builtIn.names {
            Golden.assertMatches(try strip(name), named: name)
        }
    }

    func testStrip_ShowsNineLabelledFrames() throws {
        let surface = try strip("bounce")
        XCTAssertEqual(surface.width, 9 * 96)
        XCTAssertEqual(surface.height, 49 + 72 + Int(FilmStrip.labelHeight))
    }
}
