import TabBarCore
import TestSupport
import XCTest

/// Issue 9's invariants over the whole catalogue (`MotionCatalogue`): every item animation,
/// badge animation, indicator and transition, with and without spring, reduced motion off
/// and on. Each case is played once (`MotionRun`); the tests read the shared results and
/// fail once per breaking case, naming it.
final class CatalogueInvariantTests: XCTestCase {
    /// Played on first use by whichever test runs first. `make check` plays one case in
    /// eleven (`TestTier`): prime to the four variants, so the sample still has each.
    nonisolated(unsafe) static var cachedRuns: Result<[MotionRun], Error>?

    func runs() throws -> [MotionRun] {
        if Self.cachedRuns == nil {
            Self.cachedRuns = Result { try TestTier.sample(MotionCatalogue.all(), stride: 11).map(MotionRun.init) }
        }
        return try XCTUnwrap(Self.cachedRuns).get()
    }

    func testCatalogue_CoversEveryMotion() throws {
        let names = try MotionCatalogue.all().map(\.name)
        // 15 animations × 3 + 4 badge + 4 indicators + 7 transitions × 5 roles, × 4 variants.
        XCTAssertEqual(
            names.count,
            (ItemAnimationCatalog.builtIn.names.count * 3 + 4 + IndicatorKind.allCases.count
                + TransitionKind.allCases.count * 5) * 4)
        XCTAssertEqual(Set(names).count, names.count, "case names must be unique")
    }

    /// From its end time on, every frame equals the resting frame.
    func testEveryMotion_ComesToRestAtItsEnd() throws {
        for run in try runs() {
            if let problem = run.restless { XCTFail("\(run.name): not at rest after its end, \(problem)") }
        }
    }

    /// The host stops drawing once `isAnimating` is false, so nothing may change after that.
    func testEveryMotion_IsStillOnceNotAnimating() throws {
        for run in try runs() {
            if let problem = run.stoppedEarly { XCTFail("\(run.name): changes after isAnimating is false, \(problem)") }
        }
    }

    /// At rest, a selection looks exactly as it does in a controller that started on it.
    func testEveryMotion_RestsAsAFreshRender() throws {
        for run in try runs() {
            if let problem = run.unlikeFresh {
                XCTFail("\(run.name): resting frame differs from a fresh render, \(problem)")
            }
        }
    }

    /// Sampled at 240 Hz: positions move at most 3 % of the width, rotations 0.25 rad, scales
    /// and opacities 0.1 per sample, except at the discrete steps an animation declares.
    func testEveryMotion_IsContinuous() throws {
        for run in try runs() where !run.jumps.isEmpty {
            XCTFail("\(run.name): \(run.jumps.count) jumps, first: " + run.jumps.prefix(3).joined(separator: " | "))
        }
    }
}
