import Glibc
import TabBarReview

/// `--control`'s standard input, read without blocking and cut into lines by a
/// `ControlLineSplitter`. A pipe, FIFO or terminal is reopened through /proc with O_NONBLOCK,
/// a new open file description, so the shell's or the parent's end keeps its flags (as the
/// trace's stdout is); anything else that could block gets the flag on the shared
/// description, and `close()` puts the old flags back.
final class ControlInput {
    let fd: Int32
    private var splitter = ControlLineSplitter()
    /// The flags to put back on a shared descriptor at `close()`; nil when none were changed.
    private let savedFlags: Int32?
    private let ownsDescriptor: Bool
    private var isClosed = false
    /// The last read took all there was (a short read, or EAGAIN): wait for readability.
    private(set) var isDrained = false
    /// Bytes read per `read` call.
    static let chunk = 64 << 10
    /// Bytes read per `fill`, so one turn of the loop reads at most this much: a refused
    /// line is skipped at 60 MiB/s, and a frame comes between turns.
    static let readBudget = 1 << 20

    init(fd input: Int32 = STDIN_FILENO) {
        var info = stat()
        let kind = fstat(input, &info) == 0 ? info.st_mode & S_IFMT : 0
        if kind == S_IFIFO || kind == S_IFCHR {
            let reopened = open("/proc/self/fd/\(input)", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if reopened >= 0 {
                fd = reopened
                ownsDescriptor = true
                savedFlags = nil
                return
            }
        }
        fd = input
        ownsDescriptor = false
        // A regular file never blocks; a socket (or a pipe without /proc) gets the flag.
        let flags = fcntl(input, F_GETFL)
        if kind != S_IFREG && flags >= 0 && flags & O_NONBLOCK == 0 {
            _ = fcntl(input, F_SETFL, flags | O_NONBLOCK)
            savedFlags = flags
        } else {
            savedFlags = nil
        }
    }

    deinit { close() }

    /// Puts the shared descriptor's flags back, or closes the reopened one.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if ownsDescriptor { _ = Glibc.close(fd) }
        if let savedFlags { _ = fcntl(fd, F_SETFL, savedFlags) }
    }

    /// Lines numbered so far, refused ones included.
    var lineCount: Int { splitter.lineCount }

    /// The input ended and every line was handed out.
    var hasEnded: Bool { splitter.isExhausted }

    /// The next line or refusal, reading (at most `readBudget` bytes) when no whole line waits.
    func next() -> ControlLineSplitter.Piece? {
        if let piece = splitter.next() { return piece }
        guard splitter.wantsBytes else { return nil }
        fill()
        return splitter.next()
    }

    /// Reads what is waiting, up to `readBudget` bytes, until a whole line is there.
    private func fill() {
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var budget = Self.readBudget
        isDrained = false
        while budget > 0 && splitter.wantsBytes {
            let wanted = min(buffer.count, budget)
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if count > 0 {
                // The splitter keeps at most one line's cap, so reading on costs no memory.
                splitter.append(buffer[..<count])
                budget -= count
                if count < wanted {
                    isDrained = true
                    return
                }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                splitter.end()
                return
            } else if errno == EAGAIN {
                isDrained = true
                return
            }
        }
    }
}
