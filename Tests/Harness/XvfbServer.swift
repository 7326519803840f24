import Foundation

/// A private Xvfb server for one test, started on a free display and stopped (and
/// reaped) by `stop()` or when the object goes away.
public final class XvfbServer {
    public let display: String
    private let process: Process

    /// Starts `Xvfb -displayfd 1` and waits until it writes its display number, which it
    /// does once it accepts connections: no polling and no sleeps.
    public init(width: Int = 1280, height: Int = 1024) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [
            "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        // Read until the newline that ends the display number (or until Xvfb dies: EOF).
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            process.waitUntilExit()
            throw TestSupportError("Xvfb did not start (output: \(text.debugDescription))")
        }
        display = ":\(number)"
    }

    deinit {
        stop()
    }

    /// The server's process id, for fault injection.
    public var pid: Int32 { process.processIdentifier }

    /// Freezes the server (SIGSTOP): it keeps its connections but answers nothing.
    public func freeze() {
        kill(pid, SIGSTOP)
    }

    /// Lets a frozen server run again (SIGCONT).
    public func thaw() {
        kill(pid, SIGCONT)
    }

    /// Kills the server outright (SIGKILL), as a crash would, and reaps it.
    public func crash() {
        guard process.isRunning else { return }
        kill(pid, SIGKILL)
        process.waitUntilExit()
    }

    /// Stops the server and waits for it, so no process or zombie is left behind. A frozen
    /// server is thawed first, or it could not act on SIGTERM.
    public func stop() {
        guard process.isRunning else { return }
        thaw()
        process.terminate()
        process.waitUntilExit()
    }
}

/// A failure in the test harness itself.
public struct TestSupportError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
