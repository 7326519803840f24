/// dist/_tabbar, the zsh completion, written from the table: `_arguments` specs per
/// subcommand, with each option's description and values.
enum ZshCompletionWriter {
    static func script() -> String {
        let subcommands = CLITable.subcommands.filter { !$0.hidden }
        var lines = [
            "#compdef tabbar",
            "# zsh completion for tabbar: generated from Sources/tabbar/CommandLine by `make cli-docs`; do not edit.",
            "# The names in one group of `tabbar list`, read as Tab is pressed (the demos change after the build).",
            "# _arguments passes compadd's options first; the group is the last word.",
            "_tabbar_listed() {",
            "    local -a names",
            "    names=(${(f)\"$(tabbar list 2>/dev/null | sed -n \"/^${@[-1]}\\$/,/^[^ ]/s/^  \\([^ ]*\\)\\$/\\1/p\")\"})",
            "    compadd \"${@[1,-2]}\" -a names",
            "}",
            "_tabbar() {",
            "    local -a subcommands",
            "    subcommands=(",
        ]
        lines += subcommands.map { "        " + quoted("\($0.name):\(clean($0.summary))") }
        lines += [
            "    )",
            "    case ${words[2]} in",
        ]
        for command in subcommands {
            lines += ["        \(command.name))", "            shift words; (( CURRENT-- ))"]
            lines += ["            _arguments -s \\"] + specs(command).map { "                \($0) \\" }
            lines += ["                && return ;;"]
        }
        lines += ["        *)", "            _arguments -s \\"]
        lines += specs(CLITable.window).map { "                \($0) \\" }
        lines += [
            "                '1: :->subcommand' && return",
            "            [[ $state == subcommand ]] && _describe -t subcommands 'tabbar subcommand' subcommands ;;",
            "    esac",
            "}",
            "_tabbar \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `_arguments` specs of `command`'s options (and positionals).
    static func specs(_ command: CLICommand) -> [String] {
        var specs = command.options.map(spec)
        specs.append(quoted("(- *)") + "{-h,--help}" + quoted("[show the help]"))
        if let positionals = command.positionals {
            let action = positionals.pattern.isEmpty ? " " : "_files -g \"\(positionals.pattern)\""
            specs += (1...positionals.count).map { quoted("\($0):\(clean(positionals.meaning)):\(action)") }
        }
        return specs
    }

    /// One option: `'--size[the window'\''s size]:WxH: '`, both spellings of `-o, --output`.
    static func spec(_ option: CLIOption) -> String {
        let description = "[\(clean(option.help))]"
        let value: String
        switch option.value {
        case .flag: value = ""
        case .optionalWord(let word): value = "::\(word):(\(word))"
        case .path(let patterns):
            let glob = patterns.isEmpty ? "" : " -g \"\(patterns.joined(separator: " "))\""
            value = ":\(clean(option.placeholder)):_files\(glob)"
        case .choice(let list), .name(let list):
            let action = list.group.map { "_tabbar_listed \($0)" } ?? "(\(list.values.joined(separator: " ")))"
            value = ":\(list.noun):\(action)"
        case .number, .integer, .size: value = ":\(clean(option.placeholder)): "
        }
        guard let short = option.short else { return quoted(option.name + description + value) }
        let exclusion = "(\(short) \(option.name))"
        return quoted(exclusion) + "{\(short),\(option.name)}" + quoted(description + value)
    }

    /// Text safe inside `[…]` and between colons: no brackets, colons or backslashes.
    static func clean(_ text: String) -> String {
        String(text.filter { !"[]:\\".contains($0) })
    }

    /// `text` in single quotes for zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
