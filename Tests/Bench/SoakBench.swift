import Foundation
import Harness
import TestPaths

/// `make soak`: 10,000 seeded random input events on the everything demo, in batches of
/// 1,000, reporting the window's resident memory once it is idle after each batch. Growth
/// is measured from after the first batch (the warm-up: caches, fonts, page images) to the
/// end; the target is at most 2 MB. It is measured here, not asserted in `make test`.
enum SoakBench {
    static let events = 10_000
    static let batch = 1_000
    static let targetKiB = 2 * 1024

    /// `config` is a path under assets/ (`bench soak demo.json`: the default demo, whose
    /// target is RSS ≤ 34 MB after the storm).
    static func run(config name: String = "demos/everything.json", seed: UInt64 = 0x50AC) throws {
        let config = Repository.root().appendingPathComponent("assets/" + name).path
        let session = try WindowSession(arguments: ["--config", config])
        defer { session.close() }
        let layout = try session.app.waitForEvent(named: "layout").event
        // Start-up ends first (pages drawn ahead, start-up pages given back), as in the report.
        _ = try? session.app.waitForEvent(after: 0, timeout: 10, ScenarioBench.isAhead)
        try session.app.waitForQuiet(0.5, within: 10) { $0["event"] as? String == "frame" }
        let storm = InputStorm(layout: layout, width: 390, height: 844)
        let pid = session.app.process.processIdentifier
        print("soak: \(events) random events on \(name) (seed \(seed)), RSS after each batch of \(batch) once idle")
        var readings: [Int] = []
        let started = Date()
        for index in 0..<(events / batch) {
            let commands = storm.commands(count: batch, seed: seed &+ UInt64(index))
            try InputStorm.play(commands, display: session.server.display)
            guard session.app.process.isRunning else {
                throw TestSupportError("the window died: \(session.app.standardError)")
            }
            try session.app.waitForQuiet(1, within: 10) { $0["event"] as? String == "frame" }
            let rss = ProcessStats(pid: pid)?.residentKiB ?? 0
            readings.append(rss)
            print("  after \((index + 1) * batch) events: RSS \(rss) KiB")
        }
        let warm = readings[0], last = readings[readings.count - 1], highest = readings.max() ?? last
        let growth = last - warm
        print(
            "  RSS growth after warm-up: \(growth) KiB (highest \(highest - warm) KiB above); target ≤ \(targetKiB) KiB: "
                + (growth <= targetKiB ? "met" : "MISSED"))
        print(
            "  \(format(Date().timeIntervalSince(started), 0)) s; peak RSS \((ProcessStats(pid: pid)?.peakResidentKiB ?? 0) / 1024) MiB"
        )
        _ = try session.closeWindow()
    }
}
