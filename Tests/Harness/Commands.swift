import Foundation

/// Runs other programs for tests: the built executable, xdotool and friends.
public enum Commands {
    /// The directory holding the built products (`.build/debug` or `.build/release`):
    /// the test bundle runs from there.
    public static var productsDirectory: URL {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On Linux the test runner is `<Package>PackageTests.xctest` inside the products folder.
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("tabbar").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// The path of the built `tabbar` executable.
    public static var tabbar: String { productsDirectory.appendingPathComponent("tabbar").path }

    /// The outcome of a finished command.
    public struct Result {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs `executable` to completion with DISPLAY set to `display`.
    /// A process for `executable` (a bare name is looked up in /usr/bin) with DISPLAY set to
    /// `display` (nil removes it), `extra` environment, stdin closed and both outputs piped.
    public static func process(
        _ executable: String, _ arguments: [String], display: String?, directory: String?,
        environment extra: [String: String] = [:]
    ) -> (process: Process, out: Pipe, err: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/" + executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment.merge(extra) { _, new in new }
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        return (process, out, err)
    }

    /// Runs `executable` to completion, at most `timeout` seconds: past that it is killed
    /// (SIGKILL) and this throws, so a stuck command fails its test instead of hanging the suite.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], display: String? = nil,
        directory: String? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        let (process, out, err) = Self.process(executable, arguments, display: display, directory: directory)
        try process.run()
        let timedOut = Locked(false)
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem {
            timedOut.set(true)
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Read both pipes fully before waiting, so a chatty child cannot block on a full pipe.
        let errorData = Locked(Data())
        let errorRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorData.set(err.fileHandleForReading.readDataToEndOfFile())
            errorRead.signal()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        errorRead.wait()
        if timedOut.value {
            throw TestSupportError("\(executable) \(arguments) did not finish within \(timeout) s; killed")
        }
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// A value written once by another thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    func set(_ value: Value) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
