import TabBarCore
import TestSupport
import XCTest

final class TabBarControllerTests: XCTestCase {
    let viewport = Size(width: 400, height: 800)

    func makeController(count: Int = 4, disabled: Set<Int> = []) -> TabBarController {
        TabBarController(configuration: Fixtures.configuration(count: count, disabled: disabled), viewport: viewport)
    }

    func tap(_ controller: TabBarController, item: Int, at time: Double) -> [TraceEvent] {
        let center = controller.layout.items[item].frame.center
        return controller.handle(.pointerDown(center, button: .primary), at: time)
            + controller.handle(.pointerUp(center, button: .primary), at: time)
    }

    func testTap_SelectsAndStartsBounceAndMask() {
        let controller = makeController()
        let events = tap(controller, item: 2, at: 1)
        XCTAssertEqual(
            events,
            [
                .select(from: 0, to: 2, cause: .tap),
                .animation(AnimationTrace(index: 2, name: "bounce", phase: .begin, kind: .select, time: 1)),
                .animation(AnimationTrace(index: 2, name: "colorful-mask", phase: .begin, kind: .indicator, time: 1)),
            ])
        XCTAssertEqual(controller.selectedIndex, 2)
    }

    func testAnimations_EndAfterTheirDurations() {
        let controller = makeController()
        _ = tap(controller, item: 1, at: 0)
        XCTAssertEqual(controller.advance(to: 0.49), [])
        XCTAssertEqual(
            controller.advance(to: 0.5),
            [.animation(AnimationTrace(index: 1, name: "bounce", phase: .end, kind: .select, time: 0.5))])
        XCTAssertEqual(controller.advance(to: 0.99), [])
        // A late frame still reports the exact scheduled end time.
        XCTAssertEqual(
            controller.advance(to: 1.01),
            [.animation(AnimationTrace(index: 1, name: "colorful-mask", phase: .end, kind: .indicator, time: 1))])
        XCTAssertEqual(controller.advance(to: 5), [])
        XCTAssertTrue(controller.isAnimating(at: 0.99))
        XCTAssertFalse(controller.isAnimating(at: 1.0))
    }

    func testTapOnDisabledItem_IsRejected() {
        let controller = makeController(disabled: [3])
        XCTAssertEqual(tap(controller, item: 3, at: 0), [.reject(index: 3, reason: .disabled, cause: .tap)])
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertFalse(controller.isAnimating(at: 0))
    }

    func testTapOnSelectedItem_IsAReselect() {
        let controller = makeController()
        // Bounce replays on reselect, as ES's bounce content view does.
        XCTAssertEqual(
            tap(controller, item: 0, at: 0),
            [
                .reselect(index: 0, cause: .tap),
                .animation(AnimationTrace(index: 0, name: "bounce", phase: .begin, kind: .reselect, time: 0)),
            ])
        XCTAssertEqual(controller.selectedIndex, 0)
    }

    func testProgrammaticSelection_AnimatesExactlyLikeATap() {
        let tapped = makeController(), programmed = makeController()
        let byTap = tap(tapped, item: 3, at: 2)
        let byProgram = programmed.select(3, cause: .program, at: 2)
        XCTAssertEqual(byProgram.first, .select(from: 0, to: 3, cause: .program))
        XCTAssertEqual(Array(byTap.dropFirst()), Array(byProgram.dropFirst()))
        for t in stride(from: 2.0, through: 3.5, by: 0.05) {
            XCTAssertEqual(tapped.scene(at: t), programmed.scene(at: t), "frames differ at \(t)")
        }
    }

    func testShouldSelectVeto_LeavesEverythingStill() {
        let controller = makeController()
        controller.selection.shouldSelect = { $0 != 1 }
        XCTAssertEqual(tap(controller, item: 1, at: 0), [.reject(index: 1, reason: .vetoed, cause: .tap)])
        XCTAssertFalse(controller.isAnimating(at: 0))
    }

    func testRapidTaps_EndWithExactlyOneSelectedItemAndNoJumps() {
        let controller = makeController()
        var time = 0.0
        var previous = controller.scene(at: 0)
        var previousSpan = controller.indicatorSpan(at: 0)
        // A→B→A→C within a fraction of each animation, sampled at 60 fps throughout.
        let taps: [Double: Int] = [0.1: 1, 0.25: 0, 0.4: 3]
        while time < 3 {
            time += 1.0 / 60
            for (at, item) in taps where abs(at - time) < 0.5 / 60 { _ = tap(controller, item: item, at: time) }
            _ = controller.advance(to: time)
            let span = controller.indicatorSpan(at: time)
            // The mask moves at most a fraction of a slot per frame: no jumps.
            XCTAssertLessThan(abs(span.lower - previousSpan.lower), 0.2, "mask jumped at \(time)")
            XCTAssertLessThan(abs(span.upper - previousSpan.upper), 0.2, "mask jumped at \(time)")
            previousSpan = span
            previous = controller.scene(at: time)
        }
        XCTAssertEqual(controller.selectedIndex, 3)
        XCTAssertEqual(previousSpan, SlotSpan(slot: 3))
        XCTAssertFalse(controller.isAnimating(at: time))
        // Exactly one item rests on its selected face; none is left scaled or faded.
        let poses = (0..<4).map { controller.itemPose($0, at: time) }
        XCTAssertEqual(poses.filter { $0 == .selected }.count, 1)
        XCTAssertEqual(poses[3], .selected)
        XCTAssertEqual(poses.filter { $0 == .deselected }.count, 3)
        XCTAssertEqual(previous, controller.scene(at: time + 10))
    }

    func testPress_HighlightsUntilRelease() {
        let controller = makeController()
        let center = controller.layout.items[2].frame.center
        _ = controller.handle(.pointerDown(center, button: .primary), at: 0)
        XCTAssertLessThan(controller.itemPose(2, at: 0.2).iconOpacity, 1)
        XCTAssertTrue(controller.isAnimating(at: 0.01))
        _ = controller.handle(.pointerMove(Point(x: center.x, y: center.y - 300)), at: 0.3)
        XCTAssertEqual(controller.itemPose(2, at: 1).iconOpacity, 1)
        XCTAssertEqual(controller.handle(.pointerUp(center, button: .primary), at: 1), [])
        XCTAssertEqual(controller.selectedIndex, 0)
    }

    func testResize_RelaysOutAndTracesTheLayout() {
        let controller = makeController()
        let events = controller.handle(.resize(Size(width: 800, height: 600)), at: 0)
        XCTAssertEqual(events, [.layout(controller.traceLayout())])
        XCTAssertEqual(controller.layout.bar, Rect(x: 0, y: 551, width: 800, height: 49))
        XCTAssertEqual(controller.handle(.resize(Size(width: 800, height: 600)), at: 0), [])
    }

    func testSettledIndicator_CoversTheSelectedSlot() {
        let controller = makeController()
        _ = controller.select(2, cause: .program, at: 0)
        let scene = controller.scene(at: 5)
        let indicator = scene.layers.first { $0.id == "bar.indicator" }
        guard case .group(let group)? = indicator?.node else { return XCTFail("no indicator layer") }
        XCTAssertEqual(group.clip, .rect(controller.layout.items[2].frame))
    }
}
