import Foundation

/// The names F12 screenshots and F11 GIF captures get:
/// `<config>-YYYYMMDD-HHMMSS-mmm-t<clock>s.<ext>`, e.g. `colorful-20261201-034512-123-t1.250s.png`,
/// so a folder of captures says which demo, when, and which animation moment each shows.
enum CaptureName {
    static func make(config: String?, date: Date, clock: Double, extension ext: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(stem(config))-\(formatter.string(from: date))-t\(seconds(clock))s.\(ext)"
    }

    /// The configuration's file name without folder or ".json"; "demo" for the built-in one.
    static func stem(_ config: String?) -> String {
        guard let config, let name = config.split(separator: "/").last, !name.isEmpty else { return "demo" }
        let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : String(name)
        // Keep names shell-friendly: anything unusual becomes "_".
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
        return safe.isEmpty ? "demo" : safe
    }

    /// The clock with three decimals ("1.250"), without locale.
    static func seconds(_ clock: Double) -> String {
        let millis = clock.isFinite ? Int((max(0, min(clock, 1e9)) * 1000).rounded()) : 0
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
