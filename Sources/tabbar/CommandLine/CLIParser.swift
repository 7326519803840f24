import TabBarCore

/// Reads a command line against the table: the one parser every subcommand uses, so that
/// every option's value is checked the same way and every mistake gets the same kind of line.
extension CLICommand {
    /// `arguments` (after the subcommand's name) read against this command's options.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                return parsed
            }
            guard let option = option(argument) else {
                guard !argument.hasPrefix("-"), let positionals, parsed.positionals.count < positionals.count else {
                    throw unknown(argument)
                }
                parsed.positionals.append(argument)
                continue
            }
            let value = try read(option, spelt: argument, from: &cursor)
            parsed.occurrences.append(ParsedArguments.Occurrence(name: option.name, value: value))
        }
        if let positionals, parsed.positionals.count != positionals.count {
            throw UsageError("\(name) needs \(positionals.meaning); see \(invocation) --help")
        }
        return parsed
    }

    /// The value after `option`, checked as its kind says; the errors name the option as given.
    private func read(
        _ option: CLIOption, spelt spelling: String, from cursor: inout ArgumentCursor
    ) throws(UsageError) -> ParsedArguments.Value {
        switch option.value {
        case .flag: return .none
        case .optionalWord(let word): return cursor.take(word) ? .text(word) : .none
        case .path: return .text(try cursor.path(for: spelling))
        case .number(let range): return .number(try cursor.number(for: spelling, in: range))
        case .integer(let range): return .integer(try cursor.integer(for: spelling, in: range))
        case .size:
            let (width, height) = try cursor.size(for: spelling)
            return .size(width: width, height: height)
        case .name: return .text(try cursor.value(for: spelling))
        case .choice(let list):
            let text = try cursor.value(for: spelling)
            guard list.values.contains(text) else {
                throw MotionLookup.unknown(list.noun, text, valid: list.values, command: name.isEmpty ? "tabbar" : name)
            }
            return .text(text)
        }
    }

    /// `render: unknown option "--sise"; did you mean "--size"? (tabbar render --help)`, or for
    /// a word where the window mode expects an option, the same about subcommands.
    func unknown(_ argument: String) -> UsageError {
        let prefix = name.isEmpty ? "" : "\(name): "
        if name.isEmpty, CLITable.subcommand(argument) != nil {
            return UsageError("\"\(argument)\" is a subcommand: it comes first (tabbar \(argument) --help)")
        }
        if name.isEmpty && !argument.hasPrefix("-") {
            let names = CLITable.subcommands.filter { !$0.hidden }.map(\.name)
            let suggestion = Self.suggestion(argument, names)
            return UsageError(
                "unknown subcommand \"\(argument)\""
                    + (suggestion.isEmpty ? "; subcommands: \(names.joined(separator: ", "))" : suggestion)
                    + " (tabbar --help)")
        }
        if !argument.hasPrefix("-") {
            let takes = positionals.map { "takes \($0.text) only" } ?? "takes no arguments"
            return UsageError("\(prefix)unexpected argument \"\(argument)\"; \(name) \(takes) (\(invocation) --help)")
        }
        var message = "\(prefix)unknown option \"\(argument)\"" + Self.suggestion(argument, spellings)
        let others = CLITable.listed.filter { $0.name != name && $0.option(argument) != nil }.map(\.invocation)
        if !others.isEmpty { message += "; \(others.joined(separator: ", ")) take\(others.count == 1 ? "s" : "") it" }
        return UsageError(message + " (\(invocation) --help)")
    }

    /// `; did you mean "--size"?` when a candidate is within two edits of `word`, else "".
    static func suggestion(_ word: String, _ candidates: [String]) -> String {
        // A huge word is nobody's typo, and costs its length in every comparison.
        guard word.utf8.count <= 64, let closest = SpellingSuggestion.closest(to: word, in: candidates) else {
            return ""
        }
        return "; did you mean \"\(closest)\"?"
    }
}
