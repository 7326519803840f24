import Glibc
import TabBarCore

/// errno's messages as the program prints them.
public enum SystemError {
    /// errno's message in lower case, to fit inside a sentence: "no such file or directory".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

extension FileFailure {
    /// An output that could not be written for errno `code`: an `-o` into a missing folder,
    /// onto a directory, into a FIFO nobody reads, onto a full disk, or standard output on
    /// /dev/full.
    public init(writing path: String, errno code: Int32) {
        self.init(writing: path, reason: SystemError.reason(code))
    }
}
