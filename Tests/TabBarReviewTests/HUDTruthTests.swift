import XCTest

@testable import TabBarCore
@testable import TabBarReview

/// Issue 10 item 12: the HUD says "idle" when idle, where the clock is when stepping, stays
/// clear of the navigation title, and wraps a long `--watch` error.
final class HUDTruthTests: XCTestCase {
    let size = Size(width: 390, height: 844)

    func texts(_ stats: HUDStats) -> [TextRun] {
        func walk(_ n: SceneNode) -> [TextRun] {
            switch n {
            case .text(let run): [run]
            case .group(let g): g.children.flatMap(walk)
            default: []
            }
        }
        return HUD.nodes(stats, in: size).flatMap(walk)
    }

    func testIdle_SaysIdleNotARedZeroFrameRate() {
        var stats = HUDStats(fps: 0)
        stats.isIdle = true
        let first = texts(stats).first
        XCTAssertEqual(first?.text, "idle")
        XCTAssertNotEqual(first?.color, HUD.bad)
        XCTAssertFalse(texts(stats).contains { $0.text.hasPrefix("fps") })
    }

    func testStepping_ShowsTheClockTimeAndFrame() {
        var stats = HUDStats(clockState: "paused")
        stats.clockTime = 1.25
        XCTAssertTrue(texts(stats).contains { $0.text == "clock paused" }, "\(texts(stats).map(\.text))")
        XCTAssertTrue(texts(stats).contains { $0.text == "t 1.250 s · frame 75" }, "\(texts(stats).map(\.text))")
        stats.clockState = "running"
        XCTAssertTrue(texts(stats).contains { $0.text == "clock running" })
        XCTAssertFalse(texts(stats).contains { $0.text.contains("frame 75") })
    }

    /// The frame number is what a reviewer steps for, so no clock line is cut short: an hour
    /// into a session, slowed, the state and the position each fit the panel (the estimate
    /// errs wide). It used to be one line, ellipsized before the frame number.
    func testClockLines_FitThePanelAnHourIn() {
        var stats = HUDStats(clockState: "slow ×10")
        stats.clockTime = 3599.999
        let lines = texts(stats).filter { $0.text.hasPrefix("clock") || $0.text.hasPrefix("t ") }
        XCTAssertEqual(lines.count, 2, "\(texts(stats).map(\.text))")
        for run in lines {
            XCTAssertLessThanOrEqual(
                EstimatedTextMeasurer().measure(run.text, font: run.font).width, run.frame.width, run.text)
        }
        XCTAssertTrue(lines.contains { $0.text.hasSuffix("frame 216000") }, "\(lines.map(\.text))")
    }

    func testPanel_StaysBelowTheNavigationHeader() {
        XCTAssertGreaterThanOrEqual(HUD.frame(in: size, hasMessage: true).minY, PageStyle.standard.headerHeight)
    }

    func testWatchError_WrapsPastTheColumnNumber() {
        let message =
            "reload: /home/someone/projects/tabbar/assets/demos/everything.json:28:40: tabs[3].animation: "
            + "unknown value \"jely\"; did you mean \"jelly\"?"
        let lines = HUD.wrap(message, width: 208, font: FontSpec(size: 11), measurer: EstimatedTextMeasurer())
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertTrue(lines.joined().contains("28:40:"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("jely") }, "the reason is shown, not cut off: \(lines)")
        for line in lines.dropLast() {
            XCTAssertLessThanOrEqual(EstimatedTextMeasurer().measure(line, font: FontSpec(size: 11)).width, 208)
        }
    }
}
