/// A position in a text file, used to point configuration errors at the offending spot.
///
/// Both numbers are 1-based. `column` counts Unicode scalars on the line, not bytes, so a
/// value after `"首页", ` is reported where an editor's cursor would be (editors that count
/// grapheme clusters differ only after combining marks or emoji sequences). A line ends at
/// `\n`, `\r\n` (one break, not two) or a lone `\r`. A UTF-8 byte order mark at the start of
/// the file takes no column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a location; both numbers are 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    /// "line:column", the form compilers and editors understand.
    public var description: String { "\(line):\(column)" }

    /// Orders locations by line, then column, so errors can be sorted in file order.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
