import CX11
import Glibc

/// Delivers SIGINT and SIGTERM through a file descriptor the event loop polls, so a
/// signal ends the loop cleanly (trace line, exit code) instead of killing it mid-frame.
final class SignalDescriptor {
    let fd: Int32

    init?(signals: [Int32]) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        // Blocked signals are not delivered the usual way; signalfd hands them to us instead.
        pthread_sigmask(SIG_BLOCK, &mask, nil)
        fd = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard fd >= 0 else { return nil }
    }

    deinit {
        close(fd)
    }

    /// The signal number waiting on the descriptor, if any.
    func read() -> Int32? {
        var info = signalfd_siginfo()
        let count = Glibc.read(fd, &info, MemoryLayout<signalfd_siginfo>.size)
        return count == MemoryLayout<signalfd_siginfo>.size ? Int32(info.ssi_signo) : nil
    }
}
