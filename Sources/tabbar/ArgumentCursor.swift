import TabBarCore

/// Walks the command line's arguments and reads option values with uniform errors.
struct ArgumentCursor {
    private var arguments: [String]
    private var index = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, consumed.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// Consumes the next argument when it is `word` (an option's optional value).
    mutating func take(_ word: String) -> Bool {
        guard index < arguments.count, arguments[index] == word else { return false }
        index += 1
        return true
    }

    /// The value of `option` (the argument after it), which must exist.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = next() else { throw UsageError("\(option) needs a value") }
        return value
    }

    /// A file path for `option`: not empty (an empty path would mean "no file" to some
    /// calls and the current folder to others).
    mutating func path(for option: String) throws(UsageError) -> String {
        let text = try value(for: option)
        guard !text.isEmpty else { throw UsageError("\(option): expected a file path, found \"\"") }
        return text
    }

    /// A number in `range` for `option`, written in decimal: `Double` alone would also take
    /// "0x10", "inf" and "nan".
    mutating func number(for option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        let text = try value(for: option)
        guard Self.isDecimal(text), let value = Double(text), value.isFinite else {
            throw UsageError("\(option): expected a number, found \"\(text)\"")
        }
        guard range.contains(value) else {
            throw UsageError(
                "\(option): must be between \(format(range.lowerBound)) and \(format(range.upperBound)), found \(text)")
        }
        return value
    }

    /// A whole number in `range` for `option`.
    mutating func integer(for option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let text = try value(for: option)
        guard Self.isDecimal(text), let value = Int(text) else {
            throw UsageError("\(option): expected a whole number, found \"\(text)\"")
        }
        guard range.contains(value) else {
            throw UsageError("\(option): must be between \(range.lowerBound) and \(range.upperBound), found \(text)")
        }
        return value
    }

    /// A `WxH` size with each side in 1...16384 for `option`.
    mutating func size(for option: String) throws(UsageError) -> (width: Int, height: Int) {
        let text = try value(for: option)
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isDecimal(parts[0]), Self.isDecimal(parts[1]),
            let width = Int(parts[0]), let height = Int(parts[1])
        else {
            throw UsageError(
                "\(option): expected WIDTHxHEIGHT such as \(Size.defaultWindow.commandLineText), found \"\(text)\"")
        }
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw UsageError("\(option): each side must be between 1 and 16384, found \"\(text)\"")
        }
        return (width, height)
    }

    /// True for a plain decimal number: an optional sign, digits with at most one decimal
    /// point, and an optional exponent, as in "-1.5e3". Not hex, not "inf", not "nan".
    static func isDecimal<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    private func format(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
