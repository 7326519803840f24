import TabBarCore
import XCTest

@testable import TabBarReviewWindow

/// Issue 10 item 15: the new trace lines, as JSON.
final class TraceLineTests: XCTestCase {
    func testBarHiddenAndRejectReasons_AreJSONLines() {
        let writer = TraceWriter(isEnabled: false)
        XCTAssertEqual(writer.encode(.barHidden(true)), #"{"event":"bar","hidden":true}"#)
        XCTAssertEqual(
            writer.encode(.reject(index: 2, reason: .covered, cause: .script)),
            #"{"event":"reject","index":2,"reason":"covered","cause":"script"}"#)
        XCTAssertEqual(
            writer.encode(.reject(index: 0, reason: .noNeighbour, cause: .swipe)),
            #"{"event":"reject","index":0,"reason":"no-neighbour","cause":"swipe"}"#)
        XCTAssertEqual(
            writer.encode(.reject(index: 1, reason: .tooShort, cause: .swipe)),
            #"{"event":"reject","index":1,"reason":"too-short","cause":"swipe"}"#)
    }

    /// The review of issue 10: focus moves, `?` and F1 are lines too.
    func testFocusHelpAndHUD_AreJSONLines() {
        let writer = TraceWriter(isEnabled: false)
        XCTAssertEqual(writer.encode(.focus(index: 3, cause: .key)), #"{"event":"focus","index":3,"cause":"key"}"#)
        XCTAssertEqual(writer.encode(.focus(index: nil, cause: .tap)), #"{"event":"focus","index":null,"cause":"tap"}"#)
        XCTAssertEqual(writer.encode(.keyHelp(shown: true)), #"{"event":"help","shown":true}"#)
        XCTAssertEqual(writer.encode(.hud(shown: false)), #"{"event":"hud","shown":false}"#)
    }

    /// Issue 14: navigation actions and clock states are typed, and their lines read as before.
    func testNavigationActionsAndClockStates_KeepTheirText() {
        let writer = TraceWriter(isEnabled: false)
        XCTAssertEqual(
            writer.encode(.navigation(slot: 1, action: .popToRoot, depth: 1)),
            #"{"event":"navigation","tab":1,"action":"popToRoot","depth":1}"#)
        XCTAssertEqual(
            writer.encode(.navigation(slot: 0, action: .nextScreen, depth: 2)),
            #"{"event":"navigation","tab":0,"action":"nextScreen","depth":2}"#)
        var clock = AnimationClock()
        clock.pause(at: 0)
        clock.setSlowFactor(2.5, at: 0)
        XCTAssertEqual(
            writer.encode(.clock(state: clock.state, time: 0.5)),
            #"{"event":"clock","state":"paused · slow ×2.5","t_ms":500}"#)
        XCTAssertEqual(
            writer.encode(.clock(state: AnimationClock().state, time: 0)),
            #"{"event":"clock","state":"running","t_ms":0}"#)
    }
}
