import TabBarCore
import XCTest

final class AnimationClockTests: XCTestCase {
    func testNewClock_FollowsHostTime() {
        let clock = AnimationClock()
        XCTAssertEqual(clock.slowFactor, 1)
        XCTAssertFalse(clock.isPaused)
        // Anchored at host 0 → animation 0, at normal speed: time = host.
        XCTAssertEqual(clock.time(at: 0), 0)
        XCTAssertEqual(clock.time(at: 2.5), 2.5)
    }

    func testSlowTen_OneHostSecondIsATenthOfASecond() {
        let clock = AnimationClock(slowFactor: 10)
        // time = host / 10: 1 s → 0.1 s, 3 s → 0.3 s.
        XCTAssertEqual(clock.time(at: 1), 0.1, accuracy: 1e-12)
        XCTAssertEqual(clock.time(at: 3), 0.3, accuracy: 1e-12)
    }

    func testSlowFactorsOutsideOneToHundred_AreClamped() {
        XCTAssertEqual(AnimationClock(slowFactor: 0.5).slowFactor, 1)
        XCTAssertEqual(AnimationClock(slowFactor: 500).slowFactor, 100)
        XCTAssertEqual(AnimationClock(slowFactor: .nan).slowFactor, 1)
        var clock = AnimationClock()
        clock.setSlowFactor(-3, at: 0)
        XCTAssertEqual(clock.slowFactor, 1)
    }

    func testSetSlowFactor_IsContinuousAndChangesTheRate() {
        var clock = AnimationClock()
        // At host 2 the time is 2; switching to ×4 there keeps 2, then 4 host s add 1 s.
        clock.setSlowFactor(4, at: 2)
        XCTAssertEqual(clock.time(at: 2), 2)
        XCTAssertEqual(clock.time(at: 6), 3, accuracy: 1e-12)
    }

    func testToggleSlowMotion_GoesOneToTenAndBackWithoutJumps() {
        var clock = AnimationClock()
        clock.toggleSlowMotion(at: 1) // time 1 at the switch
        XCTAssertEqual(clock.slowFactor, 10)
        XCTAssertEqual(clock.time(at: 1), 1)
        // 2 host s at ×10 → +0.2: 1.2 at host 3.
        XCTAssertEqual(clock.time(at: 3), 1.2, accuracy: 1e-12)
        clock.toggleSlowMotion(at: 3)
        XCTAssertEqual(clock.slowFactor, 1)
        XCTAssertEqual(clock.time(at: 3), 1.2, accuracy: 1e-12)
        // Normal speed again: 1 host s → +1: 2.2 at host 4.
        XCTAssertEqual(clock.time(at: 4), 2.2, accuracy: 1e-12)
    }

    func testToggleSlowMotion_LeavesAnyOtherSlowFactorForNormal() {
        var clock = AnimationClock(slowFactor: 3)
        clock.toggleSlowMotion(at: 0, factor: 10)
        XCTAssertEqual(clock.slowFactor, 1)
    }

    func testPause_FreezesTime() {
        var clock = AnimationClock()
        clock.pause(at: 5)
        XCTAssertTrue(clock.isPaused)
        XCTAssertEqual(clock.time(at: 5), 5)
        XCTAssertEqual(clock.time(at: 50), 5)
        // A second pause later must not move the frozen time.
        clock.pause(at: 9)
        XCTAssertEqual(clock.time(at: 9), 5)
    }

    func testResume_ContinuesFromThePausedTime() {
        var clock = AnimationClock()
        clock.pause(at: 5)
        clock.resume(at: 20)
        XCTAssertFalse(clock.isPaused)
        // Frozen at 5 for 15 host s, then running: 5 at host 20, 6 at host 21.
        XCTAssertEqual(clock.time(at: 20), 5)
        XCTAssertEqual(clock.time(at: 21), 6)
        // Resuming a running clock changes nothing.
        clock.resume(at: 30)
        XCTAssertEqual(clock.time(at: 31), 16)
    }

    func testTogglePause_AlternatesAndKeepsTheSlowFactor() {
        var clock = AnimationClock(slowFactor: 10)
        clock.togglePause(at: 1) // paused at 0.1
        XCTAssertTrue(clock.isPaused)
        clock.togglePause(at: 11) // resumed at 0.1; 10 host s later → 0.1 + 1 = 1.1
        XCTAssertFalse(clock.isPaused)
        XCTAssertEqual(clock.time(at: 21), 1.1, accuracy: 1e-12)
    }

