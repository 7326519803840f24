import Foundation
import Harness
import TestPaths

/// `bench timeline`: the timeline panel open beside a 390×844 bar. A scrub drag moves the
/// pointer along the time axis at 60 Hz for 2 s (XTEST, no process per move); every move
/// scrubs the animation clock, and the window should present a frame for each, every
/// 16.7 ms. Then the panel at rest: no frames, no wake-ups.
enum TimelineBench {
    static func run() throws {
        for (name, config) in [("demo (bar motions)", "assets/demo.json"), ("HYB slide (pages move)", "slide")] {
            try run(name: name, config: config)
        }
    }

    static func run(name: String, config: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path =
            config == "slide"
            ? try Scenario(name: "slide", width: 390, height: 844, scale: 1, tabTransition: "slide", action: .tabs)
                .writeConfiguration(in: folder)
            : Repository.root().appendingPathComponent(config).path
        let session = try WindowSession(arguments: ["--config", path, "--timeline"])
        defer { session.close() }
        let xtest = try XTest(display: session.server.display)
        var mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        xtest.click(x: x, y: y)
        try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "timeline" && $0["action"] as? String == "row"
        }
        // The axis: from the panel's left (390) past the labels to its right edge, on the ruler.
        let left = 390 + 170, right = 390 + 430, ruler = 78
        mark = session.app.lineCount
        xtest.move(x: left, y: ruler)
        xtest.button(down: true)
        let moves = 120
        let start = Date()
        for step in 1...moves {
            let due = start.addingTimeInterval(Double(step) / 60)
            Thread.sleep(until: due)
            xtest.move(x: left + (right - left) * step / moves, y: ruler)
        }
        xtest.button(down: false)
        try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "timeline" && $0["action"] as? String == "scrub-end"
        }
        report(name: name, session: session, from: mark, moves: moves)
        try idle(session)
        _ = try session.closeWindow()
    }

    /// Frames presented during the drag: how many, how often (by their arrival), what each cost.
    static func report(name: String, session: WindowSession, from mark: Int, moves: Int) {
        let lines = Array(session.app.events.enumerated().dropFirst(mark))
        let scrubs = lines.filter { $0.element["event"] as? String == "scrub" }.count
        let frames = lines.filter { $0.element["event"] as? String == "frame" }
        let arrivals = frames.map { session.app.arrival(of: $0.offset) }
        let gaps = Sample(values: zip(arrivals.dropFirst(), arrivals).map { ($0 - $1) * 1000 })
        let span = (arrivals.last ?? 0) - (arrivals.first ?? 0)
        let render = Sample(values: frames.compactMap { $0.element["render_ms"] as? Double })
        print("\ntimeline scrub drag, 390×844 + panel, \(name)")
        print(
            "  \(moves) pointer moves at 60 Hz: \(scrubs) scrub lines, \(frames.count) frames presented in "
                + "\(format(span, 2)) s (\(format(Double(max(frames.count - 1, 0)) / max(span, 0.001), 1)) fps)")
        print(
            "  between frames: p50 \(format(gaps.percentile(50), 1)) ms, p99 \(format(gaps.percentile(99), 1)) ms; "
                + "render_ms p50 \(format(render.percentile(50), 2)), p99 \(format(render.percentile(99), 2)), "
                + "max \(format(render.values.max() ?? 0, 2))")
    }

    /// The panel open at rest for 5 s: wake-ups and frames (target 0, 0).
    static func idle(_ session: WindowSession) throws {
        Thread.sleep(forTimeInterval: 1)
        let pid = session.app.process.processIdentifier
        let frames = WindowBench.frameCount(session)
        let before = ProcessStats(pid: pid)
        Thread.sleep(forTimeInterval: 5)
        let after = ProcessStats(pid: pid)
        let wakeups = (after?.contextSwitches ?? 0) - (before?.contextSwitches ?? 0)
        print(
            "  panel open at rest for 5 s: \(wakeups) wake-ups, \(WindowBench.frameCount(session) - frames) frames (target 0, 0)"
        )
    }
}
