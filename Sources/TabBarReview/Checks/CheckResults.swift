import TabBarCore

/// What `MotionChecker` found: for every motion each check's outcome and the time it took,
/// and the interruption sequences.
public struct CheckResults: Sendable {
    /// One motion's checks (or the interruptions, as one suite).
    public struct Suite: Sendable {
        /// The motion's label (`tabs[2].animation "bounce" (select)`), or "interruptions".
        public var name: String
        /// A case per check that applies to the motion (per sequence for the interruptions).
        public var cases: [Case]
        /// The whole suite: playing the motion and every check.
        public var time: Duration
        /// Why the motion cannot be checked here (the harness cannot bring the window to
        /// where it starts, as in a window too small for a button): the suite is skipped, and
        /// that is no finding, since nothing is known of the motion.
        public var skipped: String?
        /// Where the key that configured the motion is written.
        public var location: SourceLocation?
    }

    /// One check of one motion (or one interruption sequence).
    public struct Case: Sendable {
        /// The check's title, or "sequence N of seed S": the report's testcase name.
        public var name: String
        /// Which invariant the case checked.
        public var check: MotionCheck
        /// What broke, or nil when the check held.
        public var finding: CheckFinding?
        /// How long the check took, so the report shows where a slow run goes.
        public var time: Duration
    }

    /// The configuration file, for the report's name.
    public var file: String?
    /// A suite per motion, in the order they were played, then the interruptions.
    public var suites: [Suite] = []

    /// Every finding, one per motion and check that broke (the interruptions' first failing
    /// sequence, counting the others), in the order the motions were played; a motion that
    /// cannot be played is skipped (`skippedLines`), not a finding.
    public var findings: [CheckFinding] {
        suites.flatMap { suite -> [CheckFinding] in
            let found = suite.cases.compactMap(\.finding)
            guard suite.name == CheckResults.interruptions, var first = found.first else { return found }
            first.count = found.count
            return [first]
        }
    }

    /// One line per skipped motion, as findings are written: `file:line:col: motion: cannot
    /// be checked in a 200x400 window: …`.
    public var skippedLines: [String] {
        suites.compactMap { suite in
            suite.skipped.map { reason in
                var text = ""
                if let file { text += file + ":" + (suite.location.map { "\($0):" } ?? "") + " " }
                return TextEscaping.escaped(text + "\(suite.name): \(reason)", quotes: false)
            }
        }
    }

    /// How many motions were played.
    public var motionCount: Int { suites.filter { $0.name != Self.interruptions }.count }

    static let interruptions = "interruptions"
}
