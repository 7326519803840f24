import TabBarDemo
import TabBarReview
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40: the review tools' motions are the window's, played from the inputs that play them
/// there (`MotionRecipe` in a `HeadlessWindow`). Each case here was wrong in the old film strips,
/// which called the controller with made-up arguments; `HeadlessEqualsWindowTests` compares the
/// frames with the real window's.
final class RecordedMotionTests: XCTestCase {
    let viewport = Size.defaultWindow

    func play(_ demo: String, _ motion: MotionRecipe.Motion, rightToLeft: Bool = false) throws -> RecordedMotion {
        var configuration = try DemoConfiguration.load("demos/\(demo).json", catalog: .demo)
        configuration.bar.isRightToLeft = rightToLeft
        return try RecordedMotion.play(
            MotionRecipe(motion), configuration: configuration, viewport: viewport, measurer: EstimatedTextMeasurer())
    }

    /// The transition under way in the motion's second frame.
    func transition(_ motion: RecordedMotion) throws -> ActiveTransition {
        let window = HeadlessWindow(
            configuration: motion.window.controller.configuration, viewport: viewport,
            measurer: EstimatedTextMeasurer())
        try motion.recipe.prepare(window)
        for input in try motion.recipe.startInputs(in: window) where input.frame == 0 { window.send(input.events) }
        window.drawFrame()
        return try XCTUnwrap(window.controller.navigator.active)
    }

    /// The bubble grows from the button tapped (it started at the bottom centre) and presents
    /// the tapped tab's sheet: its title and its colour (it showed the first tab's).
    func testBubble_GrowsFromTheButtonTapped_IntoItsTabsSheet() throws {
        let motion = try play("hyb-transitions", .transition(.bubble, .present, slot: 1))
        let active = try transition(motion)
        let button = try XCTUnwrap(motion.window.controller.layout.items.first).frame
        XCTAssertLessThan(try XCTUnwrap(active.parameters.bubbleOrigin).y, button.minY, "from the page, not the bar")
        let sheet = try XCTUnwrap(motion.window.controller.navigator.presented).spec
        XCTAssertEqual(sheet.title, "Bubble")
        XCTAssertEqual(sheet.accent, motion.window.controller.configuration.tabs[1].color)
    }

    /// ES's raised item presents its own sheet from its own centre.
    func testRaisedItem_PresentsItsSheetFromItsCentre() throws {
        let motion = try play("es-centre", .transition(.bubble, .present, slot: 2))
        let active = try transition(motion)
        let raised = try XCTUnwrap(motion.window.controller.layout.items[2].circle)
        XCTAssertEqual(try XCTUnwrap(active.parameters.bubbleOrigin), raised.center)
        XCTAssertEqual(motion.window.controller.navigator.presented?.spec.title, "发布")
    }

    /// Right to left, the magic move flies the card tapped, which sits at the right (the old
    /// strip flew Card 2 from the left, which landed as Card 1).
    func testRightToLeftMagicMove_FliesTheCardTapped() throws {
        let motion = try play("hyb-transitions", .transition(.move, .push, slot: 0), rightToLeft: true)
        let source = try XCTUnwrap(try transition(motion).parameters.sourceRect)
        XCTAssertGreaterThan(source.minX, viewport.width / 2, "card 1 is at the right, right to left")
        XCTAssertEqual(motion.window.controller.navigator.currentStack.last?.spec.title, "Card 1")
    }

    /// A detail that hides the bar hides it (the old strips cleared `detailHidesBar`).
    func testDetailThatHidesTheBar_HidesIt() throws {
        let motion = try play("hyb-transitions", .transition(.move, .push, slot: 0))
        XCTAssertEqual(motion.window.controller.navigator.barHiddenFraction(at: motion.window.now), 1)
    }

    /// One duration: the trace's, and frames on the 60 Hz grid from the first input on.
    func testDuration_IsTheTraces_AndFramesFallOnTheGrid() throws {
        let motion = try play("es-centre", .transition(.bubble, .present, slot: 2))
        let times = motion.window.trace.compactMap { event -> (AnimationPhase, Double)? in
            if case .transition(_, .present, let phase, let time) = event { return (phase, time) }
            return nil
        }
        let begin = try XCTUnwrap(times.first { $0.0 == .begin }?.1),
            end = try XCTUnwrap(times.first { $0.0 == .end }?.1)
        XCTAssertEqual(motion.start, begin, accuracy: 1e-12)
        XCTAssertEqual(motion.duration, end - begin, accuracy: 1e-12)
        XCTAssertGreaterThan(motion.duration, 0.5, "HYB's spring, settled within half a pixel")
        for (i, frame) in motion.frames.enumerated() {
            XCTAssertEqual(frame.time - motion.start, Double(i) / 60, accuracy: 1e-9)
        }
        XCTAssertEqual(Double(motion.lastFrame) / 60, motion.duration, accuracy: 1.0 / 60)
        XCTAssertEqual(motion.times(count: 3), [0, Double(motion.lastFrame / 2) / 60, Double(motion.lastFrame) / 60])
    }

    /// A motion the configuration cannot play says why.
    func testUnplayable_SaysWhy() throws {
        XCTAssertThrowsError(try play("hyb-transitions", .transition(.push, .push, slot: 1))) {
            XCTAssertTrue("\($0)".contains("no card or row"), "\($0)")
        }
    }
}
