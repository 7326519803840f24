import TabBarCore
import TabBarReview
import XCTest

/// A recorded session reads back as the script it stands for.
final class ScriptRecorderTests: XCTestCase {
    /// Items are 100 px wide along the bottom 50 px of a 400×800 window.
    func item(_ point: Point) -> Int? {
        point.y >= 750 && point.x >= 0 && point.x < 400 ? Int(point.x / 100) : nil
    }

    func replayed(_ recorder: ScriptRecorder, end: Double) throws -> [QAScript.Action] {
        try QAScript.decode(JSONParser.parse(recorder.json(endingAt: end)), file: "r.json", baseDirectory: "/").steps
            .map(\.action)
    }

    func testClicksKeysAndWheel_WithWaitsRoundedToFrames() throws {
        var recorder = ScriptRecorder()
        recorder.record(.pointerDown(Point(x: 250, y: 770), button: .primary), at: 0.504, item: item)
        recorder.record(.pointerUp(Point(x: 252, y: 771), button: .primary), at: 0.6, item: item)
        recorder.record(.pointerDown(Point(x: 40, y: 300), button: .primary), at: 1.0, item: item)
        recorder.record(.pointerUp(Point(x: 40, y: 300), button: .primary), at: 1.05, item: item)
        recorder.record(.key(.tab, modifiers: .shift), at: 1.05, item: item)
        recorder.record(.key(.character("S"), modifiers: .shift), at: 1.2, item: item)
        recorder.record(.wheel(dx: 0, dy: -1, at: Point(x: 350, y: 780)), at: 1.3, item: item)
        recorder.record(.pointerMove(Point(x: 10, y: 10)), at: 1.4, item: item)
        let actions = try replayed(recorder, end: 9).map(roundWaits)
        XCTAssertEqual(
            actions,
            [
                .wait(0.5), .click(.item(2)),
                .wait(0.5), .click(.point(Point(x: 40, y: 300))),
                .wait(0.05), .key(.tab, .shift),
                .wait(0.15), .key(.character("S"), .shift),
                .wait(0.1), .wheel(.item(3), dy: -1),
                .wait(1),
            ].map(roundWaits))
    }

    func testLongPressAndDrag() throws {
        var recorder = ScriptRecorder()
        recorder.record(.pointerDown(Point(x: 150, y: 770), button: .primary), at: 0, item: item)
        recorder.record(.pointerUp(Point(x: 150, y: 770), button: .primary), at: 0.7, item: item)
        recorder.record(.pointerDown(Point(x: 300, y: 400), button: .primary), at: 1, item: item)
        recorder.record(.pointerMove(Point(x: 200, y: 400)), at: 1.1, item: item)
        recorder.record(.pointerUp(Point(x: 50, y: 400), button: .primary), at: 1.2, item: item)
        let actions = try replayed(recorder, end: 1.2).map(roundWaits)
        XCTAssertEqual(
            Array(actions.prefix(5)),
            [
                .pointer(.down, .item(1)), .wait(LongPressRecognizer().duration + 0.1), .pointer(.up, .item(1)),
                .wait(1 - LongPressRecognizer().duration - 0.1), .pointer(.down, .point(Point(x: 300, y: 400))),
            ].map(roundWaits))
        XCTAssertEqual(actions.last, .pointer(.up, .point(Point(x: 50, y: 400))))
        XCTAssertEqual(
            actions.filter { if case .dragMove = $0 { return true } else { return false } }.count, 12,
            "0.2 s is 12 frames")
    }

    /// Recorded waits are whole frames written a hair short (six decimals, cut), so compare in frames.
    func roundWaits(_ action: QAScript.Action) -> QAScript.Action {
        if case .wait(let seconds) = action { return .wait((seconds * 60).rounded()) }
        return action
    }

    func testWaits_AreWholeFramesAndNeverLate() throws {
        var recorder = ScriptRecorder()
        recorder.record(.key(.right, modifiers: []), at: 0.3337, item: item)
        let actions = try replayed(recorder, end: 0.3337)
        guard case .wait(let seconds) = actions.first else { return XCTFail("\(actions)") }
        XCTAssertEqual(seconds * 60, 20, accuracy: 1e-3, "0.3337 s rounds to 20 frames")
        XCTAssertLessThanOrEqual(seconds, 20.0 / 60, "a wait must not fall due a frame late")
    }
}

/// Issue 43: a pause that covered the end of a motion is written as `waitFor`, and `A`'s asserts
/// go in where they were made.
final class ScriptRecorderWaitTests: XCTestCase {
    func item(_ point: Point) -> Int? { point.y >= 750 ? Int(point.x / 100) : nil }

    func click(_ recorder: inout ScriptRecorder, at time: Double, movingBefore: Bool, movingAfter: Bool) {
        recorder.record(
            .pointerDown(Point(x: 150, y: 770), button: .primary), at: time, item: item, isMoving: movingBefore)
        recorder.settle(isMoving: movingBefore)
        recorder.record(.pointerUp(Point(x: 150, y: 770), button: .primary), at: time + 0.05, item: item)
        recorder.settle(isMoving: movingAfter)
    }

    func testAPauseCoveringAMotionsEnd_IsAWaitForIdle() throws {
        var recorder = ScriptRecorder()
        click(&recorder, at: 0.5, movingBefore: false, movingAfter: true)
        // Clicked again mid-motion: the interruption's timing matters, so the wait stays.
        click(&recorder, at: 0.8, movingBefore: true, movingAfter: true)
        // Moving after the last click, still when the next key came, then at rest: a move
        // of the pointer in between changes nothing.
        recorder.record(.pointerMove(Point(x: 10, y: 10)), at: 1.5, item: item, isMoving: false)
        recorder.settle(isMoving: false)
        recorder.record(.key(.right, modifiers: []), at: 3, item: item, isMoving: false)
        recorder.settle(isMoving: true)
        recorder.insert(asserts: [#"{"assert": {"selected": 2}}"#], at: 4, isMoving: false)
        let text = recorder.json(endingAt: 9, isMoving: false)
        let actions = try QAScript.decode(JSONParser.parse(text), file: nil, baseDirectory: "/").steps.map(\.action)
        XCTAssertEqual(
            actions,
            [
                .wait(0.5), .click(.item(1)), .wait(0.3), .click(.item(1)), .waitFor(.idle, timeout: 5),
                .key(.right, []), .waitFor(.idle, timeout: 5), .assertSelected(.index(2)), .wait(1),
            ], text)
    }
}
