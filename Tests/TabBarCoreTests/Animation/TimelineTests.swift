import TabBarCore
import XCTest

final class TimelineTests: XCTestCase {
    func testTween_HoldsBeforeItsDelayAndAfterItsEnd() {
        let tween = Tween(from: 2, to: 4, length: 1, curve: .linear, delay: 0.5)
        XCTAssertEqual(tween.duration, 1.5)
        XCTAssertEqual(tween.value(at: 0), 2)
        XCTAssertEqual(tween.value(at: 1), 3)
        XCTAssertEqual(tween.value(at: 9), 4)
        XCTAssertEqual(tween.velocity(at: 1), 2, accuracy: 1e-9)
        XCTAssertEqual(tween.velocity(at: 0.2), 0)
    }

    func testKeyframeTimeline_MapsTimeToProgress() {
        let keys = KeyframeTimeline([0, 10, 0], length: 2, interpolation: .linear, delay: 1)
        XCTAssertEqual(keys.value(at: 2), 10)
        XCTAssertEqual(keys.value(at: 1.5), 5)
        XCTAssertEqual(keys.duration, 3)
    }

    func testGroup_CompletesWithItsLongestMember() {
        let group = TimelineGroup(["a": Tween(from: 0, to: 1, length: 0.5), "b": Tween(from: 0, to: 1, length: 1, delay: 0.25)])
        XCTAssertEqual(group.duration, 1.25)
        XCTAssertFalse(group.isComplete(at: 1.2))
        XCTAssertTrue(group.isComplete(at: 1.25))
        XCTAssertEqual(group.value("missing", at: 0, fallback: 7), 7)
    }

    func testSpringTimeline_EndsWhenSettled() {
        let spring = SpringTimeline(.uiKit(from: 0, to: 1, duration: 0.5), delay: 0.1)
        XCTAssertEqual(spring.value(at: 0.05), 0)
        XCTAssertEqual(spring.value(at: spring.duration), 1)
        XCTAssertLessThanOrEqual(spring.duration, 0.6 + 1e-9)
    }
}
