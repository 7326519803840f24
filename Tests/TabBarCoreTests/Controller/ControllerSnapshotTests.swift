import TestSupport
import XCTest

@testable import TabBarCore

/// The timeline panel's premise: the state before an interaction and its inputs, given again
/// at the same times, play the same frames, at any instant asked in any order. A transition
/// the navigator dropped when it finished comes back with the state.
final class ControllerSnapshotTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func controller() -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configuration.navigation.tabTransition = .slide
        configuration.navigation.timing = .seedSpring
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func tap(_ c: TabBarController, item: Int, at time: Double) -> [(InputEvent, Double)] {
        let point = c.layout.items[item].frame.center
        let inputs: [(InputEvent, Double)] = [
            (.pointerDown(point, button: .primary), time), (.pointerUp(point, button: .primary), time + 0.05),
        ]
        for (event, at) in inputs { _ = c.handle(event, at: at) }
        return inputs
    }

    func testRestoredSnapshotAndInputs_PlayTheSameFrames_InAnyOrder() {
        let c = controller()
        _ = c.advance(to: 1)
        let before = c.snapshot()
        let inputs = tap(c, item: 2, at: 1)
        let times = (0...50).map { 1.05 + Double($0) / 60 }
        var played: [Scene] = []
        for time in times {
            _ = c.advance(to: time)
            played.append(c.scene(at: time))
        }
        XCTAssertTrue(c.navigator.active == nil, "the slide has finished and the navigator dropped it")
        XCTAssertNotEqual(played[6], played[40], "the frames move")
        // Later input changes the state; the snapshot does not change with it.
        _ = tap(c, item: 0, at: 3)
        _ = c.advance(to: 5)
        for index in [40, 6, 0, 23, 50, 6] {
            c.restore(before)
            for (event, at) in inputs where at <= times[index] { _ = c.handle(event, at: at) }
            _ = c.advance(to: times[index])
            XCTAssertEqual(c.scene(at: times[index]), played[index], "frame \(index)")
        }
        XCTAssertEqual(c.selectedIndex, 2)
        c.restore(before)
        XCTAssertEqual(c.selectedIndex, 0)
        XCTAssertEqual(before.selectedIndex, 0)
    }

    func testInputObserver_SeesEveryInputWithItsTimeBeforeItActs() {
        let c = controller()
        var seen: [(InputEvent, Double, Int)] = []
        c.inputObserver = { [unowned c] event, time in seen.append((event, time, c.selectedIndex)) }
        let inputs = tap(c, item: 1, at: 2)
        XCTAssertEqual(seen.map(\.0), inputs.map(\.0))
        XCTAssertEqual(seen.map(\.1), inputs.map(\.1))
        XCTAssertEqual(seen.map(\.2), [0, 0], "the release selects after the observer saw it")
        XCTAssertEqual(c.selectedIndex, 1)
    }
}
