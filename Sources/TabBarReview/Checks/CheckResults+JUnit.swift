import TabBarCore

extension CheckResults {
    /// The results as JUnit XML (`tabbar check --report FILE.xml`): a testsuite per motion
    /// (and one for the interruptions), a testcase per check (per sequence), each with the
    /// time it really took; a failure's message is the finding's line.
    public func junit() -> String {
        let tests = suites.reduce(0) { $0 + max($1.cases.count, 1) }
        let failures = suites.reduce(0) { $0 + $1.cases.filter { $0.finding != nil }.count }
        let skipped = suites.filter { $0.skipped != nil }.count
        let total = suites.reduce(Duration.zero) { $0 + $1.time }
        let name = "tabbar check" + (file.map { " " + $0 } ?? "")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(Self.escape(name))" tests="\#(tests)" failures="\#(failures)" "#
                + #"errors="0" skipped="\#(skipped)" time="\#(Self.seconds(total))">"#,
        ]
        for suite in suites {
            let failed = suite.cases.filter { $0.finding != nil }.count
            lines.append(
                #"  <testsuite name="\#(Self.escape(suite.name))" tests="\#(max(suite.cases.count, 1))" "#
                    + #"failures="\#(failed)" errors="0" skipped="\#(suite.skipped == nil ? 0 : 1)" "#
                    + #"time="\#(Self.seconds(suite.time))">"#)
            if let reason = suite.skipped {
                lines.append(
                    #"    <testcase classname="\#(Self.escape(suite.name))" name="play" time="\#(Self.seconds(suite.time))">"#
                        + #"<skipped message="\#(Self.escape(reason))"/></testcase>"#)
            }
            for test in suite.cases {
                let head =
                    #"    <testcase classname="\#(Self.escape(suite.name))" name="\#(Self.escape(test.name))" "#
                    + #"time="\#(Self.seconds(test.time))""#
                if let finding = test.finding {
                    let line = Self.escape(finding.line)
                    lines.append(head + ">")
                    lines.append(#"      <failure message="\#(line)">\#(line)</failure>"#)
                    lines.append("    </testcase>")
                } else {
                    lines.append(head + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines += ["</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// The report of a check that could not start: one failed testcase, "configuration",
    /// whose message is why (the file cannot be read or decoded).
    public static func inputFailure(_ message: String, file: String) -> String {
        let name = escape("tabbar check " + file), text = escape(message)
        return [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(name)" tests="1" failures="1" errors="0" time="0.000000">"#,
            #"  <testsuite name="configuration" tests="1" failures="1" errors="0" time="0.000000">"#,
            #"    <testcase classname="configuration" name="read" time="0.000000">"#,
            #"      <failure message="\#(text)">\#(text)</failure>"#,
            "    </testcase>", "  </testsuite>", "</testsuites>", "",
        ].joined(separator: "\n")
    }

    static func escape(_ text: String) -> String { ScriptReport.escape(text) }

    /// "0.004213": seconds with microseconds.
    static func seconds(_ duration: Duration) -> String {
        let parts = duration.components
        return HUD.fixed(Double(parts.seconds) + Double(parts.attoseconds) * 1e-18, 6)
    }
}
