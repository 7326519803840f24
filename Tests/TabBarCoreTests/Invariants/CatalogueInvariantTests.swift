import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 9's invariants over the whole catalogue (`MotionCatalogue`): every item animation,
/// badge animation, indicator and transition, with and without spring, reduced motion off
/// and on, played in a headless window from the window's own inputs and checked by the
/// checks `tabbar check` runs over any configuration (`MotionChecker`, `MotionCheck`).
/// Each case is played once; the tests read the shared results and fail once per breaking
/// case, naming it and the frame.
final class CatalogueInvariantTests: XCTestCase {
    /// Played on first use by whichever test runs first. `make check` plays one case in
    /// eleven (`TestTier`): prime to the four variants, so the sample still has each.
    nonisolated(unsafe) static var cachedRuns: Result<[CheckResults.Suite], Error>?

    func runs() throws -> [CheckResults.Suite] {
        if Self.cachedRuns == nil {
            Self.cachedRuns = Result { try TestTier.sample(MotionCatalogue.all(), stride: 11).map { $0.run() } }
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

    /// Every case plays: the window can be brought to where it starts.
    func testEveryMotion_Plays() throws {
        for run in try runs() {
            if let reason = run.skipped { XCTFail("\(run.name): \(reason)") }
        }
    }

    /// From its end time on, every frame equals the resting frame; the window draws until
    /// then, and at rest the motion looks as a window started there draws it.
    func testEveryMotion_ComesToRestAtItsEnd() throws { try expect(.rest) }

    /// Sampled at 240 Hz: positions move at most 3 % of the width, rotations 0.25 rad, scales
    /// and opacities 0.1 per sample, except at the discrete steps an animation declares.
    func testEveryMotion_IsContinuous() throws { try expect(.continuity) }

    /// Items' ink stays in the window, the indicator's in the bar, a flying hero's in the window.
    func testEveryMotion_StaysInside() throws { try expect(.bounds) }

    /// No frame without the selected item or a page; an item rests selected when it is.
    func testEveryMotion_HasNoHoles() throws { try expect(.holes) }

    /// No two items rest selected; no card is drawn twice while its snapshot flies.
    func testEveryMotion_HasNoGhosts() throws { try expect(.ghosts) }

    /// Every title's glyphs stay in the item's cell.
    func testEveryMotion_KeepsTitlesInTheirCells() throws { try expect(.glyphs) }

    func expect(_ check: MotionCheck) throws {
        for run in try runs() {
            for test in run.cases where test.check == check {
                if let finding = test.finding { XCTFail("\(run.name): \(finding.message)") }
            }
        }
    }
}
