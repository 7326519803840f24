/// Options of the window mode: `tabbar [--config FILE] [--size WxH] [--trace] [--exit-after SECONDS]`.
struct WindowOptions {
    var configPath: String?
    var width = 390
    var height = 844
    var trace = false
    var exitAfter: Double?

    static let usage = """
        usage: tabbar [--config FILE] [--size WxH] [--trace] [--exit-after SECONDS]

          --config FILE         a JSON file describing the tabs (default: assets/demo.json)
          --size WxH            window size in pixels, each side 1-16384 (default 390x844)
          --trace               write one JSON event per line to stdout
          --exit-after SECONDS  close the window and exit 0 after this long
          --help                show this help
        """

    /// Parses the window mode's arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
        var options = WindowOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "--config": options.configPath = try cursor.value(for: argument)
            case "--size": (options.width, options.height) = try cursor.size(for: argument)
            case "--trace": options.trace = true
            case "--exit-after": options.exitAfter = try cursor.number(for: argument, in: 0...86_400)
            default: throw UsageError("unknown option \"\(argument)\"; see tabbar --help")
            }
        }
        return options
    }
}
