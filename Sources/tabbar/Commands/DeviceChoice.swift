import TabBarCore

/// `--device NAME` and `--device-overlay`: a real device's size and safe areas, and
/// whether its status bar and home indicator are drawn on top.
struct DeviceChoice {
    var preset: DevicePreset
    var overlay = false

    /// The preset called `name` (given to `option`); the error lists the names.
    static func preset(named name: String, for option: String) throws(UsageError) -> DevicePreset {
        guard let preset = DevicePreset.named(name) else {
            let names = DevicePreset.all.map { DiagnosticText.quoted($0.name) }.joined(separator: ", ")
            throw UsageError("\(option): no device \(DiagnosticText.quoted(name)); devices: \(names) (tabbar list)")
        }
        return preset
    }

    /// `configuration` on the device (see `DevicePreset.apply`), with its overlay if asked for.
    func apply(to configuration: AppConfiguration) -> AppConfiguration {
        var result = preset.apply(to: configuration)
        if overlay { result.deviceOverlay = preset }
        return result
    }

    /// The preset's size as the window's (width, height), whole points.
    var size: (Int, Int) { (Int(preset.size.width), Int(preset.size.height)) }
}

extension Optional where Wrapped == DeviceChoice {
    /// `configuration` on the chosen device, or as it is when none was chosen.
    func apply(to configuration: AppConfiguration) -> AppConfiguration {
        map { $0.apply(to: configuration) } ?? configuration
    }
}

extension DeviceChoice {
    /// `  iPhone 15  393x852 top 59 bottom 34`, as `tabbar list` prints it.
    static func listLine(_ preset: DevicePreset) -> String {
        var line =
            "  \(preset.name)  \(preset.size.commandLineText) top \(Int(preset.topInset)) bottom \(Int(preset.bottomInset))"
        if let width = preset.fixedItemWidth { line += " items \(Int(width)) wide, centred" }
        return line
    }
}

extension WindowOptions {
    /// `--device` sets the window's size (so `--size` with it is a contradiction) and
    /// `--device-overlay` needs a device.
    mutating func applyDevice(_ parsed: ParsedArguments) throws(UsageError) {
        if deviceOverlay {
            guard device != nil else { throw UsageError("--device-overlay needs --device NAME") }
            device?.overlay = true
        }
        guard let device else { return }
        if parsed.contains("--size") { throw UsageError("--device sets the window's size; drop --size") }
        (width, height) = device.size
    }
}
