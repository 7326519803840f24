import CX11
import Glibc

/// A deadline for `XOpenDisplay`, which has none of its own: a server that accepts the
/// connection and never answers (a frozen Xvfb, a socket someone left listening) would keep it
/// waiting for ever. A thread of its own waits out the deadline; if the call has not returned
/// by then, it writes one line, runs the connection-lost action (the trace's exit line) and
/// ends the process with 1, as for any display that cannot be opened.
final class ConnectDeadline: @unchecked Sendable {
    /// How long the server has to answer.
    static let seconds = 5.0

    /// Written by `cancel()` to wake the waiting thread (an eventfd).
    private let fd: Int32
    private var thread = pthread_t()

    /// Starts waiting; nil when no thread could be made (the call then waits as Xlib does).
    init?(display name: String?, seconds: Double = ConnectDeadline.seconds) {
        fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard fd >= 0 else { return nil }
        let message =
            "\(ProgramName.current): error: cannot open X display \"\(name ?? "")\": the X server did not answer "
            + "within \(Int(seconds)) s; is it frozen, or is something else listening there?\n"
        let context = Unmanaged.passRetained(Context(fd: fd, seconds: seconds, message: message)).toOpaque()
        guard
            pthread_create(
                &thread, nil,
                { raw in
                    let context = Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue()
                    context.wait()
                    return nil
                }, context) == 0
        else {
            Unmanaged<Context>.fromOpaque(context).release()
            close(fd)
            return nil
        }
    }

    /// The call returned in time: the thread ends without a word.
    func cancel() {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
        pthread_join(thread, nil)
        close(fd)
    }

    private final class Context {
        let fd: Int32
        let seconds: Double
        let message: String

        init(fd: Int32, seconds: Double, message: String) {
            self.fd = fd
            self.seconds = seconds
            self.message = message
        }

        /// Waits for `cancel()` or the deadline; at the deadline, ends the process.
        func wait() {
            let clock = MonotonicClock()
            var cancel = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            while true {
                let left = seconds - clock.now()
                if left <= 0 { break }
                let ready = poll(&cancel, 1, Int32((left * 1000).rounded(.up)))
                if ready > 0 { return }
                if ready < 0 && errno != EINTR { return }
            }
            _ = message.withCString { write(2, $0, strlen($0)) }
            XErrorTrap.runConnectionLostAction()
            _exit(1)
        }
    }
}
