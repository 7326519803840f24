import Glibc
import TabBarCairo

/// Writes an edited configuration back over its file (the timeline panel's `S`): into a
/// temporary file beside it, synced, then renamed over it, so that the file is at every moment
/// either the old text or the new one, and `--watch` sees one save. The file's permissions
/// stay. A file that is gone, or that this process may not write, is refused rather than
/// replaced (a rename would go through a read-only file's permission).
///
/// When the shared atomic writer (`TabBarOutput`) lands, this becomes a call to it.
public enum ConfigWriteBack {
    /// Why the file was not written, in words for the panel's message line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String

        /// "cannot save demo.json: it is read-only".
        public var description: String { "cannot save \(path): \(reason)" }
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(path: path, reason: errno == ENOENT ? "the file is gone" : InputFile.reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "it is not a regular file") }
        // Read-only by its mode, for everyone: even a process that may write it anyway (root)
        // leaves it as its owner marked it.
        guard info.st_mode & 0o222 != 0 else { throw Failure(path: path, reason: "it is read-only") }
        guard access(path, W_OK) == 0 else {
            throw Failure(
                path: path, reason: errno == EACCES || errno == EROFS ? "it is read-only" : InputFile.reason(errno))
        }
        let directory = FileSystem.directory(of: path)
        var template = Array((directory + "/." + FileSystem.fileName(of: path) + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(path: path, reason: "cannot write beside it: " + InputFile.reason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = fchmod(fd, info.st_mode & 0o7777) == 0 ? 0 : errno
        if failure == 0 { failure = writeAll(bytes, to: fd) }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(path: path, reason: InputFile.reason(failure))
        }
        // The rename itself reaches the disk with the folder.
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Writes every byte; 0, or errno of the failure.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += n
        }
        return 0
    }
}
