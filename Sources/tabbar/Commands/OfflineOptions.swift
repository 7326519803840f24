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

    /// Reads one shared option at `argument`; false when the argument is not one of them.
    mutating func read(_ argument: String, from cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
        switch argument {
        case "--config": configPath = try DemoLookup.configPath(try cursor.path(for: argument), demo: demoName)
        case "--demo":
            // A second --demo replaces the first; a --config before it is a contradiction.
            let earlier = demoName == nil ? configPath : nil
            demoName = try cursor.value(for: argument)
            configPath = try DemoLookup.configPath(earlier, demo: demoName)
        case "--size": (width, height) = try cursor.size(for: argument)
        case "--scale": scale = try cursor.number(for: argument, in: 0.5...4)
        case "-o", "--output": output = try cursor.path(for: argument)
        case "--device":
            device = DeviceChoice(preset: try DeviceChoice.preset(&cursor, for: argument))
            (width, height) = device!.size
        case "--device-overlay": deviceOverlay = true
        default: return false
        }
        return true
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
