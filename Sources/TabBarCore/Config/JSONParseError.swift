/// Why a JSON text could not be parsed, and where.
///
/// `message` is one lower-case phrase with no location in it, for example
/// "expected ',' or '}' after an object member"; `ConfigError` adds the file name and
/// location when it prints the error.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as one phrase.
    public var message: String
    /// The character at which the problem was detected (the end of the text for a
    /// premature end, the opening quote for an unterminated string).
    public var location: SourceLocation

    /// Creates an error.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// "line:column: message".
    public var description: String { "\(location): \(message)" }
}
