import TabBarCore

extension KeyName {
    /// The name a script writes for a key ("Shift+Tab", "F12", "s"); nil when `parse` could not read it back.
    public static func name(_ key: Key, _ modifiers: KeyModifiers) -> String? {
        let base: String
        switch key {
        case .left: base = "Left"
        case .right: base = "Right"
        case .up: base = "Up"
        case .down: base = "Down"
        case .home: base = "Home"
        case .end: base = "End"
        case .tab: base = "Tab"
        case .enter: base = "Enter"
        case .space: base = "Space"
        case .escape: base = "Escape"
        case .backspace: base = "Backspace"
        case .function(let n): base = "F\(n)"
        case .character(let character): base = String(character)
        }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        let name = (parts + [base]).joined(separator: "+")
        guard let parsed = parse(name), parsed.0 == key, parsed.1 == modifiers else { return nil }
        return name
    }
}
