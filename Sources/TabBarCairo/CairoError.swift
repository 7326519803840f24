/// A Cairo failure, as a one-line message.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
