import Foundation
import Harness
import TestPaths

/// `make bench`: every scenario in a real window, the yardsticks, memory; writes
/// `.build/bench/report.md` and one frame plot per scenario.
enum ReportBench {
    static func run(only filter: String?) throws {
        let folder = Repository.root().appendingPathComponent(".build/bench")
        let configs = folder.appendingPathComponent("configs")
        try FileManager.default.createDirectory(at: configs, withIntermediateDirectories: true)
        var results: [ScenarioResult] = []
        for scenario in Scenario.all where filter.map({ scenario.name.contains($0) }) ?? true {
            let result = try ScenarioBench.run(scenario, configs: configs)
            results.append(result)
            print(
                "  \(scenario.name): \(result.render.values.count) frames, p50 \(format(result.render.percentile(50))) ms, "
                    + "p99 \(format(result.render.percentile(99))) ms, max \(format(result.render.values.max() ?? .nan)) ms, "
                    + "frames/transition \(format(result.framesPerTransition.mean, 1)), gap \(format(result.longestGap, 1)) ms"
            )
            if let trace = result.suspectTrace {
                let file = folder.appendingPathComponent("trace-\(scenario.name).txt")
                try (trace.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
                print("  \(scenario.name): a transition presented fewer than 2 frames; its trace is in \(file.path)")
            }
            try FramePlot.write(
                result.render.values, title: "\(scenario.name): render ms per frame",
                to: folder.appendingPathComponent("frames-\(scenario.name).png").path)
        }
        var extras: [String] = []
        if filter == nil || filter == "memory" { extras += try MemoryBench.run() }
        if filter == nil || filter == "launch" {
            extras += [try LaunchBench.launch(), try LaunchBench.clickToPhoton()] + (try ClickBench.run())
        }
        let machine =
            "Run \(ISO8601DateFormatter().string(from: Date())) on \(machineDescription()), Xvfb, release build."
        let report = BenchReport.markdown(results, extras: extras, machine: machine)
        try report.write(to: folder.appendingPathComponent("report.md"), atomically: true, encoding: .utf8)
        print("\n" + report)
        print("wrote \(folder.path)/report.md and frames-<scenario>.png")
    }

    static func machineDescription() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":").last
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}

/// Resident and proportional memory of the default demo after 100 tab switches.
enum MemoryBench {
    static func run() throws -> [String] {
        let session = try WindowSession()
        defer { session.close() }
        // As a person would, the bench lets start-up end first (the other tabs drawn ahead,
        // then the start-up pages given back): the switches then fault in what they use.
        _ = try? session.app.waitForEvent(after: 0, timeout: 10, ScenarioBench.isAhead)
        _ = try session.app.waitForQuiet(0.5, within: 10, of: ScenarioBench.isFrame)
        for i in 0..<100 {
            let c = session.center(of: (i + 1) % 4)
            try session.click(x: c.x, y: c.y)
        }
        _ = try session.app.waitForQuiet(0.5, within: 60, of: ScenarioBench.isFrame)
        let pid = session.app.process.processIdentifier
        let rollup = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
        func kib(_ key: String) -> Int {
            rollup.split(separator: "\n").first { $0.hasPrefix(key) }
                .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
        }
        return [
            "default demo 390×844 after 100 tab switches: RSS \(format(Double(kib("Rss:")) / 1024, 1)) MiB, "
                + "PSS \(format(Double(kib("Pss:")) / 1024, 1)) MiB (target RSS ≤ 30 MiB)"
        ]
    }
}
