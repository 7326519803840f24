/// The command line, declared once: every subcommand with its options, their values,
/// defaults and help. The parser (`CLIParser`), `--help` (`HelpWriter`), the man page,
/// the bash and zsh completions and docs/command-line.md are generated from it;
/// `make cli-docs` rewrites the generated files in dist/ and docs/.
enum CLITable {
    /// The window mode: `tabbar [options]`.
    static let window = CLICommand(
        name: "", summary: "open the tab bar in a window and run until it closes",
        usage: ["[options]", "SUBCOMMAND [options]"],
        options: [
            config, demo, size, trace, exitAfter,
            CLIOption(
                "--slow", .number(1...100), "FACTOR", "start in slow motion, FACTOR times slower (Shift+S toggles ×10)"),
            CLIOption(
                "--script", .path(patterns: ["*.json"]), "FILE",
                "replay a QA script; exit 0 if every assertion held, 3 otherwise"),
            CLIOption("--fixed-step", "advance the animation clock exactly 1/60 s per frame"),
            CLIOption("--watch", "reload the configuration file whenever it is saved (needs --config)"),
            CLIOption("--reduce-motion", "replace motion with short cross-fades"),
            CLIOption(
                "--scale", .number(0.5...4), "S", "draw at S device pixels per logical pixel, 0.5-4",
                default: "Xft.dpi / 96, fitted to the screen"),
            CLIOption("--hud", "start with the heads-up display shown (F1 toggles it)"),
            CLIOption(
                "--capture", .path(patterns: ["*.gif"]), "FILE.gif",
                "record the whole session as an animated GIF, written on exit"),
            CLIOption(
                "--report", .path(patterns: ["*.xml", "*.html"]), "FILE",
                "with --script: write the asserts on exit, as JUnit XML (.xml) or a self-contained HTML page"
                    + " (.html, with the pictures, a GIF of the run and a timeline)"),
            CLIOption(
                "--update-snapshots",
                "with --script: rewrite each screenshot assert's reference that is missing or differs"),
            CLIOption(
                "--record", .path(patterns: ["*.json"]), "FILE.json",
                "write what you do (clicks, drags, keys, wheel) as a QA script on exit"),
            CLIOption("--show-repaints", "flash every repainted rectangle for 0.25 s (F2 toggles it)"),
            device,
            deviceOverlay,
            CLIOption(
                "--control", .optionalWord("keep-open"), "",
                "read JSON commands from stdin, one a line, each answered on the trace; the end of input"
                    + " closes the window (exit 0) unless keep-open"),
            CLIOption("--timeline", "open with the timeline panel beside the bar (T toggles it)"),
            CLIOption("--version", "print the program's version"),
        ])

    /// Every subcommand, in the order the help lists them.
    static let subcommands: [CLICommand] = [
        render, filmstrip, animate, export, plot, compare, gallery, check, list, schema, generate,
    ]

    /// The subcommand called `name`, hidden ones included.
    static func subcommand(_ name: String) -> CLICommand? {
        subcommands.first { $0.name == name }
    }

    /// The window mode and every subcommand the help shows.
    static var listed: [CLICommand] { [window] + subcommands.filter { !$0.hidden } }
}
