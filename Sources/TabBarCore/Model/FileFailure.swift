/// A file that could not be read or written, printed as "PATH: REASON": the one error type
/// for input files (`InputFile.Failure` in TabBarCairo) and GIFs (`GIFError` in TabBarGIF).
/// The core only carries it; the reading and writing happen in those modules.
public struct FileFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why, as a phrase that fits after "PATH: ".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "PATH: REASON".
    public var description: String { "\(path): \(reason)" }
}
