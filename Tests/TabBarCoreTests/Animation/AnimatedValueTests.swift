import TabBarCore
import XCTest

final class AnimatedValueTests: XCTestCase {
    func testTween_RetargetsFromTheValueOnScreen() {
        var value = AnimatedValue(0)
        value.animate(to: 10, at: 0, .tween(duration: 1, curve: .linear))
        XCTAssertEqual(value.value(at: 0.5), 5)
        value.animate(to: 0, at: 0.5, .tween(duration: 1, curve: .linear))
        XCTAssertEqual(value.value(at: 0.5), 5)
        XCTAssertEqual(value.value(at: 1.0), 2.5)
        XCTAssertEqual(value.value(at: 2), 0)
        XCTAssertFalse(value.isAnimating(at: 1.5))
    }

    func testSpring_KeepsItsVelocityWhenRetargeted() {
        var value = AnimatedValue(0)
        value.animate(to: 100, at: 0, .seedSpring)
        let v = value.velocity(at: 0.1), x = value.value(at: 0.1)
        value.animate(to: 50, at: 0.1, .seedSpring)
        XCTAssertEqual(value.value(at: 0.1), x, accuracy: 1e-9)
        XCTAssertEqual(value.velocity(at: 0.1), v, accuracy: 1e-6)
        XCTAssertEqual(value.value(at: 5), 50)
    }

    func testSpringFromRest_GetsUIKitsRelativeKick() {
        var value = AnimatedValue(0)
        value.animate(to: 10, at: 0, .spring(duration: 0.5, dampingRatio: 1, relativeVelocity: 2))
        // Relative velocity 2 over a distance of 10 is 20 units per second at the start.
        XCTAssertEqual(value.velocity(at: 0), 20, accuracy: 1e-9)
        XCTAssertEqual(value.value(at: 0.5), 10, accuracy: 0.01)
    }

    func testInstantAndSet_Jump() {
        var value = AnimatedValue(3)
        value.animate(to: 7, at: 0, .instant)
        XCTAssertEqual(value.value(at: 0), 7)
        value.set(1)
        XCTAssertEqual(value.target, 1)
        XCTAssertFalse(value.isAnimating(at: 0))
    }
}
