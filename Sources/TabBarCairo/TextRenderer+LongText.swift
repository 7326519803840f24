/// Text of any length lays out in bounded time (issue 46: a 1 MB title hung the window and
/// `render`). No line shows more than a few thousand characters, so only the first
/// `maximumScalars` of a text are ever laid out; a text cut there ends in "…" wherever it is
/// drawn or measured. Truncation then measures the text once and narrows by bisection, so a
/// title costs a dozen layouts of at most that many characters, whatever its length.
extension TextRenderer {
    /// The most Unicode scalars of one text laid out: more than the widest window (16384 px)
    /// shows at the smallest font.
    public static let maximumScalars = 4096

    /// `text` as laid out: itself, or its first `maximumScalars` scalars, ending on a whole
    /// character where one ends within them (200,000 combining marks on one letter are one
    /// character: it is cut inside). `isCut` says the rest was left out.
    static func layoutText(_ text: String) -> (text: String, isCut: Bool) {
        // Native strings know their UTF-8 length at once; a scalar takes at least a byte.
        guard text.utf8.count > maximumScalars else { return (text, false) }
        let head = text.unicodeScalars.prefix(maximumScalars + 1)
        guard head.count > maximumScalars else { return (text, false) }
        let cut = String(String.UnicodeScalarView(head.dropLast()))
        // The last character may continue past the cut: drop it, unless it is the only one.
        let whole = cut.count > 1 ? String(cut.dropLast()) : cut
        return (whole, true)
    }

    /// The longest prefix of `characters` that, with trailing spaces dropped and "…" after it,
    /// is at most `width` wide (by `fits`), found by bisection; "…" alone when none is.
    static func longestFittingPrefix(_ characters: [Character], fits: (String) -> Bool) -> String {
        // Invariant: a prefix of `low` characters fits (0 always does: "…" is drawn anyway);
        // one of `high` does not, or is the whole text.
        var low = 0, high = characters.count
        var best = "…"
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = ellipsized(characters[..<middle])
            if fits(candidate) {
                low = middle
                best = candidate
            } else {
                high = middle - 1
            }
        }
        return low == 0 ? "…" : best
    }

    /// `prefix` without trailing spaces, then "…".
    static func ellipsized(_ prefix: ArraySlice<Character>) -> String {
        var text = String(prefix)
        while text.last == " " { text.removeLast() }
        return text + "…"
    }
}
