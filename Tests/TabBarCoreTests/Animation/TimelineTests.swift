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
}
