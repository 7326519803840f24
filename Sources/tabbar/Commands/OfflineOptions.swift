import TabBarCairo
import TabBarCore

/// Options the offline commands share: configuration, size, scale and output file.
struct OfflineOptions {
    var configPath: String?
    /// `--demo NAME`; `configPath` is its file.
    var demoName: String?
    var width = Int(Size.defaultWindow.width)
    var height = Int(Size.defaultWindow.height)
    var scale = 1.0
    var output: String?
    var device: DeviceChoice?
    var deviceOverlay = false

    init() {}

    /// The shared options of `parsed`, in the order given: a later `--size` or `--device`
    /// overrides an earlier one.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        for occurrence in parsed.occurrences { try read(occurrence) }
    }

    /// Takes one shared option; others are left to the command.
    mutating func read(_ occurrence: ParsedArguments.Occurrence) throws(UsageError) {
        let value = occurrence.value
        switch (occurrence.name, value) {
        case ("--config", .text(let path)): configPath = try DemoLookup.configPath(path, demo: demoName)
        case ("--demo", .text(let name)):
            // A second --demo replaces the first; a --config before it is a contradiction.
            let earlier = demoName == nil ? configPath : nil
            demoName = name
            configPath = try DemoLookup.configPath(earlier, demo: demoName)
        case ("--size", .size(let newWidth, let newHeight)): (width, height) = (newWidth, newHeight)
        case ("--scale", .number(let number)): scale = number
        case ("--output", .text(let path)): output = path
        case ("--device", .text(let name)):
            let choice = DeviceChoice(preset: try DeviceChoice.preset(named: name, for: occurrence.name))
            device = choice
            (width, height) = choice.size
        case ("--device-overlay", _): deviceOverlay = true
        default: break
        }
    }

    /// Checks that the image fits Cairo's surfaces (at most 32767 pixels a side); the error
    /// names the command's options that shrink it (`shrinkWith`, "--size or --scale" for a
    /// command with no `--frames`).
    static func checkSize(
        _ size: Size, scale: Double, what: String, shrinkWith: String = "--size, --scale or --frames"
    ) throws(UsageError) {
        let width = size.width * scale, height = size.height * scale
        guard width <= 32767, height <= 32767 else {
            throw UsageError(
                "\(what) would be \(Int(width))×\(Int(height)) pixels, more than the 32767 a PNG here can have; "
                    + "use a smaller \(shrinkWith)")
        }
    }

    /// The output path, which every offline command needs.
    func requireOutput(_ command: String) throws(UsageError) -> String {
        guard let output, !output.isEmpty else { throw UsageError("\(command) needs -o FILE.png") }
        return output
    }

    var viewport: Size { Size(width: Double(width), height: Double(height)) }

    /// The configuration, with motion reduced when it asks for that.
    func loadConfiguration(images: ImageCache) throws(ConfigError) -> AppConfiguration {
        var device = self.device
        device?.overlay = deviceOverlay
        let configuration = device.apply(
            to: try tabbar.loadConfiguration(configPath, images: images, viewport: viewport))
        return configuration.reduceMotion ? ReducedMotion.apply(to: configuration) : configuration
    }
}

extension OfflineOptions {
    /// The configuration's file name for headers ("demo.json" for the built-in demo).
    var configName: String {
        (configPath ?? AssetLocator.defaultConfigName).split(separator: "/").last.map(String.init) ?? "demo.json"
    }
}
