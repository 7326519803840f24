import Foundation
import Glibc

/// Runs a program to its end and reports its peak resident memory, as the kernel counted it
/// for that child alone (`wait4`'s `ru_maxrss`): what a memory bound is checked against,
/// without sampling /proc while it runs.
public enum PeakMemory {
    /// The outcome: exit status (128 + N after signal N), peak RSS in KiB, and stderr.
    public struct Result {
        public var status: Int32
        public var peakKiB: Int
        public var standardError: String
    }

    /// Runs `executable` with `arguments` (stdin and stdout on /dev/null, stderr kept), at most
    /// `timeout` seconds: past that it is killed and this throws.
    public static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> Result {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UUID().uuidString).txt").path
        defer { unlink(errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw TestSupportError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let timedOut = Locked(false)
        let watchdog = DispatchWorkItem { [pid] in
            timedOut.set(true)
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        watchdog.cancel()
        if timedOut.value {
            throw TestSupportError("\(executable) \(arguments) did not finish within \(timeout) s; killed")
        }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return Result(status: code, peakKiB: usage.ru_maxrss, standardError: text)
    }
}
