import TabBarCore

/// Key names as scripts write them: "Right", "shift+tab", "alt+left", "F1", "s", "1".
public enum KeyName {
    /// Examples for error messages.
    public static let examples =
        "Left, Right, Up, Down, Home, End, Tab, Enter, Space, Escape, Backspace, F1…F12, a single character, with shift+/ctrl+/alt+"

    /// The key and modifiers a name stands for, or nil when it is not a key.
    public static func parse(_ name: String) -> (Key, KeyModifiers)? {
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

    static func key(_ name: String) -> Key? {
        switch name.lowercased() {
        case "left": return .left
        case "right": return .right
        case "up": return .up
        case "down": return .down
        case "home": return .home
        case "end": return .end
        case "tab": return .tab
        case "enter", "return": return .enter
        case "space": return .space
        case "escape", "esc": return .escape
        case "backspace": return .backspace
        default:
            if name.count == 1, let character = name.first { return .character(character) }
            let lower = name.lowercased()
            if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) { return .function(n) }
            return nil
        }
    }
}
