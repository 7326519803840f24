extension ObjectReader {
    /// The key path of `key` inside the value at `base`: "bar" at the root, "tabs[2].title"
    /// below it.
    ///
    /// Keys that are not plain words (letters, digits, `_`, `-`) are written in brackets
    /// and quotes, `style["font size"]`, so that a key containing "." or "[" cannot make a
    /// path ambiguous.
    public static func path(_ base: String, key: String) -> String {
        let isWord =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy { scalar in
                scalar == "_" || scalar == "-" || scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil
            }
        if !isWord { return base + "[" + DiagnosticText.quoted(key) + "]" }
        return base.isEmpty ? key : base + "." + key
    }

    /// The key path of element `index` (0-based) of the array at `base`: "tabs[2]".
    public static func path(_ base: String, index: Int) -> String {
        base + "[\(index)]"
    }
}
