import TabBarCore
import TabBarKit
import TabBarOutput
import TabBarX11

/// Picks the mode from the first argument and maps failures to exit codes with `ExitCode`:
/// 2 for bad input or output (one `tabbar: error: …` line), 1 only when the X display
/// cannot be opened or is lost.
enum CommandDispatch {
    static let usage = """
        usage: tabbar [--config FILE] [--size WxH] [--trace] [--exit-after SECONDS] [options]
               tabbar render [--config FILE] [--size WxH] [--scale S] [--select I] [--at SECONDS] -o FILE.png
               tabbar filmstrip [--config FILE] (--animation|--transition|--indicator) NAME [--frames N] [--item I]
                                [--role ROLE] [--crop item|bar|window] [--onion] -o FILE.png
               tabbar animate [--config FILE] (--animation|--transition|--indicator) NAME [--item I]
                              [--crop item|bar|window] [--slow FACTOR] -o FILE.gif
               tabbar export (--lottie | --format swift|kotlin|css) (--animation|--transition|--indicator) NAME
                             [--item I] [--role ROLE] [--crop item|bar|window] -o FILE
               tabbar plot [--config FILE] (--animation|--transition|--indicator) NAME [--item I]
                           [--role ROLE] [--velocity] [--format png|csv] -o FILE
               tabbar compare A.json B.json (--animation|--transition) NAME [--item I] [--frames N] -o FILE.png
               tabbar compare A.json B.json [--size WxH] [--trace] [--exit-after SECONDS]
               tabbar gallery [--config FILE] [--scale S] [--frames N] [-o FILE.png]
               tabbar check [--config FILE] [--size WxH] [--interruptions N] [--seed S] [--report FILE.xml]
                            [-o FILE.png]
               tabbar list
               tabbar schema
               tabbar --help | --version

        """

    static func run(_ arguments: [String]) -> ExitCode {
        // Before anything can start a thread, so that no thread receives these the default way;
        // the window and each headless command then watch them (`HeadlessSignals`).
        SignalWatch.blockHandledSignals()
        do {
            switch arguments.first {
            case "--help", "-h", "help":
                try StandardOutput.write(usage + "\n" + HelpText.full)
                return .success
            case "--version":
                try StandardOutput.write(Version.line + "\n")
                return .success
            case "render": return try RenderCommand.run(Array(arguments.dropFirst()))
            case "filmstrip": return try FilmstripCommand.run(Array(arguments.dropFirst()))
            case "animate": return try AnimateCommand.run(Array(arguments.dropFirst()))
            case "export": return try ExportCommand.run(Array(arguments.dropFirst()))
            case "plot": return try PlotCommand.run(Array(arguments.dropFirst()))
            case "compare": return try CompareCommand.run(Array(arguments.dropFirst()))
            case "gallery": return try GalleryCommand.run(Array(arguments.dropFirst()))
            case "check": return try CheckCommand.run(Array(arguments.dropFirst()))
            case "list": return try ListCommand.run(Array(arguments.dropFirst()))
            case "schema": return try SchemaCommand.run(Array(arguments.dropFirst()))
            default: return WindowCommand.run(arguments)
            }
        } catch {
            Console.error("\(error)")
            return ExitCode(for: error)
        }
    }
}
