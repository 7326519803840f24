/// The commands that compare, survey, check and list.
extension CLITable {
    static let compare = CLICommand(
        name: "compare", summary: "one motion as two configurations play it, as a PNG, or both in one window",
        usage: [
            "A.json B.json (--animation|--transition) NAME [options] -o FILE.png",
            "A.json B.json [--size WxH] [--trace] [--exit-after SECONDS]",
        ],
        details: "With a motion: A's film strip above B's at the same instants, and a row marking in red where"
            + " they differ; one line per frame says how many pixels differ. Without a motion and -o: a window"
            + " with A beside B, each half --size.",
        positionals: (
            text: "A.json B.json", count: 2, pattern: "*.json", meaning: "two configurations, A.json and B.json"
        ),
        options: offline.filter { $0.name != "--demo" } + [animation, transition, item]
            + [frames(2...60, default: 6, "how many instants"), trace, exitAfter])

    static let gallery = CLICommand(
        name: "gallery", summary: "every item animation side by side, as a window or a PNG",
        usage: ["[options] [-o FILE.png]"],
        options: [
            CLIOption(
                "--config", .path(patterns: ["*.json"]), "FILE",
                "draw in this configuration's bar style, with its first tab's icons and title"),
            CLIOption(
                "--scale", .number(0.5...4), "S", "device pixels per logical pixel of the PNG, 0.5-4", default: "1"),
            frames(2...30, default: 7, "frames per animation"),
            CLIOption("--size", .size, "WxH", "the window's size", default: defaultSize),
            exitAfter,
            CLIOption(
                "--output", short: "-o", .path(patterns: ["*.png"]), "FILE.png", "write a PNG instead of a window"),
        ])

    static let check = CLICommand(
        name: "check", summary: "the motion invariants over every motion a configuration configures",
        usage: ["[options]"],
        details: "Each tab's animation in each role, the indicator and the page transitions, played headless as"
            + " the window plays them: at rest at its end, continuous at 240 Hz, inside the bar or window, no"
            + " holes, no ghosts, titles inside their cells, and seeded interruptions. One line per finding,"
            + " file:line:col first. A motion the check cannot play at --size is skipped, with a line on"
            + " stderr; exit 0 when clean, 3 when a check fails, 2 for bad input (--report still written).",
        options: [
            config, demo, size,
            CLIOption(
                "--interruptions", .integer(0...100_000), "N", "how many seeded random tap sequences to play",
                default: "200"),
            CLIOption("--seed", .integer(0...Int(Int32.max)), "S", "their seed", default: "1"),
            CLIOption(
                "--report", .path(patterns: ["*.xml"]), "FILE.xml",
                "write JUnit: a testsuite per motion, a testcase per check, with times"),
            CLIOption(
                "--output", short: "-o", .path(patterns: ["*.png"]), "FILE.png",
                "draw each failing frame beside the frame before it, as a PNG"),
        ])

    static let list = CLICommand(
        name: "list", summary: "every animation, indicator and transition name, the devices and the demos",
        usage: [""], options: [])

    static let schema = CLICommand(
        name: "schema", summary: "the configuration's JSON Schema, generated from the decoder",
        usage: ["[--script | --undescribed]"],
        options: [
            CLIOption("--script", "the QA scripts' schema instead (assets/script.schema.json)"),
            CLIOption("--undescribed", "list the configuration keys that have no description yet"),
        ])

    /// `tabbar _generate FORMAT`: the generated files (`make cli-docs`).
    static let generate = CLICommand(
        name: "_generate", summary: "write a file generated from this table", usage: [""],
        positionals: (
            text: GenerateCommand.Format.allCases.map(\.rawValue).joined(separator: "|"), count: 1, pattern: "",
            meaning: "a format"
        ),
        options: [], hidden: true)
}
