import TestSupport
import XCTest

@testable import TabBarCore

/// Item motions against the seeds' numbers (shared/reference/seed-libraries.md), played
/// through `ItemAnimator` as the bar plays them, settling included.
final class ItemMotionSeedTests: XCTestCase {
    /// The pose `time` seconds after selecting, from rest.
    func selected(_ animation: any ItemAnimation, at time: Double) -> ItemPose {
        var animator = ItemAnimator(animation: animation, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        return animator.pose(at: time)
    }

    // MARK: Ramotion rotation: 0 → ∓2π, linear, 0.5 s; then it rests upright.

    func testRotation_TurnsOnceLinearlyAndRestsUpright() {
        for (direction, sign) in [(RotationAnimation.Direction.left, -1.0), (.right, 1.0)] {
            let rotation = RotationAnimation(direction: direction)
            XCTAssertEqual(selected(rotation, at: 0.125).iconRotation, sign * .pi / 2, accuracy: 1e-9)
            XCTAssertEqual(selected(rotation, at: 0.25).iconRotation, sign * .pi, accuracy: 1e-9)
            XCTAssertEqual(selected(rotation, at: 0.375).iconRotation, sign * 1.5 * .pi, accuracy: 1e-9)
            // After the turn the icon stays upright: no spin back over the 0.2 s settling.
            for time in stride(from: 0.5, through: 1.0, by: 1.0 / 240) {
                XCTAssertEqual(selected(rotation, at: time), rotation.selectedPose, "\(direction) at \(time)")
            }
        }
    }

    func testInterruptedRotation_BlendsTheShortWayRound() {
        let rotation = RotationAnimation(direction: .right)
        var animator = ItemAnimator(animation: rotation, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        _ = animator.play(.deselect, at: 0.45, index: 0)
        // At 0.45 s the icon is at 1.8π, 0.2π short of upright; it turns on that 0.2π, not back 1.8π.
        var previous = animator.pose(at: 0.45).iconRotation
        for time in stride(from: 0.45, through: 0.7, by: 1.0 / 240) {
            let angle = animator.pose(at: time).iconRotation
            XCTAssertLessThan(abs(angle - previous), 0.25, "at \(time)")
            previous = angle
        }
        XCTAssertEqual(animator.pose(at: 0.65), .deselected)
    }

    // MARK: Ramotion fume: icon +4 at d/2, on to +12 (the seed's resting state) by d.

    func testFume_ReachesTheSeedsNumbersWithoutAJump() {
        let d = 0.4
        let fume = FumeAnimation(duration: d)
        XCTAssertEqual(selected(fume, at: d / 2).iconOffset.y, 4, accuracy: 1e-9, "play: +4 over d/2")
        XCTAssertEqual(selected(fume, at: d).iconOffset.y, 12, accuracy: 1e-9, "selectedState: +12")
        XCTAssertEqual(selected(fume, at: d).titleOffset.y, -60, accuracy: 1e-9)
        XCTAssertEqual(selected(fume, at: d).titleScale, 2, accuracy: 1e-9)
        XCTAssertEqual(selected(fume, at: d).titleOpacity, 0, accuracy: 1e-9)
        var previous = 0.0
        for time in stride(from: 0, through: d + 0.3, by: 1.0 / 240) {
            let y = selected(fume, at: time).iconOffset.y
            XCTAssertLessThan(abs(y - previous), 0.5, "no jump at \(time)")
            previous = y
        }
        XCTAssertEqual(selected(fume, at: d + 0.3), fume.selectedPose)
    }

    // MARK: UIKit article's bounce: the whole button to 1.2 in 0.1 s and back in 0.1 s.

    func testPop_ScalesTheWholeButtonNotTheIcon() {
        let pop = PopAnimation()
        let peak = selected(pop, at: 0.1)
        XCTAssertEqual(peak.buttonScale, 1.2, accuracy: 1e-9)
        XCTAssertEqual(peak.iconScaleX, 1, "the icon is not scaled on its own")
        XCTAssertEqual(peak.titleScale, 1, "the title is not scaled on its own")
        XCTAssertEqual(selected(pop, at: 0.05).buttonScale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(selected(pop, at: 0.15).buttonScale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(selected(pop, at: 0.2), pop.selectedPose)
    }

    func testPop_PlaysOnATapOnTheSelectedTab() {
        var configuration = Fixtures.configuration(count: 3)
        for i in 0..<3 { configuration.tabs[i].animation = PopAnimation() }
        let c = TabBarController(configuration: configuration, viewport: Size(width: 300, height: 600))
        let item = c.layout.items[0].frame.center
        _ = c.handle(.pointerDown(item, button: .primary), at: 1)
        let events = c.handle(.pointerUp(item, button: .primary), at: 1)
        XCTAssertTrue(events.contains(.reselect(index: 0, cause: .tap)), "\(events)")
        XCTAssertTrue(
            events.contains(.animation(AnimationTrace(index: 0, name: "pop", phase: .begin, kind: .reselect, time: 1))),
            "\(events)")
        XCTAssertEqual(c.slotStates[0].animator.pose(at: 1.1).buttonScale, 1.2, accuracy: 1e-9)
    }

    func testPop_ScalesIconAndTitleAboutTheButtonsCentre() throws {
        var configuration = Fixtures.configuration(count: 2)
        configuration.tabs[0].animation = PopAnimation()
        let layout = TabBarLayout(
            viewport: Size(width: 200, height: 300), style: configuration.bar, items: configuration.tabs)
        let builder = BarSceneBuilder(
            style: configuration.bar, items: configuration.tabs, layout: layout,
            measurer: EstimatedTextMeasurer())
        var pose = ItemPose.selected
        pose.buttonScale = 1.2
        let indicator = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 2)
        let layers = builder.layers(
            .init(selectedIndex: 0, poses: [pose, .deselected], indicator: indicator.state(at: 0)))
        guard case .group(let group)? = layers.first(where: { $0.id == "bar.item.0" })?.node else {
            return XCTFail("no item")
        }
        let centre = layout.items[0].frame.center
        XCTAssertEqual(group.transform.apply(to: centre), centre)
        let title = layout.items[0].titleFrame.center
        XCTAssertEqual(group.transform.apply(to: title).y, centre.y + (title.y - centre.y) * 1.2, accuracy: 1e-9)
        XCTAssertEqual(group.transform.a, 1.2, accuracy: 1e-9)
    }

    // MARK: ES highlight example: rests at 1.15; a press ×0.8 (0.92) in 0.2 s ease-in-out.

    func testPress_RestsAt1point15AndShrinksTo0point92() {
        let press = PressAnimation()
        var animator = ItemAnimator(animation: press, isSelected: false)
        XCTAssertEqual(animator.pose(at: 0).iconScaleX, 1.15, accuracy: 1e-9)
        animator.setPressed(true, at: 1)
        // Ease-in-out is symmetric: half-way in time is half-way in scale.
        XCTAssertEqual(animator.pose(at: 1.1).iconScaleX, (1.15 + 0.92) / 2, accuracy: 1e-9)
        XCTAssertEqual(
            animator.pose(at: 1.05).iconScaleX,
            1.15 - 0.23 * TimingCurve.easeInEaseOut.value(at: 0.25), accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 1.2).iconScaleX, 0.92, accuracy: 1e-9)
        _ = animator.play(.select, at: 1.5, index: 0)
        animator.setPressed(false, at: 1.5)
        XCTAssertEqual(animator.pose(at: 1.6).iconScaleX, (1.15 + 0.92) / 2, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 1.7).iconScaleX, 1.15, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 1.7), press.selectedPose)
    }

    // MARK: Ramotion frames: isDeselectAnimation (default true) reverses; off, it does not.

    func testFrames_CanBeToldNotToReverse() {
        let reversing = FramesAnimation(frameCount: 10)
        XCTAssertEqual(reversing.deselectDuration, 0.5)
        let plain = FramesAnimation(frameCount: 10, reversesOnDeselect: false)
        var animator = ItemAnimator(animation: plain, isSelected: true)
        let traces = animator.play(.deselect, at: 0, index: 0)
        XCTAssertTrue(traces.isEmpty, "no deselect motion: \(traces)")
        XCTAssertEqual(animator.pose(at: 0.01).frameProgress, 0)
        XCTAssertEqual(
            ItemAnimationCatalog.builtIn.make("frames", .init(frameCount: 3, reversesOnDeselect: false))?
                .deselectDuration, 0)
    }
}
