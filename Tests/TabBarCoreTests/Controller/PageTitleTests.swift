import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10 item 7: a page says what was clicked, and a tab opened from More offers "‹ More".
final class PageTitleTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func click(_ c: TabBarController, _ point: Point, at time: Double) -> [TraceEvent] {
        c.handle(.pointerDown(point, button: .primary), at: time)
            + c.handle(.pointerUp(point, button: .primary), at: time)
    }

    func rowCenter(_ c: TabBarController, _ row: Int, at time: Double) throws -> Point {
        let targets = c.pageTargets(at: time)
        return try XCTUnwrap(
            PageRenderer.rect(
                of: .row(row), page: targets.page, in: targets.frame, scroll: 0,
                canGoBack: false)
        ).center
    }

    /// Every text run drawn in the scene's page layers.
    func texts(_ scene: Scene) -> [String] {
        func walk(_ n: SceneNode) -> [String] {
            switch n {
            case .text(let run): [run.text]
            case .group(let g): g.children.flatMap(walk)
            default: []
            }
        }
        return scene.layers.filter { !$0.id.hasPrefix("bar") }.flatMap { walk($0.node) }
    }

    func testLiveRow4_OpensAPageTitledLive4() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs[1].page = PageSpec(kind: .list, title: "直播", accent: Color(hex: 0x22BC55))
        let c = TabBarController(configuration: configuration, viewport: viewport)
        _ = c.select(1, cause: .tap, at: 0)
        _ = c.advance(to: 2)
        _ = click(c, try rowCenter(c, 3, at: 2), at: 2)
        XCTAssertEqual(c.navigator.currentStack.last?.spec.title, "Live 4")
        _ = c.advance(to: 4)
        XCTAssertTrue(texts(c.scene(at: 4)).contains("Live 4"))
        XCTAssertFalse(texts(c.scene(at: 4)).contains("直播 4"))
    }

    func testTabOpenedFromMore_ShowsBackToMore() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs = (0..<7).map { TabItem(title: "T\($0)") }
        let c = TabBarController(configuration: configuration, viewport: viewport)
        _ = c.select(4, cause: .tap, at: 0)
        _ = c.advance(to: 1)
        _ = click(c, try rowCenter(c, 1, at: 1), at: 1)
        _ = c.advance(to: 3)
        let shown = texts(c.scene(at: 3))
        XCTAssertTrue(shown.contains("More"), "\(shown)")
        XCTAssertFalse(shown.contains("Back"), "\(shown)")
    }
}
