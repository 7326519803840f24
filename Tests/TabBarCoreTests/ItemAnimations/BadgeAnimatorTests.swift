import TabBarCore
import XCTest

final class BadgeAnimatorTests: XCTestCase {
    func testBounce_ScalesTheBadgeThroughItsKeys() {
        var animator = BadgeAnimator()
        animator.play(.bounce, appearing: false, at: 1)
        XCTAssertEqual(animator.badgeScale(at: 1), 1)
        XCTAssertEqual(animator.badgeScale(at: 1 + 0.1), 1.4, accuracy: 1e-9)
        XCTAssertEqual(animator.badgeScale(at: 1.6), 1)
        XCTAssertEqual(animator.iconOffset(at: 1.1), 0)
        XCTAssertFalse(animator.isAnimating(at: 1.6))
    }

    func testAppearing_GrowsFromNothing() {
        var animator = BadgeAnimator()
        animator.play(.bounce, appearing: true, at: 0)
        XCTAssertEqual(animator.badgeScale(at: 0), 0)
        XCTAssertEqual(animator.badgeScale(at: 0.1), 1.4, accuracy: 1e-9)
    }

    func testWiggle_MovesTheIcon() {
        var animator = BadgeAnimator()
        animator.play(.wiggle, appearing: false, at: 0)
        // Keys every 0.1 s: −8 at 0.1 s, 4 at 0.2 s.
        XCTAssertEqual(animator.iconOffset(at: 0.1), -8, accuracy: 1e-9)
        XCTAssertEqual(animator.iconOffset(at: 0.2), 4, accuracy: 1e-9)
        XCTAssertEqual(animator.badgeScale(at: 0.1), 1)
    }

    func testNone_DoesNothing() {
        var animator = BadgeAnimator()
        animator.play(.none, appearing: true, at: 0)
        XCTAssertFalse(animator.isAnimating(at: 0))
        XCTAssertEqual(animator.badgeScale(at: 0), 1)
    }

    func testDisplayText_CapsNumbersOnly() {
        let style = BadgeStyle()
        XCTAssertEqual(style.displayText(for: "120"), "99+")
        XCTAssertEqual(style.displayText(for: "99"), "99")
        XCTAssertEqual(style.displayText(for: "0"), "0")
        XCTAssertEqual(style.displayText(for: "new"), "new")
        var uncapped = style
        uncapped.cap = nil
        XCTAssertEqual(uncapped.displayText(for: "120"), "120")
    }
}
