import TabBarCore
import TabBarOutput
import TabBarX11

/// `tabbar _generate man|bash|zsh|markdown`: a file made from the command-line table, for
/// `make cli-docs` (dist/tabbar.1, dist/tabbar.bash, dist/_tabbar, docs/command-line.md).
enum GenerateCommand {
    /// What can be generated.
    enum Format: String, CaseIterable {
        case man, bash, zsh, markdown
    }

    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let name = parsed.positionals[0]
        guard let format = Format(rawValue: name) else {
            throw MotionLookup.unknown("format", name, valid: Format.allCases.map(\.rawValue), command: "_generate")
        }
        try StandardOutput.write(text(format))
        return .success
    }

    /// The generated text of `format`.
    static func text(_ format: Format) -> String {
        switch format {
        case .man: ManPageWriter.page()
        case .bash: BashCompletionWriter.script()
        case .zsh: ZshCompletionWriter.script()
        case .markdown: MarkdownWriter.page()
        }
    }
}
