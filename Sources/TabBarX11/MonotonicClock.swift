import Glibc

/// Seconds on CLOCK_MONOTONIC since the clock was made. The only clock the program reads;
/// the core gets times from here as plain numbers.
public struct MonotonicClock: Sendable {
    private let origin: Double

    /// A clock reading 0 now.
    public init() {
        origin = Self.raw()
    }

    /// Seconds since the clock was made.
    public func now() -> Double {
        Self.raw() - origin
    }

    /// Seconds on CLOCK_MONOTONIC itself: comparable with any other process's reading on
    /// the same machine (a test's, or a tool reading the trace).
    public static func uptime() -> Double {
        raw()
    }

    private static func raw() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
