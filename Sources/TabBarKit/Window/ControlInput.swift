import Glibc

/// `--control`'s standard input, read without blocking when the loop says it is readable
/// and cut into lines; a last line without a newline still counts at the end of input.
final class ControlInput {
    let fd: Int32
    private var pending: [UInt8] = []
    /// Lines read so far, for the trace's `line` numbers.
    private(set) var lineCount = 0
    /// The longest line kept: a runaway line is cut off and reported, not buffered forever.
    static let maximumLine = 64 << 10

    init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Reads what is there; calls `line` for each whole line (numbered from 1). Returns
    /// false at the end of input.
    func drain(_ line: (Int, String) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count == 0 {
                if !pending.isEmpty { emit(pending, line) }
                pending = []
                return false
            }
            guard count > 0 else { return errno == EAGAIN || errno == EINTR }
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: 0x0A) {
                emit(Array(pending[..<newline]), line)
                pending.removeSubrange(...newline)
            }
            if pending.count > Self.maximumLine {
                emit(Array(pending.prefix(Self.maximumLine)), line)
                pending = []
            }
        }
    }

    private func emit(_ bytes: [UInt8], _ line: (Int, String) -> Void) {
        lineCount += 1
        line(lineCount, String(decoding: bytes, as: UTF8.self))
    }
}
