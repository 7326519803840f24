import Glibc
import TabBarCore

/// The one way the program writes a file (PNG, GIF, JSON, XML, and whatever comes later: CSV,
/// HTML, Lottie, a configuration written back): whole or not at all.
///
/// Bytes go to a temporary file in the destination's folder (`.NAME.XXXXXX.tmp`), which
/// `commit()` fsyncs and renames over the destination, so a reader sees the old file or the
/// new one, never half of one, and a failure (a full disk, a signal, a crash) leaves the old
/// file as it was. A destination that is a symbolic link keeps the link: the file it points to
/// is replaced. A destination that is a FIFO or a character device (`/dev/null`, `/dev/full`,
/// a shell's `>(…)`) is written directly; it is opened without blocking, so a FIFO that
/// nobody reads fails at once instead of hanging. A directory, a socket or a block device is
/// refused.
///
/// Not thread-safe: one thread writes a file (a signal's `PendingOutputs.settle` may remove
/// its temporary file from another).
public final class OutputFile {
    /// The path as given, for messages.
    public let path: String
    /// The file renamed over, or the device written (a symbolic link resolved).
    private let destination: String
    /// The temporary file, while it exists; nil for a FIFO or device written directly.
    private var temporary: PendingOutputs.Temporary?
    private var fd: Int32
    /// The first write error; every later write and the commit fail with it.
    public private(set) var failure: FileFailure?
    /// Bytes written so far.
    public private(set) var count = 0

    /// Opens `path` for writing: a temporary file beside it, or the FIFO or device itself.
    ///
    /// - Throws: `FileFailure` for an empty path, a NUL byte, a directory, a folder that
    ///   cannot be written, a FIFO with no reader, or any other errno (its reason).
    public init(path: String) throws(FileFailure) {
        self.path = path
        guard !path.isEmpty else { throw FileFailure(writing: path, reason: "empty file name") }
        guard !path.utf8.contains(0) else { throw FileFailure(writing: path, reason: "the path holds a NUL byte") }
        let target = try Destination(path)
        destination = target.path
        if target.isDirect {
            fd = try Self.openDirect(target.path, shownAs: path)
        } else {
            let made = try PendingOutputs.createTemporary(beside: target.path, mode: target.mode, shownAs: path)
            fd = made.fd
            temporary = made.temporary
        }
    }

    deinit {
        discard()
    }

    /// Appends `bytes`.
    ///
    /// - Throws: `FileFailure` with errno's reason (the first failure sticks).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileFailure) {
        if let failure { throw failure }
        guard fd >= 0 else { throw FileFailure(writing: path, reason: "the file is already closed") }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                let error = FileFailure(writing: path, errno: errno)
                failure = error
                throw error
            }
            done += n
        }
        count += done
    }

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) throws(FileFailure) {
        let failure = bytes.withUnsafeBytes { raw -> FileFailure? in
            do throws(FileFailure) {
                try write(raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Appends `text` as UTF-8.
    public func write(_ text: String) throws(FileFailure) {
        try write(Array(text.utf8))
    }

    /// Makes the file the destination: fsync, close, rename over it (and fsync the folder, so
    /// the rename survives a crash). On failure the temporary file is removed and the old
    /// destination stays as it was.
    public func commit() throws(FileFailure) {
        if let failure {
            discard()
            throw failure
        }
        guard fd >= 0 else { throw FileFailure(writing: path, reason: "the file is already closed") }
        // A FIFO or a device cannot be synced (EINVAL); only a regular file's data must be on disk.
        if temporary != nil, fsync(fd) != 0 {
            let error = FileFailure(writing: path, errno: errno)
            discard()
            throw error
        }
        let closed = close(fd)
        let closeError = errno
        fd = -1
        if closed != 0 && closeError != EINTR {
            discard()
            throw FileFailure(writing: path, errno: closeError)
        }
        guard let temporary else { return }
        self.temporary = nil
        if let reason = PendingOutputs.rename(temporary, to: destination) {
            throw FileFailure(writing: path, reason: reason)
        }
    }

    /// Abandons the file: closes it and removes the temporary one, so the destination stays
    /// as it was. Calling it again, or after `commit()`, does nothing.
    public func discard() {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if let temporary {
            PendingOutputs.remove(temporary)
            self.temporary = nil
        }
    }

    /// Writes `bytes` to `path` whole, replacing it.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        let file = try OutputFile(path: path)
        try file.write(bytes)
        try file.commit()
    }

    /// Writes `text` to `path` whole, replacing it.
    public static func write(_ text: String, to path: String) throws(FileFailure) {
        try write(Array(text.utf8), to: path)
    }

    /// Opens a FIFO or a character device without blocking (a FIFO with no reader is ENXIO at
    /// once), then makes its writes block as usual.
    private static func openDirect(_ path: String, shownAs shown: String) throws(FileFailure) -> Int32 {
        while true {
            let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                return fd
            }
            let code = errno
            if code == EINTR { continue }
            if code == ENXIO { throw FileFailure(writing: shown, reason: "no process is reading the FIFO") }
            throw FileFailure(writing: shown, errno: code)
        }
    }
}

/// Where an output goes, as the file system has it now.
private struct Destination {
    /// The path renamed over or written (a symbolic link followed).
    var path: String
    /// A FIFO or character device, written in place.
    var isDirect = false
    /// The permissions the new file takes: the old file's, or nil (0666 less the umask).
    var mode: mode_t?

    init(_ given: String) throws(FileFailure) {
        path = given
        var info = stat()
        guard stat(given, &info) == 0 else {
            let code = errno
            // A new file; a dangling link is replaced by the file.
            guard code == ENOENT else { throw FileFailure(writing: given, errno: code) }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            mode = info.st_mode & 0o7777
            path = Self.resolved(given)
        case S_IFIFO, S_IFCHR:
            isDirect = true
        case S_IFDIR:
            throw FileFailure(writing: given, errno: EISDIR)
        case S_IFSOCK:
            throw FileFailure(writing: given, reason: "not a regular file (it is a socket)")
        default:
            throw FileFailure(writing: given, reason: "not a regular file (it is a block device)")
        }
    }

    /// `path` with symbolic links resolved, so the rename replaces the file a link points to
    /// and keeps the link; `path` itself when it is no link.
    private static func resolved(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else {
            return path
        }
        defer { free(real) }
        return String(cString: real)
    }
}
