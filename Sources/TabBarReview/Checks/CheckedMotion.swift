import TabBarCore

/// One motion a configuration configures, as `tabbar check` plays and names it: the recipe
/// that plays it in a headless window, the key that configured it, and the part of the
/// frame that is its own.
public struct CheckedMotion {
    /// How to play it from the window's own inputs (taps, navigation), as the window would.
    public var recipe: MotionRecipe
    /// The key that configures it: `tabs[2].animation`, `navigation.push`, `bar.indicator`.
    public var key: [ConfigSource.Step]
    /// What the key says (or the default says): "bounce", "push", "colorful-mask".
    public var value: String
    /// What it does: "select", "pop", "to item 3".
    public var role: String
    /// Where the key is written; nil for a configuration that has no file.
    public var place: ConfigSource.Place?

    /// A motion played by `recipe`, configured by `key` to `value`, playing `role`; `place`
    /// is set later from the parsed file, when there is one.
    public init(
        recipe: MotionRecipe, key: [ConfigSource.Step], value: String, role: String,
        place: ConfigSource.Place? = nil
    ) {
        self.recipe = recipe
        self.key = key
        self.value = value
        self.role = role
        self.place = place
    }

    /// `tabs[2].animation "bounce" (select)`; a motion the file does not write says it is
    /// the default, and its place is the closest enclosing key.
    public var label: String {
        let isDefault = place.map { !$0.isWritten } ?? false
        let path = key.isEmpty ? "" : ConfigSource.path(key) + " "
        return "\(path)\"\(value)\" (\(role)\(isDefault ? ", the default" : ""))"
    }

    /// What moves, for the checks: which layers are its own and which checks apply.
    public var scope: MotionScope {
        switch recipe.motion {
        case .item(_, let slot): .item(slot: slot)
        case .indicator: .indicator
        case .transition(_, let role, _): .transition(role)
        }
    }
}

extension MotionRecipe {
    /// When the motion began, from what the window traced since its input (nil when nothing
    /// says so: a motion without a duration traces neither its begin nor its end).
    func beginTime(in trace: ArraySlice<TraceEvent>) -> Double? {
        for event in trace {
            switch (motion, event) {
            case (.item(let role, let slot), .animation(let a))
            where a.phase == .begin && a.index == slot && a.kind.rawValue == role.rawValue:
                return a.time
            case (.transition(_, let role, _), .transition(_, let traced, .begin, let time)) where traced == role:
                return time
            case (.indicator, .animation(let a)) where a.phase == .begin && a.kind == .indicator:
                return a.time
            default:
                continue
            }
        }
        return nil
    }
}
