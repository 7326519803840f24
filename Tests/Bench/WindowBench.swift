import Foundation
import Harness

/// The real window: start-up, idle cost, frames per animation, render times, memory.
enum WindowBench {
    /// Measures the window with MIT-SHM, then the burst again with the XPutImage fallback.
    static func run() throws {
        let shared = try run(sharedMemory: true)
        let plain = try run(sharedMemory: false)
        print(
            "\nXPutImage fallback vs MIT-SHM, same run: p50 \(format(plain.percentile(50) / shared.percentile(50), 2))×, "
                + "p99 \(format(plain.percentile(99) / shared.percentile(99), 2))×")
    }

    /// One window session; returns the burst's render times.
    static func run(sharedMemory: Bool) throws -> Sample {
        let started = Date()
        let session = try WindowSession(environment: sharedMemory ? [:] : ["TABBAR_NO_SHM": "1"])
        defer { session.close() }
        let startup = Date().timeIntervalSince(started) * 1000
        print("\nwindow (390×844, \(sharedMemory ? "MIT-SHM" : "XPutImage fallback"))")
        print("  start-up to first frame on screen: \(format(startup, 0)) ms (includes starting Xvfb)")
        guard sharedMemory else { return try burst(session) }

        // Idle: nothing animates, so the loop should block in poll with no timeout. The other
        // tabs' pages are drawn ahead just after the first frame (idle work, one per loop
        // turn): that is measured apart, over the first 2 s.
        let pid = session.app.process.processIdentifier
        let start = ProcessStats(pid: pid)
        Thread.sleep(forTimeInterval: 2)
        let framesBefore = frameCount(session)
        let before = ProcessStats(pid: pid)
        Thread.sleep(forTimeInterval: 10)
        let after = ProcessStats(pid: pid)
        let aheadTicks = (before?.cpuTicks ?? 0) - (start?.cpuTicks ?? 0)
        let idleTicks = (after?.cpuTicks ?? 0) - (before?.cpuTicks ?? 0)
        let wakeups = (after?.contextSwitches ?? 0) - (before?.contextSwitches ?? 0)
        print(
            "  pages drawn ahead after the first frame: \(aheadTicks) ticks (\(aheadTicks * 10) ms of CPU)\n"
                + "  idle CPU over the next 10 s: \(idleTicks) ticks, \(wakeups) wake-ups, frames drawn: "
                + "\(frameCount(session) - framesBefore) (target 0, 0)"
        )

        // One tap: count the frames presented while the 0.5 s bounce plays.
        let mark = session.app.lineCount
        let (x, y) = session.center(of: 1)
        try session.click(x: x, y: y)
        let begin = try session.app.waitForEvent(after: mark) { isBounce($0, "begin") }.index
        let end = try session.app.waitForEvent(after: begin) { isBounce($0, "end") }.index
        let frames = session.app.events[begin...end].filter { $0["event"] as? String == "frame" }
        let times = frames.compactMap { $0["t_ms"] as? Double }
        let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
        print(
            "  frames presented during one 0.5 s bounce: \(frames.count), mean interval \(format(Sample(values: intervals).mean)) ms"
        )

        let render = try burst(session)
        if let stats = ProcessStats(pid: pid) {
            print("  memory: RSS \(stats.residentKiB / 1024) MiB, peak \(stats.peakResidentKiB / 1024) MiB")
        }
        _ = try session.closeWindow()
        return render
    }

    /// A burst of taps every 0.3 s keeps bounce, mask and pages changing; every frame's cost.
    static func burst(_ session: WindowSession) throws -> Sample {
        let burstMark = session.app.lineCount
        for i in 0..<24 {
            let target = session.center(of: (i + 2) % 4)
            try session.click(x: target.x, y: target.y)
            Thread.sleep(forTimeInterval: 0.3)
        }
        try session.app.waitForEvent(after: burstMark) {
            $0["event"] as? String == "animation" && $0["name"] as? String == "colorful-mask"
                && $0["phase"] as? String == "end"
                && $0["interrupted"] == nil
        }
        let burst = session.app.events[burstMark...].filter { $0["event"] as? String == "frame" }
        let render = Sample(values: burst.compactMap { $0["render_ms"] as? Double })
        let stamps = burst.compactMap { $0["t_ms"] as? Double }
        let span = (stamps.last ?? 0) - (stamps.first ?? 0)
        print(
            "  burst of 24 taps: \(burst.count) frames in \(format(span / 1000, 2)) s "
                + "(\(format(Double(burst.count - 1) / max(span / 1000, 0.001), 1)) fps)")
        print(
            "  render_ms (draw + present): p50 \(format(render.percentile(50), 3)), "
                + "p99 \(format(render.percentile(99), 3)), max \(format(render.values.max() ?? 0, 3))")
        return render
    }

    static func isBounce(_ event: [String: Any], _ phase: String) -> Bool {
        event["event"] as? String == "animation" && event["name"] as? String == "bounce"
            && event["phase"] as? String == phase && event["kind"] as? String == "select"
    }

    static func frameCount(_ session: WindowSession) -> Int {
        session.app.events.filter { $0["event"] as? String == "frame" }.count
    }
}
