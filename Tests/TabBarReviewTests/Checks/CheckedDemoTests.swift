import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 42: `tabbar check` passes on every demo configuration: every motion each one
/// configures (in `make check`, one in five) and a few interruption sequences.
final class CheckedDemoTests: XCTestCase {
    func testEveryDemo_PassesEveryCheck() throws {
        let demos = try DemoConfiguration.allNames()
        XCTAssertGreaterThan(demos.count, 10)
        for name in demos {
            var configuration = try DemoConfiguration.load(name, catalog: .demo)
            if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
            var checker = MotionChecker(
                configuration: configuration, viewport: .defaultWindow, measurer: WindowText.measurer)
            let motions = checker.motions
            XCTAssertGreaterThan(motions.count, 10, name)
            for motion in TestTier.sample(motions, stride: 5) {
                let suite = checker.check(motion)
                if let error = suite.error { XCTFail("\(name): \(suite.name): \(error)") }
                for finding in suite.cases.compactMap(\.finding) { XCTFail("\(name): \(finding.line)") }
            }
            // InterruptionTests plays many more.
            checker.interruptions = TestTier.current == .check ? 1 : 4
            for finding in checker.checkInterruptions().cases.compactMap(\.finding) {
                XCTFail("\(name): \(finding.line)")
            }
        }
    }
}
