/// Readers for bare values, usable on array elements as well as on members. Each takes the
/// value's key path and the file name so its errors are complete without help.
extension ObjectReader {
    /// The string value of `node`, or "expected a string, found …".
    public static func readString(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> String {
        guard case .string(let value) = node.value else { throw typeMismatch(expected: "a string", node, path, file) }
        return value
    }

    /// A file path at `node`: a string that is not empty and holds no NUL byte, which the
    /// system would take as the end of the path and silently open another file.
    public static func readPath(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> String {
        let text = try readString(node, path, file)
        guard !text.isEmpty else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path, message: "expected a file path, found \"\"")
        }
        guard !text.unicodeScalars.contains("\0") else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path,
                message: "a file path cannot hold a NUL byte (\\u0000), found \(DiagnosticText.quoted(text))")
        }
        return text
    }

    /// The number value of `node`, checked against `range` when one is given.
    ///
    /// - Throws: "expected a number, found …" or "must be between 0 and 1, found 1.5".
    public static func readDouble(
        _ node: JSONNode, _ path: String, _ file: String?,
        range: ClosedRange<Double>? = nil
    ) throws(ConfigError) -> Double {
        guard case .number(let value) = node.value else { throw typeMismatch(expected: "a number", node, path, file) }
        if let range, !range.contains(value) {
            throw outOfRange(
                DiagnosticText.number(range.lowerBound), DiagnosticText.number(range.upperBound),
                found: value, node, path, file)
        }
        return value
    }

    /// The integer value of `node`, checked against `range` when one is given. A number
    /// with a fractional part, such as 1.5, is rejected rather than rounded.
    ///
    /// - Throws: "expected an integer, found 1.5", "must be between 1 and 16384, found 0",
    ///   or "integer 1e+300 is out of range" when there is no range and it does not fit `Int`.
    public static func readInt(
        _ node: JSONNode, _ path: String, _ file: String?,
        range: ClosedRange<Int>? = nil
    ) throws(ConfigError) -> Int {
        let value = try readDouble(node, path, file)
        guard value == value.rounded() else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path,
                message: "expected an integer, found \(DiagnosticText.number(value))")
        }
        guard let integer = Int(exactly: value), range?.contains(integer) ?? true else {
            guard let range else {
                throw ConfigError(
                    file: file, location: node.location, keyPath: path,
                    message: "integer \(DiagnosticText.number(value)) is out of range")
            }
            throw outOfRange("\(range.lowerBound)", "\(range.upperBound)", found: value, node, path, file)
        }
        return integer
    }

    /// The boolean value of `node`, or "expected a boolean, found …".
    public static func readBool(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> Bool {
        guard case .bool(let value) = node.value else { throw typeMismatch(expected: "a boolean", node, path, file) }
        return value
    }

    /// The elements of the array `node`, or "expected an array, found …".
    public static func readArray(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> [JSONNode] {
        guard case .array(let elements) = node.value else { throw typeMismatch(expected: "an array", node, path, file) }
        return elements
    }

    /// The array `node` with every element read by `element`, which gets each element and
    /// its key path ("tabs[2]"). Errors name the first bad element; like
    /// `optional(_:_:)`, a `ConfigError` from `element` is completed with the file, the
    /// element's location and path, and any other error is wrapped.
    public static func readArray<T>(
        _ node: JSONNode, _ path: String, _ file: String?,
        element: (JSONNode, String) throws -> T
    ) throws(ConfigError) -> [T] {
        let elements = try readArray(node, path, file)
        var values: [T] = []
        values.reserveCapacity(elements.count)
        for (index, item) in elements.enumerated() {
            let itemPath = Self.path(path, index: index)
            values.append(
                try completing(file: file, location: item.location, keyPath: itemPath) {
                    try element(item, itemPath)
                })
        }
        return values
    }

    /// Runs `body`, turning whatever it throws into a `ConfigError` and filling in the
    /// parts the error leaves out, so closures can throw short errors.
    static func completing<T>(
        file: String?, location: SourceLocation, keyPath: String,
        _ body: () throws -> T
    ) throws(ConfigError) -> T {
        do {
            return try body()
        } catch {
            var completed = error as? ConfigError ?? ConfigError(message: String(describing: error))
            if completed.file == nil { completed.file = file }
            if completed.location == nil { completed.location = location }
            if completed.keyPath.isEmpty { completed.keyPath = keyPath }
            throw completed
        }
    }

    /// The string value of `node`, which must be one of `choices` (compared exactly).
    ///
    /// - Throws: `unknown value "bonce"; valid: bounce, pop; did you mean "bounce"?`
    ///   (the suggestion only when a choice is within two edits). The valid choices are
    ///   listed nearest first and cut with "…" so the line stays short.
    public static func readChoice(
        _ node: JSONNode, _ path: String, _ file: String?,
        from choices: [String]
    ) throws(ConfigError) -> String {
        let value = try readString(node, path, file)
        guard choices.contains(value) else {
            var message =
                "unknown value \(DiagnosticText.quoted(value)); valid: " + DiagnosticText.choices(choices, near: value)
            if let suggestion = SpellingSuggestion.closest(to: value, in: choices) {
                message += "; did you mean \(DiagnosticText.quoted(suggestion))?"
            }
            throw ConfigError(file: file, location: node.location, keyPath: path, message: message)
        }
        return value
    }

    /// "expected a number, found a string" at `node`.
    static func typeMismatch(expected: String, _ node: JSONNode, _ path: String, _ file: String?) -> ConfigError {
        ConfigError(
            file: file, location: node.location, keyPath: path,
            message: "expected \(expected), found \(node.value.typeName)")
    }

    private static func outOfRange(
        _ lower: String, _ upper: String, found value: Double,
        _ node: JSONNode, _ path: String, _ file: String?
    ) -> ConfigError {
        ConfigError(
            file: file, location: node.location, keyPath: path,
            message: "must be between \(lower) and \(upper), found \(DiagnosticText.number(value))")
    }
}
