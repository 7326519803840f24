import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// What the panel draws: the playhead is a layer of its own, so that a scrub repaints only
/// what it crosses; the header says when the clock is paused; the message line carries a
/// refusal in the decoder's words.
final class TimelineSceneTests: XCTestCase {
    func scene(playhead: Double, paused: Bool = false, message: String? = nil) -> TimelineScene {
        var model = TimelineModel()
        model.rows = TimelineRows([
            TimelineRow(motion: .item(slot: 1, role: .select, name: "bounce"), start: 0, end: 0.5),
            TimelineRow(motion: .indicator(name: "colorful-mask"), start: 0, end: 1),
        ])
        if let message { model.say(message, isError: true) }
        let layout = TimelineLayout(viewport: Size(width: 390, height: 844), rows: model.rows.rows)
        var scene = TimelineScene(
            layout: layout, model: model, bindings: [:], fileName: "demo.json", unsavedEdits: 1, playhead: playhead,
            canEdit: true)
        scene.clock = AnimationClock.State(isPaused: paused, slowFactor: 1)
        return scene
    }

    func texts(_ node: SceneNode) -> [String] {
        switch node {
        case .text(let run): [run.text]
        case .group(let group): group.children.flatMap(texts)
        default: []
        }
    }

    func textFrames(_ node: SceneNode) -> [Rect] {
        switch node {
        case .text(let run): [run.frame]
        case .group(let group): group.children.flatMap(textFrames)
        default: []
        }
    }

    /// The playhead's time tag covers no text of the panel (it sat on the ruler's tick labels).
    func testPlayheadTag_CoversNoTickLabel() {
        for step in 0...20 {
            let layers = scene(playhead: Double(step) * 0.05).layers
            let labels = textFrames(layers[0].node)
            let tag = textFrames(layers[1].node)
            XCTAssertEqual(tag.count, 1)
            for frame in tag {
                for label in labels {
                    XCTAssertFalse(frame.intersects(label), "\(Double(step) * 0.05) s: \(frame) over \(label)")
                }
            }
        }
    }

    func testScrubbing_ChangesOnlyThePlayheadsLayer() {
        let before = scene(playhead: 0.1).layers, after = scene(playhead: 0.2).layers
        XCTAssertEqual(before.map(\.id), ["timeline", "timeline playhead"])
        XCTAssertEqual(before[0], after[0])
        XCTAssertNotEqual(before[1], after[1])
        XCTAssertTrue(texts(after[1].node).contains("200 ms"))
        // Within the panel, right of the bar's area.
        XCTAssertGreaterThanOrEqual(after[1].node.bounds.minX, 390)
    }

    func testHeaderAndMessageLine_SayTheClockTheEditsAndTheRefusal() {
        let refusal = "demo.json:12:40: navigation.damping: expected a number from 0.05 to 2, found 0"
        let shown = texts(scene(playhead: 0, paused: true, message: refusal).layers[0].node)
        XCTAssertTrue(shown.contains("paused"))
        XCTAssertTrue(shown.contains("demo.json — 1 unsaved edit (S saves)"))
        XCTAssertTrue(shown.joined(separator: " ").contains(refusal), "the refusal, whole, over its lines: \(shown)")
        XCTAssertFalse(texts(scene(playhead: 0).layers[0].node).contains("paused"))
    }
}
