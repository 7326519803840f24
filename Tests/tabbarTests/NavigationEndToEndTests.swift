import Harness
import TabBarCore
import TestSupport
import XCTest

/// Pages, stacks and modals in the real window, driven through XTEST.
final class NavigationEndToEndTests: XCTestCase {
    let pageArea = Rect(x: 0, y: 0, width: 390, height: 844 - 49)

    func demo(_ name: String) -> [String] {
        ["--config", Repository.root().appendingPathComponent("assets/demos/" + name).path]
    }

    func click(_ session: WindowSession, _ point: Point) throws {
        try session.click(x: Int(point.x), y: Int(point.y))
    }

    func isEvent(_ name: String, _ fields: [String: String] = [:]) -> ([String: Any]) -> Bool {
        TraceProcess.event(name, fields)
    }

    func testPushThenReselect_PopsToRoot() throws {
        let session = try WindowSession()
        defer { session.close() }
        let home = PageSpec(kind: .grid, title: "首页", accent: Color(hex: 0xE13329))
        let card = try XCTUnwrap(PageRenderer.rect(of: .card(1), page: home, in: pageArea, scroll: 0, canGoBack: false))
        var mark = session.app.lineCount
        try click(session, card.center)
        try session.app.waitForEvent(after: mark, isEvent("navigation", ["action": "push", "depth": "2", "tab": "0"]))
        try session.app.waitForEvent(after: mark, isEvent("transition", ["phase": "end", "kind": "push"]))
        mark = session.app.lineCount
        let (x, y) = session.center(of: 0)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, isEvent("reselect", ["index": "0"]))
        try session.app.waitForEvent(after: mark, isEvent("navigation", ["action": "popToRoot", "depth": "1"]))
        try session.app.waitForEvent(after: mark, isEvent("transition", ["phase": "end", "kind": "pop"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testModal_OpensFromTheButtonAndClosesOnTheDimmedArea() throws {
        let session = try WindowSession(arguments: demo("hyb-transitions.json"))
        defer { session.close() }
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(isEvent("select", ["to": "2"]))
        let page = PageSpec(kind: .button, title: "Half-sheet modal", accent: Color(hex: 0x7B269F))
        let button = try XCTUnwrap(
            PageRenderer.rect(of: .button, page: page, in: pageArea, scroll: 0, canGoBack: false))
        var mark = session.app.lineCount
        try click(session, button.center)
        try session.app.waitForEvent(
            after: mark, isEvent("navigation", ["action": "present", "depth": "2", "tab": "2"]))
        try session.app.waitForEvent(
            after: mark, isEvent("transition", ["name": "modal", "kind": "present", "phase": "end"]))
        let shot = try session.screenshot()
        try? shot.writePNG(to: NSTemporaryDirectory() + "tabbar-modal.png")
        mark = session.app.lineCount
        // The dimmed, shrunken page fills the top half of the window.
        try click(session, Point(x: 195, y: 150))
        try session.app.waitForEvent(after: mark, isEvent("navigation", ["action": "dismiss", "depth": "1"]))
        try session.app.waitForEvent(
            after: mark, isEvent("transition", ["name": "modal", "kind": "dismiss", "phase": "end"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testSevenTabs_ShowMoreWithTheOverflow() throws {
        let session = try WindowSession(arguments: demo("more.json"))
        defer { session.close() }
        XCTAssertEqual(session.items.count, 5)
        XCTAssertEqual(session.items.last?["title"] as? String, "More")
        let (x, y) = session.center(of: 4)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(isEvent("select", ["to": "4"]))
        var more = PageSpec(kind: .more, title: "More", accent: Color.systemBlue)
        more.moreItems = ["Search", "Profile", "Settings"].map { MoreItem(title: $0, icon: nil) }
        let row = try XCTUnwrap(PageRenderer.rect(of: .row(1), page: more, in: pageArea, scroll: 0, canGoBack: false))
        let mark = session.app.lineCount
        try click(session, row.center)
        try session.app.waitForEvent(after: mark, isEvent("navigation", ["action": "push", "depth": "2", "tab": "4"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testRaisedCentreButton_HijacksTheTapAboveTheBar() throws {
        let session = try WindowSession(arguments: demo("es-centre.json"))
        defer { session.close() }
        let bar = 844 - 49
        // 20 px above the bar's top edge: outside the bar, inside the round button.
        try session.click(x: 195, y: bar - 20)
        try session.app.waitForEvent(isEvent("hijack", ["index": "2"]))
        try session.app.waitForEvent(isEvent("navigation", ["action": "present"]))
        XCTAssertFalse(
            session.app.events.contains { $0["event"] as? String == "select" }, "a hijacked tap selects nothing")
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
