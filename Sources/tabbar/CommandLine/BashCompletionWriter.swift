/// dist/tabbar.bash, written from the table: per subcommand, its options, and after an option
/// the values it takes (a list, or files of its kind).
enum BashCompletionWriter {
    static func script() -> String {
        let names = CLITable.subcommands.filter { !$0.hidden }.map(\.name)
        var lines = [
            "# bash completion for tabbar: generated from Sources/tabbar/CommandLine by `make cli-docs`; do not edit.",
            "# Subcommands, each one's options, and the values each option takes.",
            "_tabbar_files() {",
            "    local pattern",
            "    COMPREPLY=($(compgen -d -- \"$cur\"))",
            "    if [ $# -eq 0 ]; then COMPREPLY+=($(compgen -f -- \"$cur\")); return; fi",
            "    for pattern in \"$@\"; do COMPREPLY+=($(compgen -f -X \"!$pattern\" -- \"$cur\")); done",
            "}",
            "# The names in one group of `tabbar list`, read as Tab is pressed (the demos change after the build).",
            "_tabbar_listed() {",
            "    tabbar list 2>/dev/null | sed -n \"/^$1\\$/,/^[^ ]/s/^  \\([^ ]*\\)\\$/\\1/p\"",
            "}",
            "_tabbar() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    local command=${COMP_WORDS[1]} options values positional=\"\"",
            "    case \"$command\" in",
            "        " + names.joined(separator: "|") + ") ;;",
            "        *) command=\"\" ;;",
            "    esac",
            "    case \"$command\" in",
        ]
        for command in [CLITable.window] + CLITable.subcommands.filter({ !$0.hidden }) {
            lines += cases(command)
        }
        lines += [
            "    esac",
            "    if [ -n \"$values\" ]; then COMPREPLY=($(compgen -W \"$values\" -- \"$cur\")); return; fi",
            "    if [[ \"$cur\" != -* ]]; then",
            "        if [ -z \"$command\" ] && [ \"$COMP_CWORD\" -eq 1 ]; then",
            "            COMPREPLY=($(compgen -W \"\(names.joined(separator: " "))\" -- \"$cur\")); return",
            "        fi",
            "        if [ -n \"$positional\" ]; then _tabbar_files \"$positional\"; return; fi",
            "    fi",
            "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "}",
            "complete -F _tabbar tabbar",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One subcommand's branch: its options, and a `case "$prev"` for those that take values.
    static func cases(_ command: CLICommand) -> [String] {
        var lines = [
            "        \(command.name.isEmpty ? "\"\"" : command.name))",
            "            options=\"\((command.spellings + ["--help"]).joined(separator: " "))\"",
        ]
        if let positionals = command.positionals, !positionals.pattern.isEmpty {
            lines.append("            positional=\"\(positionals.pattern)\"")
        }
        lines.append("            case \"$prev\" in")
        for option in command.options {
            guard let action = action(option) else { continue }
            lines.append("                \(option.spellings.joined(separator: "|"))) \(action) ;;")
        }
        lines += ["            esac ;;"]
        return lines
    }

    /// What completion does after `option`: nil to go on as usual (a switch).
    static func action(_ option: CLIOption) -> String? {
        switch option.value {
        case .flag: return nil
        case .optionalWord(let word): return "values=\"\(word) $options\""
        case .path(let patterns):
            return "_tabbar_files " + patterns.map { "'\($0)'" }.joined(separator: " ") + "; return"
        case .choice(let list), .name(let list):
            guard let group = list.group else { return "values=\"\(list.values.joined(separator: " "))\"" }
            return "values=\"$(_tabbar_listed \(group))\""
        case .number, .integer, .size: return "return"
        }
    }
}
