import TabBarX11
import XCTest

final class FrameGridTests: XCTestCase {
    func testDeadlines_SitOnAFixedGrid() {
        var grid = FrameGrid()
        grid.start(at: 10)
        XCTAssertEqual(grid.nextDeadline, 10)
        // Waking a little late does not shift later deadlines: they stay at 10 + k/60.
        XCTAssertEqual(grid.take(now: 10.004), 10)
        XCTAssertEqual(grid.nextDeadline!, 10 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(grid.take(now: 10 + 1.0 / 60 + 0.003), 10 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(grid.nextDeadline!, 10 + 2.0 / 60, accuracy: 1e-12)
    }

    func testMissedDeadlines_AreSkippedNotQueued() {
        var grid = FrameGrid()
        grid.start(at: 0)
        _ = grid.take(now: 0)
        // 3.5 frames late: the frame takes the latest missed deadline and the next one follows it.
        XCTAssertEqual(grid.take(now: 3.5 / 60), 3.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(grid.nextDeadline!, 4.0 / 60, accuracy: 1e-12)
    }

    func testThousandsOfFrames_DoNotDrift() {
        var grid = FrameGrid()
        grid.start(at: 0)
        var time = 0.0
        for _ in 0..<6000 { time = grid.take(now: grid.nextDeadline! + 0.0009) }
        XCTAssertEqual(time, 5999.0 / 60, accuracy: 1e-9)
    }

    func testStartWhileRunning_KeepsTheGrid() {
        var grid = FrameGrid()
        grid.start(at: 1)
        grid.start(at: 1.5)
        XCTAssertEqual(grid.nextDeadline, 1)
        grid.stop()
        XCTAssertFalse(grid.isRunning)
        XCTAssertNil(grid.nextDeadline)
    }
}
