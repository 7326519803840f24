/// A file that could not be read, printed as "PATH: REASON": the one error type for input
/// files (`InputFile.Failure` in TabBarCairo, and `GIFReader`'s). The core only carries it;
/// the reading happens in those modules (outputs fail with TabBarOutput's `OutputFileError`).
public struct FileFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why, as a phrase that fits after "PATH: ".
    public var reason: String

    /// A failure to read `path`, for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "PATH: REASON".
    public var description: String { "\(path): \(reason)" }
}
