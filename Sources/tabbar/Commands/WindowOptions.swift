import TabBarCore
import TabBarKit
import TabBarReview
import TabBarReviewWindow

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

    /// Parses the window mode's arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> WindowOptions {
        let parsed = try CLITable.window.parse(arguments)
        var options = WindowOptions()
        for occurrence in parsed.occurrences { try options.read(occurrence) }
        options.configPath = try DemoLookup.configPath(options.configPath, demo: options.demoName)
        try options.applyDevice(parsed)
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

    /// Takes one option, as given.
    private mutating func read(_ occurrence: ParsedArguments.Occurrence) throws(UsageError) {
        let value = occurrence.value
        switch (occurrence.name, value) {
        case ("--config", .text(let path)): configPath = path
        case ("--demo", .text(let name)): demoName = name
        case ("--size", .size(let newWidth, let newHeight)): (width, height) = (newWidth, newHeight)
        case ("--trace", _): trace = true
        case ("--exit-after", .number(let seconds)): exitAfter = seconds
        case ("--slow", .number(let factor)): slow = factor
        case ("--script", .text(let path)): scriptPath = path
        case ("--fixed-step", _): fixedStep = true
        case ("--watch", _): watch = true
        case ("--reduce-motion", _): reduceMotion = true
        case ("--scale", .number(let number)): scale = number
        case ("--hud", _): showHUD = true
        case ("--capture", .text(let path)): capturePath = path
        case ("--report", .text(let path)): reportPath = path
        case ("--record", .text(let path)): recordPath = path
        case ("--show-repaints", _): showRepaints = true
        case ("--device", .text(let name)):
            device = DeviceChoice(preset: try DeviceChoice.preset(named: name, for: occurrence.name))
        case ("--device-overlay", _): deviceOverlay = true
        case ("--control", _):
            control = true
            keepsControlOpen = value.text == "keep-open"
        case ("--update-snapshots", _): updateSnapshots = true
        case ("--timeline", _): timeline = true
        default: break
        }
    }
}
