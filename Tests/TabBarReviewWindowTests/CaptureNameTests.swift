import Foundation
import TabBarCore
import TabBarReview
import XCTest

@testable import TabBarReviewWindow

/// Issue 10 items 12 and 14: capture names, and the chip and HUD lines.
final class CaptureNameTests: XCTestCase {
    func testName_IsConfigDateTimeAndClock() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let date = calendar.date(
            from: DateComponents(
                year: 2026, month: 12, day: 1, hour: 3, minute: 45, second: 12,
                nanosecond: 0))!
        // Foundation's calendar (tests may use it) makes the instant; the name is made without it.
        let time = timespec(tv_sec: Int(date.timeIntervalSince1970.rounded(.down)), tv_nsec: 123_000_000)
        XCTAssertEqual(
            CaptureName.make(config: "assets/demos/colorful.json", time: time, clock: 1.25, extension: "png"),
            "colorful-20261201-034512-123-t1.250s.png")
        XCTAssertEqual(
            CaptureName.make(config: nil, time: time, clock: 0, extension: "gif"),
            "demo-20261201-034512-123-t0.000s.gif", "F11's GIF is named the same way")
        XCTAssertEqual(CaptureName.stem("/tmp/my config.json"), "my_config")
    }

    func testChip_SaysPausedOrTheSlowFactor() {
        XCTAssertEqual(ClockChip.text(paused: true, slowFactor: 10), "PAUSED")
        XCTAssertEqual(ClockChip.text(paused: false, slowFactor: 10), "×10")
        XCTAssertNil(ClockChip.text(paused: false, slowFactor: 1))
        let bar = Rect(x: 0, y: 795, width: 390, height: 49)
        let chip = ClockChip.frame("PAUSED", aboveBar: bar, measurer: EstimatedTextMeasurer())
        XCTAssertLessThanOrEqual(chip.maxY, bar.minY)
        XCTAssertGreaterThan(chip.minY, PageStyle.standard.headerHeight, "clear of the navigation title")
    }
}
