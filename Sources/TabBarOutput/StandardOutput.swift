import Glibc
import TabBarCore

/// Standard output as the commands that print (`list`, `schema`, `compare`, `--help`) write
/// it: every write is checked, so /dev/full or a closed stdout is an error (exit 2), not an
/// empty schema that `make schema` takes for a good one.
public enum StandardOutput {
    /// How messages name it: "cannot write standard output: no space left on device".
    public static let name = "standard output"

    /// Writes `text` to descriptor 1, all of it.
    ///
    /// - Throws: `FileFailure` with errno's reason.
    public static func write(_ text: String) throws(FileFailure) {
        var bytes = Array(text.utf8)
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(1, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                done += n
            }
        }
        if failure != 0 { throw FileFailure(writing: name, errno: failure) }
    }

    /// Keeps descriptors 0, 1 and 2 taken, so that no file the program opens lands on a closed
    /// one (a PNG written to "stdout" by `print`, a trace line into a GIF): a closed stream gets
    /// /dev/null opened the wrong way round, so reading stdin or writing stdout or stderr still
    /// fails (EBADF), as it would have. Call it first thing, before anything opens a file.
    public static func reserveClosedStreams() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let fd = open("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            if fd >= 0 && fd != descriptor {
                dup2(fd, descriptor)
                close(fd)
            }
        }
    }
}
