import Glibc
import TabBarCore
import TabBarOutput

/// Writes an edited configuration back over its file (the timeline panel's `S`) through the
/// program's one atomic writer (`OutputFile`: a temporary file beside it, synced, renamed over
/// it, the file's permissions and a symbolic link kept), so the file is at every moment the old
/// text or the new one and `--watch` sees one save. A file that is gone, or that is read-only,
/// is refused rather than replaced: a rename would go through a read-only file's permission.
public enum ConfigWriteBack {
    /// Why the file was not written, in words for the panel's message line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The file that was not written, as the panel was given it.
        public var path: String
        /// Why not, in a few words ("it is read-only", "the file is gone").
        public var reason: String

        /// "cannot save demo.json: it is read-only".
        public var description: String { "cannot save \(path): \(reason)" }
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(path: path, reason: errno == ENOENT ? "the file is gone" : SystemError.reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "it is not a regular file") }
        // Read-only by its mode, for everyone: even a process that may write it anyway (root)
        // leaves it as its owner marked it.
        guard info.st_mode & 0o222 != 0 else { throw Failure(path: path, reason: "it is read-only") }
        guard access(path, W_OK) == 0 else {
            throw Failure(
                path: path, reason: errno == EACCES || errno == EROFS ? "it is read-only" : SystemError.reason(errno))
        }
        do throws(FileFailure) {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
    }
}
