import Glibc

/// The names F12 screenshots and F11 GIF captures get:
/// `<config>-YYYYMMDD-HHMMSS-mmm-t<clock>s.<ext>`, e.g. `colorful-20261201-034512-123-t1.250s.png`,
/// so a folder of captures says which demo, when, and which animation moment each shows.
enum CaptureName {
    /// The name for a capture of `config` taken at wall-clock `time` (local time, as
    /// `clock_gettime(CLOCK_REALTIME)` gives it) showing animation time `clock`.
    static func make(config: String?, time: timespec, clock: Double, extension ext: String) -> String {
        "\(stem(config))-\(stamp(time))-t\(seconds(clock))s.\(ext)"
    }

    /// The wall clock now, for `make`.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// "20261201-034512-123": local date, time and milliseconds, digits only (no locale).
    static func stamp(_ time: timespec) -> String {
        var seconds = time.tv_sec
        var local = tm()
        localtime_r(&seconds, &local)
        var text = [CChar](repeating: 0, count: 32)
        let count = strftime(&text, text.count, "%Y%m%d-%H%M%S", &local)
        let date = String(decoding: text[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let millis = String(time.tv_nsec / 1_000_000)
        return date + "-" + String(repeating: "0", count: 3 - millis.count) + millis
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
