import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 42: `tabbar check` passes on every demo configuration: every motion each one
/// configures (in `make check`, one in three) and a few interruption sequences.
final class CheckedDemoTests: XCTestCase {
    static let demos = [
        "demo.json", "demos/colorful.json", "demos/es-badges.json", "demos/es-centre.json",
        "demos/everything.json", "demos/hyb-transitions.json", "demos/more.json",
        "demos/ramotion-flips.json", "demos/ramotion.json", "demos/rdv.json", "demos/uikit-bounce.json",
    ]

    func testEveryDemo_PassesEveryCheck() throws {
        for name in Self.demos {
            var configuration = try DemoConfiguration.load(name, catalog: .demo)
            if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
            var checker = MotionChecker(
                configuration: configuration, viewport: .defaultWindow, measurer: WindowText.measurer)
            let motions = checker.motions
            XCTAssertGreaterThan(motions.count, 10, name)
            for motion in TestTier.sample(motions, stride: 3) {
                let suite = checker.check(motion)
                if let error = suite.error { XCTFail("\(name): \(suite.name): \(error)") }
                for finding in suite.cases.compactMap(\.finding) { XCTFail("\(name): \(finding.line)") }
            }
            checker.interruptions = TestTier.current == .check ? 2 : 10
            for finding in checker.checkInterruptions().cases.compactMap(\.finding) {
                XCTFail("\(name): \(finding.line)")
            }
        }
    }
}
