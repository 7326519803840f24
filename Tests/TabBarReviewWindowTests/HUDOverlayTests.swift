import TabBarCairo
import TabBarReview
import XCTest

@testable import TabBarCore
@testable import TabBarReviewWindow

/// Issue 40: the HUD said "idle" while a motion was paused halfway. The overlay shows the
/// PAUSED chip whenever the clock is paused, whatever the motion's state, and "idle" only
/// when the clock runs and nothing moves.
final class HUDOverlayTests: XCTestCase {
    func shown(paused: Bool, animating: Bool) -> [String] {
        var overlay = HUDOverlay()
        overlay.isVisible = true
        var clock = AnimationClock()
        if paused { clock.pause(at: 1) }
        let scene = Scene(size: Size(width: 390, height: 844), background: .white, layers: [])
        let drawn = overlay.over(
            scene, at: 2, now: 1, selected: 0, clock: clock, isAnimating: animating, measurer: TextRenderer())
        func texts(_ node: SceneNode) -> [String] {
            switch node {
            case .text(let run): [run.text]
            case .group(let group): group.children.flatMap(texts)
            default: []
            }
        }
        return drawn.layers.filter { $0.id == "hud" }.flatMap { texts($0.node) }
    }

    func testPausedHalfwayThroughAMotion_ShowsPausedNotIdle() {
        let texts = shown(paused: true, animating: true)
        XCTAssertTrue(texts.contains("PAUSED"), "\(texts)")
        XCTAssertFalse(texts.contains("idle"), "\(texts)")
    }

    func testPausedAtRest_ShowsPausedToo() {
        XCTAssertTrue(shown(paused: true, animating: false).contains("PAUSED"))
    }

    func testRunningAtRest_IsIdle() {
        let texts = shown(paused: false, animating: false)
        XCTAssertTrue(texts.contains("idle"), "\(texts)")
        XCTAssertFalse(texts.contains("PAUSED"))
    }
}
