import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// The panel's keys and pointer turn into the window's actions: a dragged end edits its
/// key by the length it was dragged to, the playhead scrubs where it is dropped, and the
/// keys reach every action.
final class TimelineControlsTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func model() -> TimelineModel {
        var model = TimelineModel()
        model.rows = TimelineRows([
            TimelineRow(motion: .item(slot: 2, role: .select, name: "bounce"), start: 0, end: 0.5),
            TimelineRow(motion: .indicator(name: "colorful-mask"), start: 0, end: 1),
            TimelineRow(motion: .transition(.slide, .tab), start: 0.1, end: 0.7),
        ])
        return model
    }

    func bindings() -> [Int: [MotionBinding]] {
        var configuration = Fixtures.configuration(count: 4)
        configuration.navigation.timing = .seedSpring
        return Dictionary(
            uniqueKeysWithValues: model().rows.rows.enumerated().map {
                ($0, $1.motion.bindings(in: configuration, observed: $1.duration))
            })
    }

    func layout(_ model: TimelineModel) -> TimelineLayout {
        TimelineLayout(viewport: viewport, rows: model.rows.rows, fields: [2])
    }

    func testBindings_NameTheKeysThatSetEachRow() {
        let keys = bindings().sorted { $0.key < $1.key }.map { $0.value.map(\.summary) }
        XCTAssertEqual(
            keys,
            [
                ["tabs[2].duration 0.5"], ["bar.maskPhaseDuration 0.5"],
                ["navigation.duration 0.5", "navigation.damping 0.5", "navigation.velocity 2"],
            ])
        // The colourful mask's two phases each last the key: a row of 1.2 s is 0.6.
        XCTAssertEqual(bindings()[1]?.first?.value(forRowLength: 1.2) ?? 0, 0.6, accuracy: 1e-12)
    }

    func testDraggingARowsEnd_EditsItsDurationByTheLengthDropped() throws {
        var model = model()
        let layout = layout(model)
        let grip = layout.grip(row: 0, end: 0.5)
        XCTAssertEqual(
            model.pointer(.pointerDown(grip.center, button: .primary), layout: layout, bindings: bindings()),
            [.choose(row: 0)])
        let target = Point(x: layout.x(at: 0.62), y: grip.midY)
        XCTAssertEqual(model.pointer(.pointerMove(target), layout: layout, bindings: bindings()), [])
        XCTAssertEqual(model.drag, .end(row: 0, length: 0.62))
        let actions = try XCTUnwrap(
            model.pointer(.pointerUp(target, button: .primary), layout: layout, bindings: bindings()))
        guard case .edit(0, .duration, let value)? = actions.first else { return XCTFail("\(actions)") }
        XCTAssertEqual(value, 0.62, accuracy: 1e-9)
        XCTAssertNil(model.drag)
    }

    func testDraggingALaterRowsEnd_MeasuresFromItsStart_InStepsOf10ms() throws {
        var model = model()
        let layout = layout(model)
        let grip = layout.grip(row: 2, end: 0.7)
        _ = model.pointer(.pointerDown(grip.center, button: .primary), layout: layout, bindings: bindings())
        let target = Point(x: layout.x(at: 0.7537), y: grip.midY)
        _ = model.pointer(.pointerMove(target), layout: layout, bindings: bindings())
        XCTAssertEqual(model.drag, .end(row: 2, length: 0.65), "from 0.1 s to 0.75 s")
        let actions = model.pointer(.pointerUp(target, button: .primary), layout: layout, bindings: bindings())
        guard case .edit(2, .duration, let value)? = actions?.first else {
            return XCTFail("\(String(describing: actions))")
        }
        // The transition played 0.6 s for a duration of 0.5: 0.65 s asks for 0.5 × 0.65 / 0.6.
        XCTAssertEqual(value, 0.5 * 0.65 / 0.6, accuracy: 1e-9)
    }

    func testDraggingThePlayhead_Scrubs_AndTheBarsEventsStayTheBars() throws {
        var model = model()
        let layout = layout(model)
        let start = Point(x: layout.x(at: 0.3), y: layout.ruler.midY)
        let actions = try XCTUnwrap(
            model.pointer(.pointerDown(start, button: .primary), layout: layout, bindings: bindings()))
        guard case .scrub(let seconds)? = actions.first else { return XCTFail("\(actions)") }
        XCTAssertEqual(seconds, 0.3, accuracy: 1e-9)
        // A drag that leaves the panel still scrubs, clamped to the axis.
        XCTAssertEqual(
            model.pointer(.pointerMove(Point(x: 10, y: 400)), layout: layout, bindings: bindings()), [.scrub(0)])
        XCTAssertEqual(
            model.pointer(.pointerUp(Point(x: 10, y: 400), button: .primary), layout: layout, bindings: bindings()),
            [.scrubEnded])
        XCTAssertNil(
            model.pointer(.pointerDown(Point(x: 100, y: 820), button: .primary), layout: layout, bindings: [:]))
        XCTAssertNil(model.pointer(.pointerMove(Point(x: 100, y: 820)), layout: layout, bindings: [:]))
    }

    /// The playhead lands on the 60 Hz frame grid (issue 42): a drag between two frames
    /// scrubs to the nearest, the instant `tabbar render --at` can draw.
    func testDraggingThePlayhead_LandsOnTheFrameGrid() throws {
        var model = model()
        let layout = layout(model)
        let frame = AnimationClock.frameDuration
        for wanted in [0.099248, 0.1, 0.2571, 0.0041] {
            let point = Point(x: layout.x(at: wanted), y: layout.ruler.midY)
            let down = model.pointer(.pointerDown(point, button: .primary), layout: layout, bindings: bindings())
            let move = model.pointer(.pointerMove(point), layout: layout, bindings: bindings())
            _ = model.pointer(.pointerUp(point, button: .primary), layout: layout, bindings: bindings())
            for actions in [down, move] {
                guard case .scrub(let seconds)? = actions?.first else {
                    return XCTFail("\(String(describing: actions))")
                }
                XCTAssertEqual(seconds, (wanted / frame).rounded() * frame, accuracy: 1e-12, "\(wanted)")
                XCTAssertEqual(seconds / frame, (seconds / frame).rounded(), accuracy: 1e-9)
            }
        }
    }

    /// `e` before any row is chosen opens the first row's lanes (it did nothing).
    func testLanesKey_WithNoRowChosen_OpensTheFirst() {
        let model = model()
        XCTAssertNil(model.selectedRow)
        XCTAssertEqual(
            model.action(for: .character("e"), playhead: 0, bindings: bindings()), .toggleLanes(row: 0))
        XCTAssertNil(TimelineModel().action(for: .character("e"), playhead: 0, bindings: [:]), "no rows, no lanes")
    }

    func testSpringField_DragsItsValue() throws {
        var model = model()
        let layout = layout(model)
        let field = layout.field(row: 2, property: .damping)
        _ = model.pointer(.pointerDown(field.center, button: .primary), layout: layout, bindings: bindings())
        _ = model.pointer(.pointerMove(field.center + Point(x: 20, y: 0)), layout: layout, bindings: bindings())
        let actions = model.pointer(
            .pointerUp(field.center + Point(x: 20, y: 0), button: .primary), layout: layout, bindings: bindings())
        guard case .edit(2, .damping, let value)? = actions?.first else {
            return XCTFail("\(String(describing: actions))")
        }
        XCTAssertEqual(value, 0.6, accuracy: 1e-9)
    }

    func testKeys_ReachEveryAction() {
        var model = model()
        let b = bindings()
        XCTAssertEqual(model.action(for: .character("T"), playhead: 0, bindings: b), .close)
        XCTAssertEqual(model.action(for: .character("S"), playhead: 0, bindings: b), .save)
        XCTAssertEqual(model.action(for: .character("r"), playhead: 0, bindings: b), .replay)
        XCTAssertEqual(model.action(for: .character("x"), playhead: 0, bindings: b), .speed(.quarter))
        XCTAssertEqual(model.action(for: .character("]"), playhead: 0.2, bindings: b), .scrub(0.2 + 1.0 / 60))
        XCTAssertEqual(model.action(for: .character("{"), playhead: 0.1, bindings: b), .scrub(0))
        XCTAssertEqual(model.action(for: .down, playhead: 0, bindings: b), .choose(row: 0))
        XCTAssertEqual(model.action(for: .character("e"), playhead: 0, bindings: b), .toggleLanes(row: 0))
        XCTAssertNil(model.action(for: .character("+"), playhead: 0, bindings: b))
        model.selected = 0
        XCTAssertEqual(model.action(for: .up, playhead: 0, bindings: b), .choose(row: 0))
        XCTAssertEqual(model.action(for: .character("e"), playhead: 0, bindings: b), .toggleLanes(row: 0))
        guard case .edit(0, .duration, let longer)? = model.action(for: .character("+"), playhead: 0, bindings: b)
        else { return XCTFail() }
        XCTAssertEqual(longer, 0.51, accuracy: 1e-9)
        // The chosen row has no spring: the spring keys act on the first row that has one.
        guard case .edit(2, .damping, let softer)? = model.action(for: .character("d"), playhead: 0, bindings: b)
        else { return XCTFail() }
        XCTAssertEqual(softer, 0.45, accuracy: 1e-9)
        guard case .edit(2, .velocity, let faster)? = model.action(for: .character("V"), playhead: 0, bindings: b)
        else { return XCTFail() }
        XCTAssertEqual(faster, 2.5, accuracy: 1e-9)
        XCTAssertNil(model.action(for: .left, playhead: 0, bindings: b), "the bar's key")
        model.isConfirmingClose = true
        XCTAssertEqual(model.action(for: .character("y"), playhead: 0, bindings: b), .confirmSave)
        XCTAssertEqual(model.action(for: .character("n"), playhead: 0, bindings: b), .confirmDiscard)
        XCTAssertEqual(model.action(for: .escape, playhead: 0, bindings: b), .confirmCancel)
    }

    func testLayout_DocksBesideAPortraitWindowAndBelowALandscapeOne() {
        XCTAssertEqual(TimelineLayout.window(for: viewport), Size(width: 850, height: 844))
        XCTAssertEqual(TimelineLayout.viewport(inWindow: Size(width: 850, height: 844), dock: .beside), viewport)
        let wide = Size(width: 1280, height: 720)
        XCTAssertEqual(TimelineLayout.dock(for: wide), .below)
        XCTAssertEqual(TimelineLayout.window(for: wide), Size(width: 1280, height: 1060))
        XCTAssertEqual(TimelineLayout.viewport(inWindow: Size(width: 1280, height: 1060), dock: .below), wide)
    }

    /// A tween transition's curve: its handles drag to where the pointer is, on hundredths,
    /// and the keys move them by 0.05; the file gets CSS's cubic-bezier().
    func testCurveHandles_DragAndKeys_EditTheBezier() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.navigation.timing.curve = .easeInEaseOut
        let curve = try XCTUnwrap(TimelineMotion.transition(.slide, .tab).curveBinding(in: configuration))
        XCTAssertEqual(curve.path.description, "navigation.curve")
        configuration.navigation.timing.spring = true
        XCTAssertNil(TimelineMotion.transition(.slide, .tab).curveBinding(in: configuration), "a spring has no curve")
        var model = model()
        let curves = [2: curve]
        let layout = TimelineLayout(viewport: viewport, rows: model.rows.rows, curves: [2])
        let handle = layout.handlePoint(row: 2, handle: 1, curve.points)
        XCTAssertEqual(
            model.pointer(.pointerDown(handle, button: .primary), layout: layout, bindings: [:], curves: curves),
            [.choose(row: 2)])
        let target = layout.curvePoint(row: 2, x: 0.2, y: 1.1)
        _ = model.pointer(.pointerMove(target), layout: layout, bindings: [:], curves: curves)
        let actions = model.pointer(.pointerUp(target, button: .primary), layout: layout, bindings: [:], curves: curves)
        XCTAssertEqual(actions, [.editCurve(row: 2, points: CubicBezier(0.42, 0, 0.2, 1.1))])
        XCTAssertEqual(CurveBinding.literal(CubicBezier(0.42, 0, 0.2, 1.1)), #""cubic-bezier(0.42, 0, 0.2, 1.1)""#)
        model.selected = 2
        XCTAssertEqual(
            model.action(for: .character("l"), playhead: 0, bindings: [:], curves: curves),
            .editCurve(row: 2, points: CubicBezier(0.47, 0, 0.58, 1)))
        XCTAssertEqual(
            model.action(for: .character("K"), playhead: 0, bindings: [:], curves: curves),
            .editCurve(row: 2, points: CubicBezier(0.42, 0, 0.58, 0.95)))
        // Handles stay within the editor: x in 0…1, y a quarter beyond.
        XCTAssertEqual(
            CurveBinding.moving(curve.points, handle: 0, dx: -1, dy: -1), CubicBezier(0, -0.25, 0.58, 1))
    }
}
