import TabBarReview

/// `tabbar --help` and `tabbar SUBCOMMAND --help`, written from the table.
enum HelpWriter {
    /// The column the options' help starts at.
    static let column = 24
    static let width = 100

    /// The help of `command`: usage, what it does, its options; the window mode's also lists
    /// the subcommands and the keys.
    static func help(_ command: CLICommand) -> String {
        var lines = usage(command)
        lines += [""] + TextWrap.lines(sentence(command.summary) + (command.details.map { " " + $0 } ?? ""), width)
        lines += ["", "options:"] + command.options.flatMap(optionLines)
        lines += optionLines(CLIOption("--help", short: "-h", "this help"))
        if command.name.isEmpty {
            lines += ["", "subcommands (tabbar SUBCOMMAND --help lists each one's options):"]
            for sub in CLITable.listed.dropFirst() {
                lines += TextWrap.lines(sub.summary, width - 16).enumerated().map { index, text in
                    "  " + (index == 0 ? sub.name : "").padded(to: 14) + text
                }
            }
            lines += ["", "keys in the window (? shows them there too):"]
            lines += KeyHelp.entries.map { "  " + $0.keys.padded(to: 20) + $0.meaning }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "usage: tabbar render [options] -o FILE.png", one line per form, aligned.
    static func usage(_ command: CLICommand) -> [String] {
        command.usage.enumerated().map { index, form in
            let lead = index == 0 ? "usage: " : "       "
            let positional = command.positionals.map { form.hasPrefix($0.text) ? "" : $0.text + " " } ?? ""
            return lead
                + ([command.invocation, positional + form].filter { !$0.isEmpty }.joined(separator: " "))
                .trimmingTrailingSpaces
        }
    }

    /// An option's lines: its signature, then its help (with the values it takes and its
    /// default) from `column`, wrapped.
    static func optionLines(_ option: CLIOption) -> [String] {
        let text = describe(option)
        let signature = "  " + option.signature
        let body = TextWrap.lines(text, width - column)
        guard signature.count < column - 1 else {
            return [signature] + body.map { String(repeating: " ", count: column) + $0 }
        }
        return body.enumerated().map { index, line in
            (index == 0 ? signature : "").padded(to: column) + line
        }
    }

    /// The help sentence with the values a list allows and the default, as every output words it.
    static func describe(_ option: CLIOption) -> String {
        var text = option.help
        if case .name(let list) = option.value, !list.values.isEmpty {
            text += "; one of: " + list.values.joined(separator: ", ")
        }
        if let value = option.defaultText { text += " (default: \(value))" }
        return text
    }

    /// The summary as a sentence: a capital and a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}

/// Greedy word wrapping for the help and the man page's plain text.
enum TextWrap {
    /// `text` in lines of at most `width` characters, broken at spaces.
    static func lines(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}

extension String {
    /// The text padded with spaces to `count` characters (as it is, when longer).
    func padded(to count: Int) -> String {
        self.count >= count ? self + " " : self + String(repeating: " ", count: count - self.count)
    }

    /// Without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
