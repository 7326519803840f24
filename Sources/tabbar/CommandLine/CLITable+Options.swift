import TabBarCore

/// The options more than one command shares, declared once.
extension CLITable {
    static let defaultSize = Size.defaultWindow.commandLineText

    static let config = CLIOption(
        "--config", .path(patterns: ["*.json"]), "FILE", "a JSON file describing the tabs",
        default: "assets/demo.json")
    static let demo = CLIOption(
        "--demo", .name(.demos), "NAME",
        "a demo by name (tabbar list names them), opened instead of --config from any folder")
    static let size = CLIOption(
        "--size", .size, "WxH", "the window's size in logical pixels, each side 1-16384", default: defaultSize)
    static let device = CLIOption(
        "--device", .name(.devices), "NAME", "a real device's size and safe areas instead of --size")
    static let deviceOverlay = CLIOption(
        "--device-overlay", "with --device, draw its status bar and home indicator on top")
    static let output = CLIOption("--output", short: "-o", .path(patterns: []), "FILE", "the file to write")
    static let trace = CLIOption("--trace", "write one JSON event per line to stdout")
    static let exitAfter = CLIOption(
        "--exit-after", .number(0...86_400), "SECONDS", "close the window and exit 0 after this long")

    /// How many device pixels a logical pixel is, for a picture.
    static let pictureScale = CLIOption(
        "--scale", .number(0.5...4), "S", "device pixels per logical pixel, 0.5-4", default: "1")

    /// The options every offline review command shares.
    static let offline = [config, demo, size, pictureScale, device, deviceOverlay, output]

    static let animation = CLIOption(
        "--animation", .name(.animations), "NAME", "an item animation, played on --item")
    static let transition = CLIOption("--transition", .name(.transitions), "NAME", "a page transition")
    static let indicator = CLIOption(
        "--indicator", .name(.indicators), "NAME", "a selection indicator, moving to --item")
    static let item = CLIOption("--item", .integer(0...999), "I", "the item, in slot order", default: "0")
    /// Exactly one of these names the motion.
    static let motion = [animation, transition, indicator, item]

    static let role = CLIOption(
        "--role", .name(.roles), "ROLE",
        "animations: select, deselect or reselect; transitions: push, pop, present, dismiss or tab",
        default: "select, or the transition's usual role")
    static let crop = CLIOption(
        "--crop", .choice(.crops), "", "what each frame shows",
        default: "the item, the window for a transition, the bar for an indicator")

    static func frames(_ range: ClosedRange<Int>, default count: Int, _ help: String = "how many frames") -> CLIOption {
        CLIOption(
            "--frames", .integer(range), "N", "\(help), \(range.lowerBound)-\(range.upperBound)",
            default: String(count))
    }
}
