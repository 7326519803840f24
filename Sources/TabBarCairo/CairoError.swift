/// A Cairo failure, as a one-line message.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    /// What failed and why, printed as the error's one line.
    public var description: String

    /// An error that prints `description` as it is.
    public init(_ description: String) {
        self.description = description
    }
}
