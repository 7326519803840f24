import Harness
import TabBarCore
import TabBarDemo
import TestSupport
import XCTest

@testable import tabbar

/// Clicking an item whose configuration names animation X traces X's begin, then its end
/// after exactly its duration on the animation clock, in the real window.
final class AnimationEndToEndTests: XCTestCase {
    func testEveryDemoTab_PlaysItsAnimationForItsDuration() throws {
        for demo in DemoConfigurationTests.demos {
            try checkDemo(demo)
        }
    }

    func checkDemo(_ demo: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let configuration = try DemoConfiguration.load("demos/" + demo, catalog: .demo)
        let path = Repository.root().appendingPathComponent("assets/demos/" + demo).path
        let session = try WindowSession(arguments: ["--config", path])
        defer { session.close() }
        let items = BarSlot.slots(tabCount: configuration.tabs.count).map { $0.item(in: configuration.tabs) }
        XCTAssertEqual(session.items.count, items.count, file: file, line: line)
        let order = Array(1..<items.count) + [0]
        // Hijacking items present a modal instead of selecting; NavigationEndToEndTests covers them.
        for index in order where items[index].isEnabled && !items[index].hijacksTap {
            let animation = items[index].animation
            let mark = session.app.lineCount
            let (x, y) = session.center(of: index)
            try session.click(x: x, y: y)
            try session.app.waitForEvent(after: mark) {
                $0["event"] as? String == "select" && $0["to"] as? Int == index
            }
            guard animation.duration > 0 else { continue }
            let isOurs: ([String: Any], String) -> Bool = { event, phase in
                event["event"] as? String == "animation" && event["index"] as? Int == index
                    && event["kind"] as? String == "select" && event["phase"] as? String == phase
            }
            let begin = try session.app.waitForEvent(after: mark) { isOurs($0, "begin") }
            let end = try session.app.waitForEvent(after: begin.index) { isOurs($0, "end") }
            XCTAssertEqual(
                begin.event["name"] as? String, animation.name, "\(demo) tab \(index)", file: file, line: line)
            XCTAssertEqual(end.event["name"] as? String, animation.name, file: file, line: line)
            XCTAssertNil(end.event["interrupted"], file: file, line: line)
            // Evidence from the frames, not the scheduled end's own time: the end is traced in
            // the first frame whose clock reached begin + duration, and the frame before it had not.
            let shown = try session.app.waitForEvent(named: "frame", after: end.index + 1)
            let due = Self.ms(begin.event) + animation.duration * 1000
            let label = "\(demo) \(animation.name)"
            XCTAssertGreaterThanOrEqual(Self.ms(shown.event), due - 0.5, label, file: file, line: line)
            let before = session.app.events[begin.index..<end.index].filter { $0["event"] as? String == "frame" }
            XCTAssertFalse(before.isEmpty, "the motion was drawn: \(label)", file: file, line: line)
            if let last = before.last {
                XCTAssertLessThan(Self.ms(last), due, label, file: file, line: line)
            }
        }
        XCTAssertEqual(try session.closeWindow(), 0, demo, file: file, line: line)
    }

    private static func ms(_ event: [String: Any]) -> Double {
        (event["t_ms"] as? Double) ?? Double(event["t_ms"] as? Int ?? -1)
    }

    func testDisabledTab_IsRejected() throws {
        let path = Repository.root().appendingPathComponent("assets/demos/rdv.json").path
        let session = try WindowSession(arguments: ["--config", path])
        defer { session.close() }
        let (x, y) = session.center(of: 3)
        try session.click(x: x, y: y)
        let reject = try session.app.waitForEvent { $0["event"] as? String == "reject" }.event
        XCTAssertEqual(reject["index"] as? Int, 3)
        XCTAssertEqual(reject["reason"] as? String, "disabled")
        XCTAssertEqual(session.items[3]["enabled"] as? Bool, false)
    }

    func testBadgeShortcut_ChangesTheBadgeAndAnimates() throws {
        let session = try WindowSession()
        defer { session.close() }
        // XTEST key presses go to the window under the pointer (no window manager, no focus).
        try session.xdotool(["mousemove", "10", "10", "key", "b"])
        let badge = try session.app.waitForEvent { $0["event"] as? String == "badge" }
        XCTAssertEqual(badge.event["value"] as? String, "1")
        // It animates: frames keep coming for the badge's whole appear motion (a change drawn
        // at once would be one frame), the last of them at least its duration after the first.
        let first = try session.app.waitForEvent(named: "frame", after: badge.index)
        let span = BadgeAnimator.duration * 1000 - 1000.0 / 60
        let late = try session.app.waitForEvent(after: first.index, timeout: 5) {
            $0["event"] as? String == "frame" && Self.ms($0) >= Self.ms(first.event) + span
        }
        let frames = session.app.events[first.index...late.index].filter { $0["event"] as? String == "frame" }
        XCTAssertGreaterThanOrEqual(frames.count, 30, "the badge's 0.6 s appear was drawn frame by frame")
        try session.xdotool(["key", "shift+b"])
        let cleared = try session.app.waitForEvent(after: badge.index + 1) { $0["event"] as? String == "badge" }.event
        XCTAssertTrue(cleared["value"] is NSNull, "\(cleared)")
    }
}
