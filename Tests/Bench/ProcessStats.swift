import Foundation

/// CPU time and memory of a running process, read from /proc.
struct ProcessStats {
    /// User plus system CPU time in clock ticks (1/100 s on Linux).
    var cpuTicks: Int
    /// Resident set size and its peak, in KiB.
    var residentKiB: Int
    var peakResidentKiB: Int
    /// Context switches of all its threads: each one is a wake-up (or a preemption).
    var contextSwitches: Int

    init?(pid: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        cpuTicks = user + system
        func kib(_ key: String) -> Int {
            status.split(separator: "\n").first { $0.hasPrefix(key) }
                .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
        }
        residentKiB = kib("VmRSS:")
        peakResidentKiB = kib("VmHWM:")
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        contextSwitches = tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total
                + text.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
        }
    }
}

/// Percentiles of a sample.
struct Sample {
    var values: [Double]

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var mean: Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }
}

func format(_ x: Double, _ digits: Int = 2) -> String {
    String(format: "%.\(digits)f", x)
}
