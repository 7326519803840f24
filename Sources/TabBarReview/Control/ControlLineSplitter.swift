/// Cuts the `--control` byte stream into lines, holding at most `maximumLine` bytes of a line
/// that has not ended. A longer line is refused once, as soon as it passes the cap, and the
/// rest of it is skipped up to its newline: a 100 MB line costs one error and 64 KiB of memory.
/// Pure: the host feeds what it read (`append`), says when the input ended (`end`), and takes
/// lines one at a time (`next`), so it decides how many it handles per frame.
public struct ControlLineSplitter: Sendable {
    /// What `next` hands out, numbered from 1 in input order.
    public enum Piece: Hashable, Sendable {
        /// A whole line, without its newline (the last one may lack it at the end of input).
        case line(number: Int, text: String)
        /// Line `number` passed `maximumLine` bytes before its newline; it is skipped.
        case tooLong(number: Int)
    }

    /// The longest line kept: 64 KiB holds any real command.
    public static let defaultMaximumLine = 64 << 10

    /// The longest line kept, in bytes; longer lines are refused whole.
    public let maximumLine: Int
    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet handed out.
    private var start = 0
    /// Bytes from `start` already searched for a newline.
    private var scanned = 0
    /// The line being read was refused: bytes go until its newline.
    public private(set) var isSkipping = false
    /// The input ended; no more bytes come.
    public private(set) var hasEnded = false
    /// Lines handed out or refused so far.
    public private(set) var lineCount = 0

    /// A splitter keeping lines of up to `maximumLine` bytes (at least 1).
    public init(maximumLine: Int = ControlLineSplitter.defaultMaximumLine) {
        self.maximumLine = max(1, maximumLine)
    }

    /// Bytes held for a line that has not ended (at most `maximumLine`).
    public var pendingBytes: Int { buffer.count - start }

    /// Whether reading more could help: the input goes on and no whole line or refusal waits.
    public var wantsBytes: Bool { !hasEnded && refused == nil && scanned == pendingBytes }

    /// The input ended and everything in it was handed out.
    public var isExhausted: Bool { hasEnded && pendingBytes == 0 && refused == nil }

    /// A refused line's number, handed out by the next `next()`.
    private var refused: Int?

    /// Adds bytes read from the input. A line that passes `maximumLine` is refused here, so
    /// no more than that is ever held, however much is appended at once.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        guard !hasEnded else { return }
        var bytes = Array(bytes)[...]
        if isSkipping {
            // A refused line's bytes are never kept: only what follows its newline.
            guard let newline = Self.newline(in: bytes) else { return }
            isSkipping = false
            bytes = bytes[(newline + 1)...]
        }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
        if let newline = Self.newline(in: buffer[(start + scanned)...]) {
            scanned = newline - start
        } else {
            scanned = pendingBytes
            if pendingBytes > maximumLine { refusePending() }
        }
    }

    /// The input ended: a last line without a newline still counts.
    public mutating func end() {
        hasEnded = true
        isSkipping = false
    }

    /// The next line or refusal, or nil until more bytes come (or for good, at the end).
    public mutating func next() -> Piece? {
        if let number = refused {
            refused = nil
            return .tooLong(number: number)
        }
        if let newline = Self.newline(in: buffer[(start + scanned)...]) {
            let text = buffer[start..<newline]
            start = newline + 1
            lineCount += 1
            // A long line that came with its newline in one read is refused all the same.
            let piece =
                text.count > maximumLine
                ? Piece.tooLong(number: lineCount)
                : Piece.line(number: lineCount, text: String(decoding: text, as: UTF8.self))
            scanned = Self.newline(in: buffer[start...]).map { $0 - start } ?? pendingBytes
            // What is left may already be a line past the cap: refused now, after this piece.
            if scanned == pendingBytes && pendingBytes > maximumLine { refusePending() }
            return piece
        }
        guard hasEnded, pendingBytes > 0 else { return nil }
        let text = buffer[start...]
        lineCount += 1
        let piece = Piece.line(number: lineCount, text: String(decoding: text, as: UTF8.self))
        discardPending()
        return piece
    }

    /// The index of the first newline in `bytes`: a plain loop over the memory, which stays
    /// fast in a debug build (the generic `firstIndex(of:)` does not, over 100 MB).
    static func newline(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { memory -> Int? in
            guard let base = memory.baseAddress else { return nil }
            var index = 0
            while index < memory.count {
                if base[index] == 0x0A { return bytes.startIndex + index }
                index &+= 1
            }
            return nil
        }
    }

    /// The line being read passed the cap: it is numbered and refused, its bytes dropped, and
    /// the rest of it skipped up to its newline.
    private mutating func refusePending() {
        lineCount += 1
        refused = lineCount
        isSkipping = true
        discardPending()
    }

    private mutating func discardPending() {
        buffer.removeAll(keepingCapacity: buffer.capacity <= 2 * maximumLine)
        start = 0
        scanned = 0
    }
}
