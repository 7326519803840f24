import Foundation

/// The `tabbar` executable run as a child process whose stdout trace is collected line by
/// line; tests wait for trace events instead of sleeping. Its state is guarded by one
/// condition lock, which is what makes it safe to share with the reader threads.
public final class TraceProcess: @unchecked Sendable {
    public let process: Process
    private let condition = NSCondition()
    private var lines: [String] = []
    /// When the reader saw each line, on the monotonic clock (`ProcessInfo.systemUptime`).
    private var arrivals: [TimeInterval] = []
    private var stderrText = ""
    /// Set once stderr reached its end, so `standardError` after exit never races the reader.
    private var stderrDone = false
    private var isClosed = false

    /// Starts `executable` with `arguments`; `display` sets DISPLAY (nil removes it).
    public init(
        executable: String, arguments: [String], display: String?, directory: String? = nil,
        environment extra: [String: String] = [:], input: Any? = nil
    ) throws {
        let (process, out, err) = Commands.process(
            executable, arguments, display: display, directory: directory,
            environment: extra)
        // `input` (a Pipe or a FileHandle) feeds the child's stdin (`--control`); without it
        // stdin is /dev/null.
        if let input { process.standardInput = input }
        self.process = process
        try process.run()
        Thread.detachNewThread { [condition] in
            var pending = Data()
            while true {
                let chunk = out.fileHandleForReading.availableData
                condition.lock()
                if chunk.isEmpty {
                    self.isClosed = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                pending.append(chunk)
                let now = ProcessInfo.processInfo.systemUptime
                while let newline = pending.firstIndex(of: 0x0A) {
                    self.lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    self.arrivals.append(now)
                    pending = Data(pending[(newline + 1)...])
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        Thread.detachNewThread { [condition] in
            let data = err.fileHandleForReading.readDataToEndOfFile()
            condition.lock()
            self.stderrText = String(decoding: data, as: UTF8.self)
            self.stderrDone = true
            condition.broadcast()
            condition.unlock()
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Every trace line so far as written, each with when the reader saw it (seconds on
    /// `ProcessInfo.systemUptime`'s clock).
    public var linesWithArrivals: [(line: String, arrival: TimeInterval)] {
        condition.lock()
        defer { condition.unlock() }
        return Array(zip(lines, arrivals))
    }

    /// Every trace line so far, parsed.
    public var events: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return lines.compactMap(Self.parse)
    }

    /// What the process wrote to stderr (complete once it has exited).
    public var standardError: String {
        condition.lock()
        defer { condition.unlock() }
        // After exit the reader thread may still be storing the text: wait for it (bounded).
        if !process.isRunning {
            let deadline = Date().addingTimeInterval(5)
            while !stderrDone && condition.wait(until: deadline) {}
        }
        return stderrText
    }

    /// Waits for the first trace event that satisfies `match`, skipping the first `after`
    /// lines (pass `lineCount` from before an action, or an event's index + 1). The
    /// timeout only guards against a hang; the wait ends as soon as the line arrives.
    @discardableResult
    public func waitForEvent(
        after: Int = 0, timeout: TimeInterval = 20,
        _ match: ([String: Any]) -> Bool
    ) throws -> (index: Int, event: [String: Any]) {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        var scanned = after
        while true {
            while scanned < lines.count {
                defer { scanned += 1 }
                if let event = Self.parse(lines[scanned]), match(event) { return (scanned, event) }
            }
            if isClosed { throw TestSupportError("trace ended before the expected event; stderr: \(stderrText)") }
            if !condition.wait(until: deadline) {
                throw TestSupportError("timed out waiting for a trace event; last lines: \(lines.suffix(5))")
            }
        }
    }

    /// When the reader saw line `index` (`ProcessInfo.systemUptime`): a measure that leaves
    /// out parsing the lines and waking the thread that waits for them.
    public func arrival(of index: Int) -> TimeInterval {
        condition.lock()
        defer { condition.unlock() }
        return arrivals[index]
    }

    /// Waits for the event named `name` (e.g. "ready").
    @discardableResult
    public func waitForEvent(
        named name: String, after: Int = 0, timeout: TimeInterval = 20
    ) throws -> (index: Int, event: [String: Any]) {
        try waitForEvent(after: after, timeout: timeout) { $0["event"] as? String == name }
    }

    /// Waits until `window` on `display` has handled everything other clients sent it so far
    /// (xdotool's input, a resize) and sleeps, its frames on screen. Connecting to the server
    /// is a round trip: the events the server made for the window before it are in the
    /// window's connection afterwards. An `idle` line whose `uptime` is later than that
    /// moment comes from a window that looked for events after they were there, so it handled
    /// them; a ping the window ignores wakes it, so that such a line comes even when the
    /// window was idle already.
    @discardableResult
    public func waitForIdle(
        display: String, window: UInt, timeout: TimeInterval = 20
    ) throws -> (index: Int, event: [String: Any]) {
        // A ping to a window that is gone is an X error, which would end the test process.
        guard process.isRunning else { throw TestSupportError("the window exited before it was pinged") }
        let client = try XClient(display: display)
        defer { client.close() }
        let after = lineCount
        let since = Self.uptime()
        try client.ping(window)
        return try waitForEvent(after: after, timeout: timeout) { event in
            event["event"] as? String == "idle" && (event["uptime"] as? Double ?? 0) >= since
        }
    }

    /// Seconds on CLOCK_MONOTONIC, the clock of the window's `idle` lines.
    public static func uptime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Waits until no event matching `match` has arrived for `quiet` seconds, giving up
    /// `within` seconds from now, and returns how long the wait took: only where the quiet is
    /// what is tested (a frozen server, frames that must stop); a test that only lets the
    /// window settle waits for its `idle` line (`waitForIdle`).
    @discardableResult
    public func waitForQuiet(
        _ quiet: TimeInterval, within: TimeInterval,
        of match: ([String: Any]) -> Bool
    ) throws -> TimeInterval {
        let start = ProcessInfo.processInfo.systemUptime
        condition.lock()
        defer { condition.unlock() }
        // Lines already read arrived before `start`, so they cannot move `last`: parsing them
        // again on every call cost the bench milliseconds of a core right after each click,
        // the moment the window's next frame needed it.
        var scanned = lines.count
        var last = start
        while true {
            while scanned < lines.count {
                if let event = Self.parse(lines[scanned]), match(event) { last = max(last, arrivals[scanned]) }
                scanned += 1
            }
            let now = ProcessInfo.processInfo.systemUptime
            if now - last >= quiet { return now - start }
            if now - start > within {
                throw TestSupportError("still busy \(within) s later; last lines: \(lines.suffix(3))")
            }
            if isClosed { throw TestSupportError("the trace ended while waiting for quiet; stderr: \(stderrText)") }
            _ = condition.wait(until: Date().addingTimeInterval(min(last + quiet, start + within + 0.01) - now))
        }
    }

    /// Waits until the process's trace ends (it exited, or closed stdout), at most `timeout`
    /// seconds; past that the process is killed (SIGKILL), so no test can hang on it, and
    /// this throws. Returns how long the wait took.
    @discardableResult
    public func waitForEnd(timeout: TimeInterval) throws -> TimeInterval {
        let start = ProcessInfo.processInfo.systemUptime
        condition.lock()
        var ended = isClosed
        let deadline = Date().addingTimeInterval(timeout)
        while !ended && condition.wait(until: deadline) { ended = isClosed }
        ended = isClosed
        condition.unlock()
        guard ended else {
            kill(process.processIdentifier, SIGKILL)
            throw TestSupportError("the process did not end within \(timeout) s; killed")
        }
        return ProcessInfo.processInfo.systemUptime - start
    }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The number of trace lines so far, to wait for events after this point.
    public var lineCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return lines.count
    }

    /// Waits at most `timeout` seconds for the process to exit and returns its status; past
    /// that the process is killed (SIGKILL) and this throws, so a stuck program fails its
    /// test instead of hanging the suite.
    public func waitForExit(timeout: TimeInterval = 20) throws -> Int32 {
        let start = ProcessInfo.processInfo.systemUptime
        do {
            try waitForEnd(timeout: timeout)
        } catch {
            // waitForEnd has sent SIGKILL, so reaping the process cannot hang.
            process.waitUntilExit()
            throw error
        }
        // The trace ends at exit, so this is a moment: the kernel reaps right after closing stdout.
        while process.isRunning {
            guard ProcessInfo.processInfo.systemUptime - start < timeout else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw TestSupportError("the process closed its output but did not exit within \(timeout) s; killed")
            }
            usleep(2_000)
        }
        return process.terminationStatus
    }

    static func parse(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}

extension TraceProcess {
    /// Whether a parsed trace event has every field in `fields`, compared as JSON text:
    /// "true"/"false" match booleans, "null" matches null, anything else the value's text.
    public static func matches(_ event: [String: Any], _ fields: [String: String]) -> Bool {
        fields.allSatisfy { key, expected in
            let value = event[key]
            switch expected {
            case "null": return value is NSNull
            case "true", "false": return (value as? Bool) == (expected == "true")
            default: return value.map { "\($0)" } == expected
            }
        }
    }

    /// A matcher for the event called `name` with `fields`.
    public static func event(_ name: String, _ fields: [String: String] = [:]) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == name && matches($0, fields) }
    }
}
