import CCairo
import Glibc

/// A file that could not be written: an `-o` into a missing folder, onto a directory, onto
/// a full disk. It names the path and errno's reason; the command line exits 2 for it.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }
}

extension RasterSurface {
    /// Writes the surface as a PNG file through a descriptor of our own, so that a failure
    /// reports errno's reason (Cairo's own writer says only "error while writing to output
    /// stream"). A failed write removes the partial file.
    func writePNGFile(to path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "empty file name") }
        guard !path.utf8.contains(0) else { throw OutputFileError(path: path, reason: "the path holds a NUL byte") }
        // Non-blocking so that a FIFO with no reader fails at once instead of hanging;
        // the writes themselves then block as usual.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o644)
        guard fd >= 0 else { throw OutputFileError(path: path, reason: InputFile.reason(errno)) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var sink = DescriptorSink(fd: fd)
        cairo_surface_flush(surface)
        let status = withUnsafeMutablePointer(to: &sink) { pointer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = closure.assumingMemoryBound(to: DescriptorSink.self)
                    return sink.pointee.write(data, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
                }, pointer)
        }
        let closed = close(fd) == 0 ? 0 : errno
        let failure = sink.error != 0 ? sink.error : closed
        if failure != 0 || status != CAIRO_STATUS_SUCCESS {
            unlinkIfRegular(path)
            let reason = failure != 0 ? InputFile.reason(failure) : String(cString: cairo_status_to_string(status))
            throw OutputFileError(path: path, reason: reason)
        }
    }

    /// Removes a half-written regular file; devices such as /dev/full stay.
    private func unlinkIfRegular(_ path: String) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
    }
}

/// Where Cairo's PNG stream goes: a descriptor, and the first errno a write met.
private struct DescriptorSink {
    let fd: Int32
    var error: Int32 = 0

    mutating func write(_ data: UnsafePointer<UInt8>, count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = Glibc.write(fd, data + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                error = errno
                return false
            }
            done += n
        }
        return true
    }
}
