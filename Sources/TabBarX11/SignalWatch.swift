import CX11
import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, delivered to the event loop through a descriptor it
/// polls, so a signal ends the loop cleanly (trace line, exit code) instead of mid-frame.
///
/// A thread of its own reads the signals, so that one still counts when the loop is stuck in
/// a call to a frozen X server: if the process has not ended `grace` seconds after a signal,
/// that thread runs `forcedExit` (which must not wait on anything) and ends the process with
/// 128 + the signal. Blocking SIGQUIT also keeps the Swift runtime's crash handler, which
/// would print a fake "Program crashed" report, from ever seeing it.
public final class SignalWatch: Sendable {
    /// The signals the window handles.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Readable once a signal has come (an eventfd).
    let fd: Int32
    private let signalFD: Int32
    private let received = Atomic<Int32>(0)

    /// Blocks the handled signals in the calling thread and in every thread it starts
    /// afterwards. Call it first thing, before anything starts a thread: a thread that does
    /// not block a signal may receive it the default way.
    public static func blockHandledSignals() {
        var mask = Self.mask()
        pthread_sigmask(SIG_BLOCK, &mask, nil)
    }

    /// Without a watch, the signals must not stay blocked: their default action ends the
    /// process, which beats ignoring them.
    static func unblockHandledSignals() {
        var mask = Self.mask()
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    private static func mask() -> sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in handled { sigaddset(&mask, signal) }
        return mask
    }

    /// Starts watching; nil when the descriptors or the thread cannot be made.
    public init?(grace: Double = 0.5, forcedExit: @escaping @Sendable (Int32) -> Void = { _ in }) {
        Self.blockHandledSignals()
        var mask = Self.mask()
        signalFD = signalfd(-1, &mask, Int32(SFD_CLOEXEC))
        fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard signalFD >= 0, fd >= 0 else {
            Self.unblockHandledSignals()
            return nil
        }
        let context = Box(watch: self, grace: grace, forcedExit: forcedExit)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let context = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            context.watch.watch(grace: context.grace, forcedExit: context.forcedExit)
            return nil
        }, Unmanaged.passRetained(context).toOpaque())
        guard started == 0 else {
            Self.unblockHandledSignals()
            return nil
        }
        pthread_detach(thread)
    }

    private final class Box {
        let watch: SignalWatch
        let grace: Double
        let forcedExit: @Sendable (Int32) -> Void

        init(watch: SignalWatch, grace: Double, forcedExit: @escaping @Sendable (Int32) -> Void) {
            self.watch = watch
            self.grace = grace
            self.forcedExit = forcedExit
        }
    }

    /// The watching thread: the first signal wakes the loop, then the grace period runs.
    private func watch(grace: Double, forcedExit: @Sendable (Int32) -> Void) {
        var info = signalfd_siginfo()
        while read(signalFD, &info, MemoryLayout<signalfd_siginfo>.size) != MemoryLayout<signalfd_siginfo>.size {
            guard errno == EINTR else { return }
        }
        let signal = Int32(info.ssi_signo)
        received.store(signal, ordering: .sequentiallyConsistent)
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let nanoseconds = Int(grace * 1e9) + deadline.tv_nsec
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
        // Still here: the loop is stuck (a frozen X server); end without it.
        forcedExit(signal)
        _exit(128 + signal)
    }

    /// The signal that came, if any.
    func take() -> Int32? {
        let signal = received.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }
}
