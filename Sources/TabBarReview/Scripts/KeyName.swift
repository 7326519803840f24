import TabBarCore

/// Key names as scripts write them: "Right", "shift+tab", "alt+left", "F1", "s", "1".
public enum KeyName {
    /// Examples for error messages.
    public static let examples =
        "Left, Right, Up, Down, Home, End, Tab, Enter, Space, Escape, Backspace, F1…F12, a single character (\"+\" or Plus for plus), with shift+/ctrl+/alt+"

    /// The key and modifiers a name stands for, or nil when it is not a key.
    public static func parse(_ name: String) -> (Key, KeyModifiers)? {
        // The plus key alone: the one name the modifiers' "+" would otherwise split.
        if name == "+" { return (.character("+"), []) }
        var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "shift++" means the plus key with shift.
        if name.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            default: return nil
            }
        }
        guard let key = key(last) else { return nil }
        return (key, modifiers)
    }

    /// The keys with names, lowercased (names are read ignoring case).
    static let named: [(name: String, key: Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("tab", .tab), ("enter", .enter), ("return", .enter), ("space", .space), ("escape", .escape),
        ("esc", .escape), ("backspace", .backspace), ("plus", .character("+")), ("minus", .character("-")),
    ]

    /// The modifiers' names, lowercased.
    static let modifierNames = ["shift", "ctrl", "control", "alt"]

    static func key(_ name: String) -> Key? {
        let lower = name.lowercased()
        if let found = named.first(where: { $0.name == lower }) { return found.key }
        if name.count == 1, let character = name.first { return .character(character) }
        let digits = lower.dropFirst()
        if lower.hasPrefix("f"), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let n = Int(digits), (1...12).contains(n)
        {
            return .function(n)
        }
        return nil
    }
}
