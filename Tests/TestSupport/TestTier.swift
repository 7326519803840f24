import Foundation
import XCTest

/// Which tier of the suite is running. `make check` sets `TABBAR_TEST_TIER=check`: tests that
/// sweep a whole catalogue then play a sample of it, so the fast tier still touches every
/// kind of motion, and the broadest sweeps skip (`fullOnly`); `make test` (and a plain
/// `swift test`) runs every case.
public enum TestTier: String, Sendable {
    /// `make check`: between two edits, in about a minute and a quarter.
    case check
    /// `make test`: every case, as CI runs it.
    case full

    /// The tier this process runs in.
    public static var current: TestTier {
        ProcessInfo.processInfo.environment["TABBAR_TEST_TIER"].flatMap(TestTier.init(rawValue:)) ?? .full
    }

    /// `cases` in the full tier; in the check tier one case in `stride`, starting with the
    /// first, so a sweep's sample moves through it evenly and is the same on every run.
    public static func sample<C: Collection>(_ cases: C, stride: Int) -> [C.Element] {
        guard current == .check, stride > 1 else { return Array(cases) }
        return cases.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// Skips the calling test in the check tier: a test whose cost is its breadth (a golden
    /// per transition, the whole demo checked, a hundredfold slow GIF), where other tests of
    /// the same kind run a sample between two edits. `make test` runs it.
    public static func fullOnly(_ why: String) throws {
        try XCTSkipIf(current == .check, "full tier only: \(why)")
    }
}