    func testChangingSpeedWhilePaused_KeepsTheFrozenTime() {
        var clock = AnimationClock()
        clock.pause(at: 2)
        clock.setSlowFactor(10, at: 7)
        XCTAssertEqual(clock.time(at: 7), 2)
        clock.resume(at: 8)
        // Resumed at 2 with ×10: 1 host s → +0.1.
        XCTAssertEqual(clock.time(at: 9), 2.1, accuracy: 1e-12)
    }

    func testStep_MovesByFramesForwardAndBack() {
        var clock = AnimationClock()
        clock.pause(at: 1)
        clock.step(frames: 3, at: 1)
        // 1 + 3/60 = 1.05
        XCTAssertEqual(clock.time(at: 1), 1.05, accuracy: 1e-12)
        clock.step(frames: -6, at: 2)
        // 1 + (3 − 6)/60 = 0.95
        XCTAssertEqual(clock.time(at: 2), 0.95, accuracy: 1e-12)
        clock.resume(at: 3)
        // Resuming keeps the stepped frames: 0.95 at host 3, 1.45 at host 3.5.
        XCTAssertEqual(clock.time(at: 3.5), 1.45, accuracy: 1e-12)
    }

    func testStepWhileRunning_DoesNothing() {
        var clock = AnimationClock()
        clock.step(frames: 30, at: 1)
        XCTAssertEqual(clock.time(at: 1), 1)
    }

    func testTenThousandSteps_DoNotDrift() {
        var clock = AnimationClock()
        clock.pause(at: 1.234)
        for _ in 0..<10_000 { clock.step(frames: 1, at: 1.234) }
        // Counted as one integer: exactly 1.234 + 10000/60 (≈ 167.900667).
        XCTAssertEqual(clock.time(at: 99), 1.234 + 10_000.0 / 60)
        XCTAssertEqual(clock.time(at: 99), 167.900_666_666_666_67, accuracy: 1e-9)
        // Steps stay exact across a speed change while paused.
        clock.setSlowFactor(10, at: 99)
        clock.step(frames: 60, at: 99)
        XCTAssertEqual(clock.time(at: 99), 1.234 + 10_060.0 / 60)
    }

    func testStepBackBelowZero_StopsAtZero() {
        var clock = AnimationClock()
        clock.pause(at: 0.05) // 3 frames after the start
        clock.step(frames: -10, at: 0.05)
        // 0.05 − 10/60 < 0 → clamped to 0.
        XCTAssertEqual(clock.time(at: 0.05), 0)
        // Counting restarts at 0: one frame forward is 1/60.
        clock.step(frames: 1, at: 0.05)
        XCTAssertEqual(clock.time(at: 0.05), 1.0 / 60)
    }

    func testStateDescriptions() {
        var clock = AnimationClock()
        XCTAssertEqual(clock.stateDescription, "running")
        clock.pause(at: 0)
        XCTAssertEqual(clock.stateDescription, "paused")
        clock.toggleSlowMotion(at: 0)
        XCTAssertEqual(clock.stateDescription, "paused · slow ×10")
        clock.resume(at: 0)
        XCTAssertEqual(clock.stateDescription, "slow ×10")
        clock.setSlowFactor(2.5, at: 0)
        XCTAssertEqual(clock.stateDescription, "slow ×2.5")
    }

    func testFrameDuration_IsOneSixtiethOfASecond() {
        XCTAssertEqual(AnimationClock.frameDuration * 60, 1, accuracy: 1e-15)
    }

    /// The timeline's playhead: any instant, earlier or later, exactly; paused there, steps
    /// count from it and resuming runs on from it.
    func testSeek_PausesAtExactlyThatTimeAndRunsOnFromIt() {
        var clock = AnimationClock(slowFactor: 4)
        clock.seek(to: 0.1, at: 7)
        XCTAssertTrue(clock.isPaused)
        XCTAssertEqual(clock.time(at: 7), 0.1)
        XCTAssertEqual(clock.time(at: 9), 0.1)
        clock.step(frames: 3, at: 9)
        XCTAssertEqual(clock.time(at: 9), 0.1 + 3.0 / 60, accuracy: 1e-12)
        clock.seek(to: 12.25, at: 10)
        XCTAssertEqual(clock.time(at: 10), 12.25)
        clock.resume(at: 10)
        // A quarter speed, as the 25 % chip sets it: one host second is a quarter of a second.
        XCTAssertEqual(clock.time(at: 11), 12.5, accuracy: 1e-12)
        XCTAssertEqual(clock.slowFactor, 4)
        clock.seek(to: .nan, at: 11)
        XCTAssertFalse(clock.isPaused, "a time that is not a number moves nothing")
    }
}
