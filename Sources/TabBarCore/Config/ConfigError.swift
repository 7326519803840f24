/// A problem in a configuration file, printed as one line that editors and terminals can
/// jump to: `demo.json:12:17: tabs[2].animation: unknown value "bonce"; valid: bounce, pop`.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name or path as the user gave it; nil for text that came from elsewhere.
    public var file: String?
    /// Where in the file the problem is; nil when it is not tied to one spot.
    public var location: SourceLocation?
    /// The key path of the offending value, such as "tabs[2].animation"; empty for the root
    /// and for syntax errors.
    public var keyPath: String
    /// What is wrong, as one phrase without the location or key path.
    public var message: String

    /// Creates an error; every part but the message is optional.
    public init(file: String? = nil, location: SourceLocation? = nil, keyPath: String = "", message: String) {
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// Wraps a syntax error from `JSONParser` so that it prints with the file name.
    public init(_ parse: JSONParseError, file: String?) {
        self.init(file: file, location: parse.location, keyPath: "", message: parse.message)
    }

    /// "FILE:LINE:COLUMN: KEYPATH: MESSAGE" on one line, leaving out the parts that are
    /// nil or empty. Control characters are escaped, and each part is elided in the middle
    /// when long (a file of 100, a key path of 100, a message of 280 characters), so the
    /// line stays one line under 500 characters however long a path, key or value is.
    public var description: String {
        func part(_ text: String, _ limit: Int) -> String {
            DiagnosticText.elided(DiagnosticText.oneLine(text), to: limit)
        }
        var prefix = ""
        if let file, !file.isEmpty { prefix += part(file, Self.maximumPathLength) + ":" }
        if let location { prefix += "\(location):" }
        var parts: [String] = prefix.isEmpty ? [] : [String(prefix.dropLast())]
        if !keyPath.isEmpty { parts.append(part(keyPath, Self.maximumPathLength)) }
        parts.append(part(message, Self.maximumMessageLength))
        return parts.joined(separator: ": ")
    }

    /// The longest file name or key path an error line shows.
    static let maximumPathLength = 100
    /// The longest message an error line shows.
    static let maximumMessageLength = 280
}
