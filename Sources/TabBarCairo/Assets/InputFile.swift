import Glibc
import TabBarCore
import TabBarOutput

/// Reads an input file (a configuration, a script, an image) whole, without ever blocking:
/// the file is opened non-blocking and must be a regular file, so a FIFO, a device or a
/// directory put where an icon should be is an error instead of a hang. The checks and the
/// read use one descriptor, so a file swapped by a rename in between cannot slip through.
public enum InputFile {
    /// Why a file could not be read: `reason` is a lower-case phrase such as "no such file
    /// or directory" or "not a regular file (it is a FIFO)".
    public typealias Failure = FileFailure

    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// - Throws: `Failure` for an empty path, a path holding a NUL byte, an open or read
    ///   error (errno's reason), a file that is not regular, or one larger than `limit`.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = try open(path)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        if let kind = kind(of: info.st_mode) {
            throw Failure(path: path, reason: "not a regular file (it is \(kind))")
        }
        guard Int(info.st_size) <= limit else { throw tooLarge(path, Int(info.st_size), limit) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew since fstat; read on, up to the limit.
                guard count <= limit else { throw tooLarge(path, count, limit) }
                bytes += [UInt8](repeating: 0, count: max(4096, count))
            }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: reason(errno))
            }
            count += n
        }
        guard count <= limit else { throw tooLarge(path, count, limit) }
        return Array(bytes[..<count])
    }

    /// Opens `path` read-only and non-blocking: opening a FIFO with no writer returns at
    /// once, where a blocking open would wait forever.
    private static func open(_ path: String) throws(Failure) -> Int32 {
        guard !path.isEmpty else { throw Failure(path: path, reason: "empty file name") }
        guard !path.utf8.contains(0) else {
            throw Failure(path: path, reason: "the path holds a NUL byte")
        }
        while true {
            let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            if fd >= 0 { return fd }
            if errno != EINTR { throw Failure(path: path, reason: reason(errno)) }
        }
    }

    /// What a file that is not regular is, as "a FIFO"; nil for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// errno's message in lower case, to fit inside a sentence: "no such file or directory".
    public static func reason(_ code: Int32) -> String {
        SystemError.reason(code)
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limit: Int) -> Failure {
        Failure(path: path, reason: "the file is \(size) bytes or more; at most \(limit) are read")
    }
}
