import CX11
import Foundation
import Glibc
import Harness

/// Start-up against xclock (spawn → MapNotify on the root window, same server, same run),
/// and click to photon (an XTEST press flushed → the `frame` trace line showing the change).
enum LaunchBench {
    /// Median launch times in ms of tabbar and xclock, alternating, `runs` each.
    static func launch(runs: Int = 15) throws -> String {
        let server = try XvfbServer()
        defer { server.stop() }
        guard let display = XOpenDisplay(server.display) else { throw BenchError("cannot open \(server.display)") }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        XSelectInput(display, root, SubstructureNotifyMask)
        XSync(display, 0)
        var tabbar: [Double] = [], xclock: [Double] = []
        let hasXclock = FileManager.default.isExecutableFile(atPath: "/usr/bin/xclock")
        for _ in 0..<runs {
            tabbar.append(try timeToMap(Commands.tabbar, [], display: display, name: server.display))
            if hasXclock { xclock.append(try timeToMap("/usr/bin/xclock", [], display: display, name: server.display)) }
        }
        let t = Sample(values: tabbar), x = Sample(values: xclock)
        // The fastest run too: on a busy machine it is the one least disturbed by other work.
        return "launch → MapNotify (median of \(runs), fastest in brackets): tabbar \(format(t.percentile(50), 1)) ms "
            + "(\(format(t.percentile(0), 1))), "
            + (hasXclock
                ? "xclock \(format(x.percentile(50), 1)) ms (\(format(x.percentile(0), 1))) "
                    + "(\(format(t.percentile(50) / x.percentile(50)))×; target ≤ 1×)"
                : "xclock not installed")
    }

    /// Spawns `path` and waits for its MapNotify on the root window; ends the process.
    static func timeToMap(_ path: String, _ arguments: [String], display: OpaquePointer, name: String) throws -> Double
    {
        while XPending(display) > 0 {
            var e = XEvent()
            XNextEvent(display, &e)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
        while ContinuousClock.now - start < .seconds(10) {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == MapNotify { return milliseconds(ContinuousClock.now - start) }
            }
            _ = poll(&descriptor, 1, 100)
        }
        throw BenchError("\(path) mapped no window within 10 s")
    }

    /// Clicks tab items through XTEST on an idle default demo, `clicks` times.
    static func clickToPhoton(clicks: Int = 20) throws -> String {
        let session = try WindowSession()
        defer { session.close() }
        let xtest = try XTest(display: session.server.display)
        var times: [Double] = [], renders: [Double] = []
        for i in 0..<clicks {
            _ = try session.app.waitForQuiet(0.4, within: 10, of: ScenarioBench.isFrame)
            let target = session.center(of: (i + 1) % 4)
            xtest.move(x: target.x, y: target.y)
            _ = try session.app.waitForQuiet(0.1, within: 5, of: ScenarioBench.isFrame)
            let mark = session.app.lineCount
            // A click: press and release go out in one flush (the demo selects on press).
            xtest.pressAndRelease()
            // The clock starts before the flush: the reply may be read before this thread runs again.
            let start = ProcessInfo.processInfo.systemUptime
            XFlush(xtest.display)
            // The first frame after the selection the press makes (it selects on press).
            let selected = try session.app.waitForEvent(after: mark, timeout: 5) { $0["event"] as? String == "select" }
                .index
            let frame = try session.app.waitForEvent(after: selected, timeout: 5) { ScenarioBench.isFrame($0) }
            // It stops when the frame line reached the bench's reader, before the bench parsed it.
            times.append((session.app.arrival(of: frame.index) - start) * 1000)
            renders.append(frame.event["render_ms"] as? Double ?? .nan)
            // BENCH_VERBOSE=1 prints every click, to see which ones are slow.
            if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                print("  click \(i): \(format(times[i])) ms, render \(format(renders[i])) ms")
            }
        }
        let s = Sample(values: times)
        // What the worst click is made of: the frame's own draw + present, the rest is the
        // wake-up, the input handling and the trace line's way to the reader.
        let worst = times.indices.max { times[$0] < times[$1] } ?? 0
        return
            "click to photon (idle, XTEST press and release flushed → frame line after the select, \(clicks) clicks): median \(format(s.percentile(50))) ms, "
            + "worst \(format(s.values.max() ?? .nan)) ms (targets ≤ 2 ms, ≤ 6 ms); the worst click's frame rendered in "
            + "\(format(renders.isEmpty ? .nan : renders[worst])) ms, the slowest frame in \(format(renders.max() ?? .nan)) ms"
    }
}
