import TabBarCore
import XCTest

@testable import TabBarReview

/// Which frames `tabbar export --format` hands off as the transition's spring: values on
/// the spring from their first to their last, and nothing else.
final class MotionSpringTests: XCTestCase {
    let spring = MotionSpring(TransitionTiming.seedSpring)!

    func frames(_ count: Int, _ value: (Double) -> Double) -> [Double] {
        (0..<count).map { value(Double($0) / 60) }
    }

    func testSeedSpring_IsHYBsUIKitSpring() {
        XCTAssertEqual(spring.spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.relativeVelocity, 2)
        XCTAssertEqual(spring.spring.mass, 1)
        XCTAssertNil(MotionSpring(TransitionTiming()), "a tween has no spring")
    }

    func testValuesOnTheSpring_FollowIt_EvenWhereTheWindowEndedIt() {
        let rise = frames(28) { -844 * self.spring.progress(at: $0) }
        XCTAssertTrue(spring.isFollowed(by: rise))
        // The window shows the end once the spring is within half a pixel of it.
        XCTAssertTrue(spring.isFollowed(by: rise.dropLast(3) + [-844, -844, -844]))
        XCTAssertTrue(spring.isFollowed(by: frames(28) { 1 - 0.1 * self.spring.progress(at: $0) }))
    }

    func testOtherValues_DoNotFollowIt() {
        // A page kept from passing the edge: the spring clamped at its end.
        XCTAssertFalse(spring.isFollowed(by: frames(28) { -390 * min(1, self.spring.progress(at: $0)) }))
        XCTAssertFalse(
            spring.isFollowed(by: frames(28) { -390 * TimingCurve.easeInEaseOut.value(at: min(1, $0 / 0.45)) }))
        XCTAssertFalse(spring.isFollowed(by: frames(28) { _ in 1 }), "a property that holds")
        XCTAssertFalse(spring.isFollowed(by: [0, 1]), "two frames lie on any motion")
        XCTAssertFalse(spring.isFollowed(by: frames(28) { -844 * self.spring.progress(at: $0 + 1.0 / 60) }))
    }
}
