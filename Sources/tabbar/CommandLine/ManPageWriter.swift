import TabBarReview

/// dist/tabbar.1, written from the table: every subcommand and option, the keys, the
/// script format's outline and where the installed docs are.
enum ManPageWriter {
    /// The whole page, in roff with the man macros.
    static func page() -> String {
        var lines = [
            #".\" Generated from Sources/tabbar/CommandLine by `make cli-docs`; do not edit."#,
            ".TH TABBAR 1 \"\" \"\(Version.line)\" \"User Commands\"",
            ".SH NAME",
            #"tabbar \- an animated bottom tab bar in an X11 window, and tools to review its motion"#,
            ".SH SYNOPSIS", ".nf",
        ]
        lines += CLITable.listed.flatMap { HelpWriter.usage($0) }.map { escape(String($0.dropFirst(7))) }
        lines += [".fi", ".SH DESCRIPTION"] + paragraph(HelpWriter.sentence(CLITable.window.summary))
        lines += paragraph(
            "A JSON configuration describes the tabs, their icons, animations, badges and pages; without --config"
                + " the demo installed with it opens. The subcommands draw frames, film strips, GIFs, plots and"
                + " exports without an X display, and check a configuration's motion.")
        lines += [".SH OPTIONS"] + CLITable.window.options.flatMap(option)
        lines += [".SH SUBCOMMANDS"]
        for command in CLITable.listed.dropFirst() {
            lines += [".SS \(escape(command.invocation))"]
            lines += paragraph(HelpWriter.sentence(command.summary) + (command.details.map { " " + $0 } ?? ""))
            lines += [".PP", ".nf"] + HelpWriter.usage(command).map { escape(String($0.dropFirst(7))) } + [".fi"]
            lines += command.options.flatMap(option)
        }
        lines += [".SH KEYS", "In the window (\\fB?\\fR lists them there too):"]
        lines += KeyHelp.entries.flatMap { [".TP", ".B " + escape($0.keys), escape($0.meaning)] }
        lines += sections()
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option as a tagged paragraph: its spellings and value in bold and italics, then its help.
    static func option(_ option: CLIOption) -> [String] {
        let names = option.spellings.reversed().map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
        let value = option.valueText.isEmpty ? "" : " \\fI" + escape(option.valueText) + "\\fR"
        return [".TP", names + value, escape(HelpWriter.describe(option))]
    }

    /// The script format, exit status, files and see also.
    static func sections() -> [String] {
        var lines = [".SH SCRIPTS"]
        lines += paragraph(
            "A QA script (--script FILE) is a JSON object whose \"steps\" are played in order: taps, drags,"
                + " keys and waits, and asserts on what the window shows (the selected item, a property of a node,"
                + " a screenshot against a reference). --record FILE.json writes one from what you do. Its JSON"
                + " Schema is installed as share/tabbar/assets/script.schema.json; share/doc/tabbar/scripts.md"
                + " describes every step.")
        lines += [".SH CONTROL CHANNEL"]
        lines += paragraph(
            "With --control, each line of standard input is one JSON object naming one command: "
                + ControlCommand.keys.joined(separator: ", ") + "; an \"id\" comes back on the trace with its"
                + " answer. share/doc/tabbar/control.md describes each.")
        lines += [".SH EXIT STATUS"]
        let codes = [
            ("0", "success"), ("1", "the X display cannot be opened or was lost"),
            ("2", "bad input: a usage error, a configuration or file that cannot be read or written"),
            ("3", "a script's assertion or a check failed"), ("128+N", "ended by signal N"),
        ]
        lines += codes.flatMap { [".TP", ".B " + $0.0, escape($0.1)] }
        lines += [".SH FILES", ".TP", ".I PREFIX/share/tabbar/assets"]
        lines += paragraph("The demo configuration, the demos (--demo NAME), icons and the JSON Schemas.")
        lines += [".TP", ".I PREFIX/share/doc/tabbar"]
        lines += paragraph(
            "The documentation: command-line.md (this page as Markdown), configuration.md (every configuration"
                + " key), scripts.md, control.md, review-tools.md and library.md.")
        lines += [".SH SEE ALSO", "\\fBXvfb\\fR(1)"]
        return lines
    }

    static func paragraph(_ text: String) -> [String] {
        [".PP", escape(text)]
    }

    /// `text` safe in roff: backslashes and hyphens escaped, no line starting with a control
    /// character.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingEvery("\\", with: "\\e").replacingEvery("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

extension String {
    /// Every `target` replaced by `replacement` (no Foundation here).
    func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
