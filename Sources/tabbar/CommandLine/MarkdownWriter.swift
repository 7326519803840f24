import TabBarReview

/// docs/command-line.md, written from the table: a section per subcommand with a table of
/// its options, then the keys.
enum MarkdownWriter {
    static func page() -> String {
        var lines = [
            "<!-- Generated from Sources/tabbar/CommandLine by `make cli-docs`; do not edit. -->",
            "# The command line", "",
            "`tabbar` opens the tab bar in a window; its subcommands draw, export, plot, compare and check motion"
                + " without a display. `tabbar --help` and `tabbar SUBCOMMAND --help` print the same as this page;"
                + " the man page (`man tabbar`) and the bash and zsh completions come from the same table.", "",
            "```",
        ]
        lines += CLITable.listed.flatMap { HelpWriter.usage($0) }.map { String($0.dropFirst(7)) }
        lines += ["```", ""]
        lines += CLITable.listed.map { "- [\($0.invocation)](#\(anchor($0))): \($0.summary)" } + [""]
        for command in CLITable.listed {
            lines += ["## \(command.invocation)", ""]
            lines += [HelpWriter.sentence(command.summary) + (command.details.map { " " + $0 } ?? ""), ""]
            lines += ["```"] + HelpWriter.usage(command).map { String($0.dropFirst(7)) } + ["```", ""]
            guard !command.options.isEmpty else { continue }
            lines += ["| Option | Value | Description | Default |", "|---|---|---|---|"]
            lines += command.options.map(row) + [""]
        }
        lines += ["## Keys in the window", "", "| Keys | What they do |", "|---|---|"]
        lines += KeyHelp.entries.map { "| \(cell($0.keys)) | \(cell($0.meaning)) |" }
        lines += [
            "", "## Exit status", "",
            "0 success; 1 the X display cannot be opened or was lost; 2 bad input (usage, a configuration or a"
                + " file that cannot be read or written); 3 a script's assertion or a check failed; 128+N ended"
                + " by signal N.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table row: spellings, value (with the list it comes from), help, default.
    static func row(_ option: CLIOption) -> String {
        let names = option.spellings.reversed().map { "`\($0)`" }.joined(separator: ", ")
        var value = option.valueText.isEmpty ? "" : "`\(option.valueText)`"
        switch option.value {
        case .number(let range): value += " \(number(range.lowerBound))–\(number(range.upperBound))"
        case .integer(let range): value += " \(range.lowerBound)–\(range.upperBound)"
        case .name(let list) where !list.values.isEmpty:
            value += ": " + list.values.map { "`\($0)`" }.joined(separator: ", ")
        default: break
        }
        return "| \(names) | \(cell(value)) | \(cell(option.help)) | \(cell(option.defaultText ?? "")) |"
    }

    /// GitHub's anchor for a heading "tabbar render".
    static func anchor(_ command: CLICommand) -> String {
        command.invocation.replacingEvery(" ", with: "-")
    }

    /// Text safe in a table cell.
    static func cell(_ text: String) -> String { text.replacingEvery("|", with: "\\|") }

    static func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}
