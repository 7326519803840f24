/// A file that could not be read or written: the one error type for files, input and output
/// alike (configurations, images, Lottie files, PNGs, GIFs, reports, standard output). It
/// names the path and the reason; the command line exits 2 for it. The core only carries it:
/// the reading happens in TabBarCairo's `InputFile` and TabBarLottie, the writing in
/// TabBarOutput's `OutputFile` (which adds the errno initializer).
public struct FileFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether the file was being read or written, which decides how the failure is said.
    public enum Access: Equatable, Sendable {
        /// An input: printed "PATH: REASON".
        case read
        /// An output: printed "cannot write PATH: REASON".
        case write
        /// A file written over from an editor's Save, which keeps the edits when it fails:
        /// printed "cannot save PATH: REASON".
        case save
    }

    /// The path as given.
    public var path: String
    /// Why, as a phrase that fits after "PATH: ".
    public var reason: String
    /// Read or written.
    public var access: Access

    /// A file that could not be read.
    public init(path: String, reason: String) {
        self.init(path: path, reason: reason, access: .read)
    }

    /// A file that could not be written.
    public init(writing path: String, reason: String) {
        self.init(path: path, reason: reason, access: .write)
    }

    /// A file that could not be read or written, as `access` says.
    public init(path: String, reason: String, access: Access) {
        self.path = path
        self.reason = reason
        self.access = access
    }

    /// "PATH: REASON" for an input, "cannot write PATH: REASON" for an output, "cannot save
    /// PATH: REASON" for a Save.
    public var description: String {
        switch access {
        case .read: "\(path): \(reason)"
        case .write: "cannot write \(path): \(reason)"
        case .save: "cannot save \(path): \(reason)"
        }
    }
}
