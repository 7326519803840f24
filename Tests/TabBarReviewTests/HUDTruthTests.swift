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

    // MARK: Issue 40: opaque, readable, and PAUSED whenever the clock is paused

    func testPanel_IsOpaque() throws {
        guard case .group(let group)? = HUD.nodes(HUDStats(), in: size).first,
            case .fill(.roundedRect(let rect, _), .solid(let color))? = group.children.first
        else { return XCTFail("the panel is the HUD's first node") }
        XCTAssertEqual(rect, HUD.frame(in: size, hasMessage: false))
        XCTAssertEqual(color.alpha, 1, "page text must not show through the panel")
    }

    func testText_IsAtLeastElevenPixels() {
        var states: [HUDStats] = [HUDStats(fps: 60), HUDStats(clockState: "paused", message: "a reload error")]
        states[0].isIdle = true
        states[1].isPaused = true
        states[1].clockTime = 1.25
        for stats in states {
            for run in texts(stats) {
                XCTAssertGreaterThanOrEqual(run.font.size, 11, "\"\(run.text)\" is \(run.font.size) px")
            }
        }
    }

    func testPaused_ShowsAChip_WhateverTheMotion() {
        // Frozen halfway through a motion (not idle) and paused at rest (idle) alike.
        for idle in [false, true] {
            var stats = HUDStats(fps: 0, clockState: "paused")
            stats.isPaused = true
            stats.isIdle = idle
            let shown = texts(stats).map(\.text)
            XCTAssertTrue(shown.contains("PAUSED"), "\(shown)")
            XCTAssertFalse(shown.contains("idle"), "paused is not idle: \(shown)")
            XCTAssertFalse(shown.contains { $0.hasPrefix("fps") }, "\(shown)")
            // A chip: the word on a filled rounded rectangle of its own, inside the panel.
            guard case .group(let group)? = HUD.nodes(stats, in: size).first else { return XCTFail() }
            let chip = group.children.dropFirst().compactMap { node -> Rect? in
                if case .fill(.roundedRect(let r, _), .solid(let color)) = node, color.alpha == 1 { r } else { nil }
            }
            let word = group.children.compactMap { node -> Rect? in
                if case .text(let run) = node, run.text == "PAUSED" { run.frame } else { nil }
            }
            XCTAssertEqual(chip.count, 1)
            XCTAssertEqual(chip.first, word.first, "the word sits on its chip")
        }
        var running = HUDStats(fps: 60)
        running.isPaused = false
        XCTAssertFalse(texts(running).contains { $0.text == "PAUSED" })
    }
}
