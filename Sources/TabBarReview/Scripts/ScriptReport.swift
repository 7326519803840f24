import TabBarCore

/// The outcome of a QA script's assertions as JUnit XML (`--report FILE.xml`): one
/// testcase per assert, failures with their messages, as CI systems show them.
public struct ScriptReport: Sendable {
    /// One assert's outcome. Asserts are instants, so every testcase takes no time.
    public struct Case: Sendable {
        public var name: String
        /// Where the assert was written ("script.json:3:5").
        public var place: String
        public var failure: String?
    }

    public var suite: String
    public private(set) var cases: [Case] = []
    /// Why the script did not run to its end, reported as an errored testcase.
    public var error: String?

    public init(suite: String) {
        self.suite = suite
    }

    /// Adds an assert's outcome: `failure` is nil when it held.
    public mutating func add(_ name: String, place: String, failure: String?) {
        cases.append(Case(name: name, place: place, failure: failure))
    }

    public var failureCount: Int { cases.filter { $0.failure != nil }.count }

    /// The JUnit XML document.
    public func xml() -> String {
        let errors = error == nil ? 0 : 1
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites tests="\#(cases.count + errors)" failures="\#(failureCount)" errors="\#(errors)">"#,
            #"  <testsuite name="\#(Self.escape(suite))" tests="\#(cases.count + errors)" failures="\#(failureCount)" errors="\#(errors)">"#,
        ]
        for (index, test) in cases.enumerated() {
            let name = Self.escape("\(index + 1) \(test.name) (\(test.place))")
            let head = #"    <testcase classname="\#(Self.escape(suite))" name="\#(name)" time="0""#
            if let failure = test.failure {
                lines.append(head + ">")
                lines.append(#"      <failure message="\#(Self.escape(failure))">\#(Self.escape(failure))</failure>"#)
                lines.append("    </testcase>")
            } else {
                lines.append(head + "/>")
            }
        }
        if let error {
            lines.append(
                #"    <testcase classname="\#(Self.escape(suite))" name="script end"><error message="\#(Self.escape(error))"/></testcase>"#
            )
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// XML text and attribute escaping; control characters other than tab and newline are dropped (XML 1.0 forbids them).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default:
                if scalar.value < 0x20 && scalar != "\t" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
