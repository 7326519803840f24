import TabBarCore

/// The outcome of a QA script's assertions, for `--report`: as JUnit XML (`xml()`), one
/// testcase per assert with its real time, failures with their messages and the
/// `[[ATTACHMENT|path]]` lines GitLab and Jenkins read; the HTML report reads it too.
public struct ScriptReport: Sendable {
    /// One assert's outcome.
    public struct Case: Sendable {
        /// The assert as the script names it, e.g. "selected 2".
        public var name: String
        /// Where the assert was written ("script.json:3:5").
        public var place: String
        /// Why it failed, one line; nil when it held.
        public var failure: String?
        /// Real seconds since the previous assert (or the script's start) until this one was decided.
        public var time: Double
        /// When it ran on the script's clock (seconds), for the timeline.
        public var at: Double
        /// What it compared, for the reports.
        public var evidence: AssertEvidence

        /// An assert's outcome; `time` and `at` are 0 unless measured.
        public init(
            name: String, place: String, failure: String?, time: Double = 0, at: Double = 0,
            evidence: AssertEvidence = AssertEvidence()
        ) {
            self.name = name
            self.place = place
            self.failure = failure
            self.time = time
            self.at = at
            self.evidence = evidence
        }
    }

    /// The test suite's name: the script's file name.
    public var suite: String
    /// Every assert's outcome, in the order decided.
    public private(set) var cases: [Case] = []
    /// Why the script did not run to its end, reported as an errored testcase.
    public var error: String?

    /// An empty report for the script called `suite`.
    public init(suite: String) {
        self.suite = suite
    }

    /// Adds an assert's outcome.
    public mutating func add(_ test: Case) {
        cases.append(test)
    }

    /// Adds an assert's outcome: `failure` is nil when it held.
    public mutating func add(_ name: String, place: String, failure: String?) {
        add(Case(name: name, place: place, failure: failure))
    }

    /// How many asserts failed.
    public var failureCount: Int { cases.filter { $0.failure != nil }.count }

    /// The real time of every testcase together.
    public var totalTime: Double { cases.reduce(0) { $0 + $1.time } }

    /// The JUnit XML document.
    public func xml() -> String {
        let errors = error == nil ? 0 : 1
        let counts = #"tests="\#(cases.count + errors)" failures="\#(failureCount)" errors="\#(errors)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites \#(counts) time="\#(Self.seconds(totalTime))">"#,
            #"  <testsuite name="\#(Self.escape(suite))" \#(counts) time="\#(Self.seconds(totalTime))">"#,
        ]
        for (index, test) in cases.enumerated() {
            let name = Self.escape("\(index + 1) \(test.name) (\(test.place))")
            let head =
                #"    <testcase classname="\#(Self.escape(suite))" name="\#(name)" time="\#(Self.seconds(test.time))""#
            guard let failure = test.failure else {
                lines.append(head + "/>")
                continue
            }
            lines.append(head + ">")
            lines.append(#"      <failure message="\#(Self.escape(failure))">\#(Self.escape(failure))</failure>"#)
            if !test.evidence.attachments.isEmpty {
                let attachments = test.evidence.attachments.map { "[[ATTACHMENT|\(Self.escape($0))]]" }
                lines.append("      <system-out>" + attachments.joined(separator: "&#10;") + "</system-out>")
            }
            lines.append("    </testcase>")
        }
        if let error {
            lines.append(
                #"    <testcase classname="\#(Self.escape(suite))" name="script end" time="0"><error message="\#(Self.escape(error))"/></testcase>"#
            )
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// Seconds with six decimals, never below one microsecond: JUnit readers show a time of 0
    /// as "not measured".
    public static func seconds(_ value: Double) -> String {
        let micros = max(1, Int((max(0, value) * 1e6).rounded()))
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// XML text and attribute escaping; control characters other than tab and newline are dropped (XML 1.0 forbids them).
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            default:
                if scalar.value < 0x20 && scalar != "\t" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// What an assert compared, kept for the reports.
public struct AssertEvidence: Sendable {
    /// Files CI should attach: a failed screenshot assert's actual frame and diff (or the
    /// reference it wrote when there was none).
    public var attachments: [String]
    /// A screenshot assert's pictures, kept for the HTML report.
    public var screenshot: ScreenshotPictures?

    /// Evidence of `attachments` and, for a screenshot assert, its pictures.
    public init(attachments: [String] = [], screenshot: ScreenshotPictures? = nil) {
        self.attachments = attachments
        self.screenshot = screenshot
    }
}

/// A screenshot assert's pictures as PNG bytes: the reference (nil when there was none),
/// the frame, and the diff (nil when sizes differed or none was made).
public struct ScreenshotPictures: Sendable {
    /// The reference image's path as the script gave it.
    public var reference: String
    /// The reference's PNG bytes; nil when there was none.
    public var expected: [UInt8]?
    /// The frame the window showed, as PNG bytes.
    public var actual: [UInt8]
    /// The difference image's PNG bytes; nil when the sizes differed or none was made.
    public var diff: [UInt8]?

    /// A screenshot assert's pictures.
    public init(reference: String, expected: [UInt8]?, actual: [UInt8], diff: [UInt8]?) {
        self.reference = reference
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }
}
