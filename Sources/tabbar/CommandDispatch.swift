import TabBarCore
import TabBarKit
import TabBarOutput
import TabBarX11

/// Picks the mode from the first argument, reads the rest against the table (`CLITable`),
/// and maps failures to exit codes with `ExitCode`: 2 for bad input or output (one
/// `tabbar: error: …` line), 1 only when the X display cannot be opened or is lost.
enum CommandDispatch {
    static func run(_ arguments: [String]) -> ExitCode {
        // Before anything can start a thread, so that no thread receives these the default way;
        // the window and each headless command then watch them (`HeadlessSignals`).
        SignalWatch.blockHandledSignals()
        do {
            let first = arguments.first ?? ""
            if first == "help" { return try help(arguments.dropFirst().first) }
            guard let command = CLITable.subcommand(first) else {
                let parsed = try CLITable.window.parse(arguments)
                if parsed.wantsHelp { return try help(nil) }
                if parsed.contains("--version") {
                    try StandardOutput.write(Version.line + "\n")
                    return .success
                }
                return WindowCommand.run(arguments)
            }
            let parsed = try command.parse(Array(arguments.dropFirst()))
            if parsed.wantsHelp { return try help(command.name) }
            return try run(command.name, parsed)
        } catch {
            Console.error("\(error)")
            return ExitCode(for: error)
        }
    }

    /// Runs subcommand `name` on its parsed arguments.
    static func run(_ name: String, _ parsed: ParsedArguments) throws -> ExitCode {
        switch name {
        case "render": return try RenderCommand.run(parsed)
        case "filmstrip": return try FilmstripCommand.run(parsed)
        case "animate": return try AnimateCommand.run(parsed)
        case "export": return try ExportCommand.run(parsed)
        case "plot": return try PlotCommand.run(parsed)
        case "compare": return try CompareCommand.run(parsed)
        case "gallery": return try GalleryCommand.run(parsed)
        case "check": return try CheckCommand.run(parsed)
        case "list": return try ListCommand.run(parsed)
        case "schema": return try SchemaCommand.run(parsed)
        case "_generate": return try GenerateCommand.run(parsed)
        default: throw UsageError("unknown subcommand \"\(name)\"")
        }
    }

    /// `tabbar --help`, `tabbar help SUBCOMMAND`, `tabbar SUBCOMMAND --help`.
    static func help(_ name: String?) throws -> ExitCode {
        guard let name else {
            try StandardOutput.write(HelpWriter.help(CLITable.window))
            return .success
        }
        guard let command = CLITable.subcommand(name) else { throw CLITable.window.unknown(name) }
        try StandardOutput.write(HelpWriter.help(command))
        return .success
    }
}
