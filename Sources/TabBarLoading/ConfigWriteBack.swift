import Glibc
import TabBarCore
import TabBarOutput

/// Writes an edited configuration back over its file (the timeline panel's `S`) through the
/// program's one atomic writer (`OutputFile`: a temporary file beside it, synced, renamed over
/// it, the file's permissions and a symbolic link kept), so the file is at every moment the old
/// text or the new one and `--watch` sees one save. A file that is gone, or that is read-only,
/// is refused rather than replaced: a rename would go through a read-only file's permission.
public enum ConfigWriteBack {
    /// Replaces the file at `path` with `bytes`; a failure says why in a few words for the
    /// panel's message line ("cannot save demo.json: it is read-only").
    public static func write(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw refusal(path, errno == ENOENT ? "the file is gone" : SystemError.reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(path, "it is not a regular file") }
        // Read-only by its mode, for everyone: even a process that may write it anyway (root)
        // leaves it as its owner marked it.
        guard info.st_mode & 0o222 != 0 else { throw refusal(path, "it is read-only") }
        guard access(path, W_OK) == 0 else {
            throw refusal(
                path, errno == EACCES || errno == EROFS ? "it is read-only" : SystemError.reason(errno))
        }
        do throws(FileFailure) {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw refusal(path, error.reason)
        }
    }

    /// A Save of `path` refused for `reason`.
    private static func refusal(_ path: String, _ reason: String) -> FileFailure {
        FileFailure(path: path, reason: reason, access: .save)
    }
}
