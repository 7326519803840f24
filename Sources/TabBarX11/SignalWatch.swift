import CX11
import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, delivered to the event loop through a descriptor it
/// polls, so a signal ends the loop cleanly (trace line, exit code) instead of mid-frame.
///
/// A thread of its own reads the signals, so that one still counts when the loop is stuck in
/// a call to a frozen X server: if the process has not ended `grace` seconds after a signal,
/// that thread runs `forcedExit` (which must not wait on anything) and ends the process with
/// 128 + the signal, unless `stop()` came first. Blocking SIGQUIT also keeps the Swift
/// runtime's crash handler, which would print a fake "Program crashed" report, from ever
/// seeing it.
public final class SignalWatch: Sendable {
    /// The signals the window handles.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Readable once a signal has come (an eventfd).
    let fd: Int32
    private let signalFD: Int32
    /// Written by `stop()` to wake the watching thread (an eventfd).
    private let stopFD: Int32
    private let received = Atomic<Int32>(0)
    private let thread = Atomic<UInt>(0)
    private let stopped = Atomic<Bool>(false)

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

    /// Starts watching; nil when the descriptors or the thread cannot be made. The default
    /// grace leaves the loop time to end cleanly after a busy frame, and leaves `forcedExit` (which
    /// finishes a GIF capture with the frames already encoded: 0.15 s for a 1920×1080 frame in
    /// a debug build on a loaded 2-core machine) room to end the process within a second.
    public init?(grace: Double = 0.5, forcedExit: @escaping @Sendable (Int32) -> Void = { _ in }) {
        Self.blockHandledSignals()
        var mask = Self.mask()
        signalFD = signalfd(-1, &mask, Int32(SFD_CLOEXEC))
        fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        stopFD = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard signalFD >= 0, fd >= 0, stopFD >= 0 else {
            // Returning nil runs deinit, which closes what was opened.
            Self.unblockHandledSignals()
            return nil
        }
        let context = Box(watch: self, grace: grace, forcedExit: forcedExit)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                let context = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                context.watch.watch(grace: context.grace, forcedExit: context.forcedExit)
                return nil
            }, Unmanaged.passRetained(context).toOpaque())
        guard started == 0 else {
            Unmanaged.passUnretained(context).release()
            Self.unblockHandledSignals()
            return nil
        }
        self.thread.store(thread, ordering: .sequentiallyConsistent)
    }

    /// Ends the watching thread, waits for it and closes the descriptors: what a host that
    /// runs windows one after another (`TabBarWindow.run()`) calls once its loop has ended,
    /// so no idle thread is left behind. A signal's forced exit that is still pending is
    /// called off: it guards a loop stuck in a frozen X server, and the loop has ended.
    /// The signals stay blocked; the caller puts its own mask back. Calling it again does
    /// nothing.
    public func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        var one: UInt64 = 1
        _ = write(stopFD, &one, 8)
        pthread_join(thread.load(ordering: .sequentiallyConsistent), nil)
        closeDescriptors()
    }

    deinit {
        // The thread holds the watch while it runs, so here it has ended or never started.
        guard !stopped.load(ordering: .sequentiallyConsistent) else { return }
        let thread = thread.load(ordering: .sequentiallyConsistent)
        if thread != 0 { pthread_detach(thread) }
        closeDescriptors()
    }

    private func closeDescriptors() {
        for descriptor in [signalFD, fd, stopFD] where descriptor >= 0 { close(descriptor) }
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

    /// The watching thread: the first signal wakes the loop, then the grace period runs;
    /// `stop()` ends it at either point.
    private func watch(grace: Double, forcedExit: @Sendable (Int32) -> Void) {
        guard let signal = nextSignal() else { return }
        received.store(signal, ordering: .sequentiallyConsistent)
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
        guard !isStopped(within: grace) else { return }
        // Still here: the loop is stuck (a frozen X server); end without it.
        forcedExit(signal)
        _exit(128 + signal)
    }

    /// The next signal's number; nil once `stop()` is called (or the descriptor fails).
    private func nextSignal() -> Int32? {
        var fds = [
            pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0),
        ]
        let size = MemoryLayout<signalfd_siginfo>.size
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if fds[1].revents != 0 { return nil }
            guard fds[0].revents != 0 else { continue }
            var info = signalfd_siginfo()
            if read(signalFD, &info, size) == size { return Int32(info.ssi_signo) }
            guard errno == EINTR else { return nil }
        }
    }

    /// Waits up to `seconds` for `stop()`; true when it came.
    private func isStopped(within seconds: Double) -> Bool {
        let clock = MonotonicClock()
        var stop = pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)
        while true {
            let left = seconds - clock.now()
            guard left > 0 else { return false }
            let ready = poll(&stop, 1, Int32((left * 1000).rounded(.up)))
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }

    /// The signal that came, if any.
    func take() -> Int32? {
        let signal = received.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }
}
