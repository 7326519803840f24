import Glibc
import Synchronization
import TabBarKit

/// The trace's way out to stdout. Lines go through a bounded buffer and are written only as
/// far as the reader takes them at once, so a reader that stops reading (`tabbar --trace |
/// sleep 120`) never stops the window: the event loop polls `pollDescriptor` for room.
///
/// When the buffer is full, lines are dropped and counted; once it has drained to half, a
/// `trace-lost` line with the count goes first, like perf's LOST records. A Mutex guards the
/// state because a forced exit (see `SignalWatch`) writes the `exit` line from another thread.
final class TraceOutput: Sendable {
    /// At least 8 MiB, as promised in docs/control.md.
    static let defaultCapacity = 8 << 20

    /// How stdout is written without blocking.
    enum Mode {
        /// A pipe or terminal reopened with O_NONBLOCK: a new open file description, so the
        /// shell's or the parent's end keeps its own flags.
        case nonBlocking(Int32)
        /// A socket: `send` with MSG_DONTWAIT.
        case socket(Int32)
        /// A regular file (or anything else): local, so plain writes never wait on a reader.
        case blocking(Int32)
    }

    private struct State {
        var mode: Mode
        let capacity: Int
        var bytes: [UInt8] = []
        /// The first byte of `bytes` not yet written.
        var head = 0
        var lost = 0
        var isDropping = false
        /// The reader is gone (EPIPE): nothing more can be written.
        var isClosed = false
        var hasEnded = false

        var buffered: Int { bytes.count - head }
    }

    private let state: Mutex<State>
    /// The descriptor to poll for POLLOUT while lines wait.
    let fd: Int32
    /// Whether `fd` was opened here (a reopened pipe), so it is closed here too.
    private let ownsDescriptor: Bool

    /// Writes to `standardOutput`, holding at most `capacity` bytes for a slow reader.
    init(fd standardOutput: Int32 = 1, capacity: Int = TraceOutput.defaultCapacity) {
        // A vanished reader must end the trace, not the program.
        signal(SIGPIPE, SIG_IGN)
        let mode = Self.mode(for: standardOutput)
        switch mode {
        case .nonBlocking(let fd), .socket(let fd), .blocking(let fd): self.fd = fd
        }
        ownsDescriptor = fd != standardOutput
        state = Mutex(State(mode: mode, capacity: capacity))
    }

    deinit {
        if ownsDescriptor { close(fd) }
    }

    static func mode(for fd: Int32) -> Mode {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .blocking(fd) }
        switch info.st_mode & S_IFMT {
        case S_IFSOCK:
            return .socket(fd)
        case S_IFIFO, S_IFCHR:
            let reopened = open("/proc/self/fd/\(fd)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if reopened >= 0 { return .nonBlocking(reopened) }
            // No /proc: set the flag on the shared description; better than blocking.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            return .nonBlocking(fd)
        default:
            return .blocking(fd)
        }
    }

    /// Queues one line (without its newline) and writes what the reader takes now.
    func send(_ line: String) {
        state.withLock { state in
            Self.enqueue(line, into: &state)
            Self.write(&state)
        }
    }

    /// Whether lines wait for the reader.
    var hasPending: Bool {
        state.withLock { $0.buffered > 0 || $0.isDropping }
    }

    /// Writes what the reader takes now (the loop calls this when the descriptor has room).
    func flush() {
        state.withLock { Self.write(&$0) }
    }

    /// The last line, `line` (the `exit` event). Lines already queued are written while the
    /// reader keeps taking them, for at most `drainTime` seconds and never waiting longer than
    /// 50 ms for progress; then `line` is written only if the reader takes it at once. Returns
    /// how many lines were lost in all. Only the first call writes anything.
    @discardableResult
    func end(with line: String, drainTime: Double = 0.25) -> Int {
        state.withLock { state in
            guard !state.hasEnded else { return 0 }
            state.hasEnded = true
            let deadline = Self.now() + drainTime
            while state.buffered > 0 && !state.isClosed {
                let before = state.buffered
                Self.write(&state)
                let left = deadline - Self.now()
                if state.buffered == 0 || state.isClosed || left <= 0 { break }
                var fd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&fd, 1, Int32(min(left, 0.05) * 1000) + 1) <= 0 && state.buffered == before { break }
            }
            state.isDropping = false
            Self.enqueue(line, into: &state)
            Self.write(&state)
            let unwritten = state.bytes[state.head...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return state.lost + unwritten
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func enqueue(_ line: String, into state: inout State) {
        guard !state.isClosed else { return }
        let size = line.utf8.count + 1
        if state.isDropping {
            guard state.buffered <= state.capacity / 2 else {
                state.lost += 1
                return
            }
            state.isDropping = false
            append(lostLine(state.lost), to: &state)
            state.lost = 0
        }
        guard state.buffered + size <= state.capacity else {
            state.isDropping = true
            state.lost += 1
            return
        }
        append(line, to: &state)
    }

    static func lostLine(_ count: Int) -> String {
        #"{"event":"trace-lost","count":\#(count)}"#
    }

    private static func append(_ line: String, to state: inout State) {
        state.bytes.append(contentsOf: line.utf8)
        state.bytes.append(0x0A)
    }

    /// Writes until the reader would block; a drained buffer starts again at its beginning,
    /// so steady tracing touches no more memory than one burst needs, and keeps none of a
    /// big burst's once it has drained.
    private static func write(_ state: inout State) {
        while state.buffered > 0 && !state.isClosed {
            let mode = state.mode
            let head = state.head
            let n = state.bytes.withUnsafeBytes { raw -> Int in
                let start = raw.baseAddress! + head, count = raw.count - head
                switch mode {
                case .nonBlocking(let fd), .blocking(let fd): return Glibc.write(fd, start, count)
                case .socket(let fd): return Glibc.send(fd, start, count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                }
            }
            if n > 0 {
                state.head += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                // EAGAIN: the reader is full; anything else (EPIPE): it is gone, and what
                // waits is dropped, so that the loop stops polling a dead descriptor.
                if n == 0 || errno != EAGAIN && errno != EWOULDBLOCK {
                    state.isClosed = true
                    state.bytes.removeAll()
                    state.head = 0
                    state.isDropping = false
                }
                break
            }
        }
        if state.buffered == 0 {
            // Kept while small, so steady tracing allocates nothing; a buffer that grew for a
            // slow reader (up to the capacity, 8 MiB) is given back once drained.
            state.bytes.removeAll(keepingCapacity: state.bytes.capacity <= 64 << 10)
            state.head = 0
            // Space has returned: say what was lost before the next line.
            if state.isDropping && !state.isClosed {
                state.isDropping = false
                append(lostLine(state.lost), to: &state)
                state.lost = 0
                write(&state)
            }
        } else if state.head >= state.capacity / 2 {
            state.bytes.removeFirst(state.head)
            state.head = 0
        }
    }
}
