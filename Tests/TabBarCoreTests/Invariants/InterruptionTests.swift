import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 9's interruption invariant, as `tabbar check` runs it (`MotionChecker`): seeded
/// random tap sequences on every demo configuration, in a headless window, with the window's
/// frames between taps. Afterwards the item tapped last is selected and alone looks it,
/// every motion comes to rest, and the last frame equals a window started on that item.
final class InterruptionTests: XCTestCase {
    static let demos = [
        "demo.json", "demos/colorful.json", "demos/es-badges.json", "demos/es-centre.json",
        "demos/everything.json", "demos/hyb-transitions.json", "demos/more.json",
        "demos/ramotion-flips.json", "demos/ramotion.json", "demos/rdv.json", "demos/uikit-bounce.json",
        "demos/lottie.json",
    ]

    func testRandomTapSequences_EndOnTheLastTapAtRestAsAFreshRender() throws {
        // About 200 sequences in all (a sample in `make check`).
        let perDemo = TestTier.current == .check ? 3 : 18
        var failures: [String] = []
        for name in Self.demos {
            let configuration = try DemoConfiguration.load(name, catalog: .demo)
            var checker = MotionChecker(
                configuration: configuration, viewport: .defaultWindow, measurer: WindowText.measurer)
            checker.interruptions = perDemo
            let suite = checker.checkInterruptions()
            XCTAssertEqual(suite.cases.count, perDemo, name)
            failures += suite.cases.compactMap { $0.finding.map { "\(name): \($0.message)" } }
        }
        for failure in failures.prefix(20) { XCTFail(failure) }
        XCTAssertEqual(failures.count, 0, "\(failures.count) sequences failed")
    }
}
