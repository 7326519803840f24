import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 10 item 13: `?` shows every key.
final class KeyHelpGoldenTests: XCTestCase {
    func testOverlay_ListsEveryKeyTheWindowAnswers() throws {
        let size = Size(width: 390, height: 844)
        let scene = Scene(
            size: size, background: Color(hex: 0xF2F2F7),
            layers: [SceneLayer(id: "help", node: .group(KeyHelp.nodes(in: size)))])
        let surface = try RasterSurface(width: 390, height: 844)
        SceneRenderer().render(scene, on: surface)
        Golden.assertMatches(surface, named: "key-help")
        // Every key the window's key table (docs/window.md) names is in the overlay.
        let table = try String(
            contentsOf: Repository.root().appendingPathComponent("docs/window.md"), encoding: .utf8)
        let listed = KeyHelp.entries.map(\.keys).joined(separator: " ")
        for key in [
            "Home", "End", "1–9", "Tab", "Enter", "Escape", "Space", "Shift+S", "F1", "F11", "F12", "Shift+B", "h", "c",
            "?",
        ] {
            XCTAssertTrue(listed.contains(key), key)
            XCTAssertTrue(table.contains(key), "docs/window.md: \(key)")
        }
    }
}
