import TabBarCore
import TabBarKit
import TabBarReview

/// Options of the window mode.
struct WindowOptions {
    var configPath: String?
    /// `--demo NAME`, until `parse` turns it into `configPath`.
    var demoName: String?
    /// The window's size in logical pixels (device pixels are this times the scale).
    var width = Int(Size.defaultWindow.width)
    var height = Int(Size.defaultWindow.height)
    var trace = false
    var exitAfter: Double?
    var slow: Double?
    var scriptPath: String?
    var fixedStep = false
    var watch = false
    var reduceMotion = false
    var scale: Double?
    var showHUD = false
    var capturePath: String?
    var reportPath: String?
    var recordPath: String?
    var showRepaints = false
    var device: DeviceChoice?
    var deviceOverlay = false
    var control = false
    var keepsControlOpen = false
    var updateSnapshots = false
    var timeline = false

    static let usage = """
        usage: tabbar [--config FILE] [--size WxH] [--trace] [--exit-after SECONDS] [options]

          --config FILE         a JSON file describing the tabs (default: assets/demo.json)
          --demo NAME           one of the demos, from anywhere, e.g. rdv (tabbar list names them)
          --size WxH            window size in logical pixels, each side 1-16384 (default \(Size.defaultWindow.commandLineText))
          --trace               write one JSON event per line to stdout
          --exit-after SECONDS  close the window and exit 0 after this long
          --slow FACTOR         start in slow motion, FACTOR times slower (Shift+S toggles x10)
          --script FILE         replay a QA script; exit 0 if every assertion held, 3 otherwise
          --fixed-step          advance the animation clock exactly 1/60 s per frame
          --watch               reload the configuration file whenever it is saved
          --reduce-motion       replace motion with short cross-fades
          --scale S             draw at S device pixels per logical pixel (default: Xft.dpi / 96, fitted to the screen)
          --hud                 start with the heads-up display shown (F1 toggles it)
          --capture FILE.gif    record the whole session as an animated GIF, written on exit
          --report FILE         with --script: write the asserts on exit, as JUnit XML (.xml) or a self-contained
                                HTML page (.html, with the pictures, a GIF of the run and a timeline)
          --update-snapshots    with --script: rewrite each screenshot assert's reference that is missing or differs
          --record FILE.json    write what you do (clicks, drags, keys, wheel) as a QA script on exit
          --show-repaints       flash every repainted rectangle for 0.25 s (F2 toggles it)
          --device NAME         a real device's size and safe areas, e.g. "iPhone 15" (tabbar list shows them)
          --device-overlay      draw the device's status bar and home indicator on top
          --control [keep-open] read JSON commands from stdin, one a line, each answered on the trace; the end of
                                input closes the window (exit 0) unless keep-open (README: "Control channel")
          --timeline            open with the timeline panel beside the bar (T toggles it; README: "Timeline")

        keys: F1 HUD, F2 show repaints, F11 start/stop a GIF capture, F12 screenshot, Space pause, . and , step a frame,
              Shift+S slow motion, arrows/Home/End/1-9 select, Tab focus, Enter activate, Escape or Alt+Left back,
              b/B bump/clear the badge, c cycle the selected colour, h hide/show the bar, T timeline, ? list every key
        """

    /// Parses the window mode's arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
        var options = WindowOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "--config": options.configPath = try cursor.path(for: argument)
            case "--demo": options.demoName = try cursor.value(for: argument)
            case "--size": (options.width, options.height) = try cursor.size(for: argument)
            case "--trace": options.trace = true
            case "--exit-after": options.exitAfter = try cursor.number(for: argument, in: 0...86_400)
            case "--slow": options.slow = try cursor.number(for: argument, in: 1...100)
            case "--script": options.scriptPath = try cursor.path(for: argument)
            case "--fixed-step": options.fixedStep = true
            case "--watch": options.watch = true
            case "--reduce-motion": options.reduceMotion = true
            case "--scale": options.scale = try cursor.number(for: argument, in: 0.5...4)
            case "--hud": options.showHUD = true
            case "--capture": options.capturePath = try cursor.value(for: argument)
            case "--report": options.reportPath = try cursor.value(for: argument)
            case "--record": options.recordPath = try cursor.value(for: argument)
            case "--show-repaints": options.showRepaints = true
            case "--device": options.device = DeviceChoice(preset: try DeviceChoice.preset(&cursor, for: argument))
            case "--device-overlay": options.deviceOverlay = true
            case "--control":
                options.control = true
                options.keepsControlOpen = cursor.take("keep-open")
            case "--update-snapshots": options.updateSnapshots = true
            case "--timeline": options.timeline = true
            default: throw UsageError("unknown option \"\(argument)\"; see tabbar --help")
            }
        }
        options.configPath = try DemoLookup.configPath(options.configPath, demo: options.demoName)
        try options.applyDevice(arguments)
        if let scale = options.scale, Double(max(options.width, options.height)) * scale > 16384 {
            throw UsageError(
                "--size \(options.width)x\(options.height) at --scale \(scale) would be more than 16384 device pixels a side"
            )
        }
        if let path = options.capturePath, !WindowCaptures.canWrite(path) {
            throw UsageError("--capture \(path): the folder does not exist or cannot be written")
        }
        if let path = options.recordPath, !WindowCaptures.canWrite(path) {
            throw UsageError("--record \(path): the folder does not exist or cannot be written")
        }
        if options.reportPath != nil && options.scriptPath == nil {
            throw UsageError("--report needs --script FILE: only a script's asserts are reported")
        }
        if let path = options.reportPath, ReportFormat(path: path) == nil {
            throw UsageError("--report \(path): the name ends in .xml (JUnit) or .html")
        }
        if options.updateSnapshots && options.scriptPath == nil {
            throw UsageError("--update-snapshots needs --script FILE: only a script's asserts have references")
        }
        if options.watch && options.configPath == nil {
            throw UsageError("--watch needs --config FILE: the built-in demo is not watched")
        }
        return options
    }
}
