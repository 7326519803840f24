import Glibc
import TabBarCairo
import TabBarLoading

/// Writes a command's text output whole or not at all: into a temporary file beside the
/// target, then renamed over it, so a reader never sees half a file and a failed write
/// leaves the old one. (The one place `export` writes; a shared writer can replace it.)
enum OutputText {
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        do {
            try FileSystem.write(text, to: temporary)
        } catch {
            unlink(temporary)
            throw UsageError("export: \(OutputFileError(path: path, reason: error.reason))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = InputFile.reason(errno)
            unlink(temporary)
            throw UsageError("export: \(OutputFileError(path: path, reason: reason))")
        }
    }
}
