import Glibc

/// An output that could not be written: an `-o` into a missing folder, onto a directory, into
/// a FIFO nobody reads, onto a full disk, or standard output on /dev/full. It names the path
/// and errno's reason; the command line exits 2 for it.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output that failed, as the user named it.
    public var path: String
    /// Why, from errno: e.g. "No space left on device".
    public var reason: String

    /// A failure to write `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error for errno `code` met while writing `path`.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: SystemError.reason(code))
    }

    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }
}

/// errno's messages as the program prints them.
public enum SystemError {
    /// errno's message in lower case, to fit inside a sentence: "no such file or directory".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
