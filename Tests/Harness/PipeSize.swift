import Glibc

/// Pipe buffer sizes, for tests of slow readers. F_SETPIPE_SZ is Linux-only and needs
/// _GNU_SOURCE, which Swift's Glibc module does not define: its value is spelled out.
public enum PipeSize {
    static let setPipeSize: Int32 = 1024 + 7

    /// Makes the pipe behind `fd` hold `bytes` (rounded up to a page by the kernel);
    /// returns the size the kernel set, or -1.
    @discardableResult
    public static func set(_ fd: Int32, to bytes: Int32) -> Int32 {
        fcntl(fd, setPipeSize, bytes)
    }
}
