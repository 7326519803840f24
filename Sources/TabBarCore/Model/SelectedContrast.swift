/// Keeps the selected icon and title visible against what is behind them.
///
/// 3:1 is WCAG's minimum for UI parts. Behind the selected item is its own selected
/// background, or the colourful mask's block in the item's colour, or the pill's tint, or
/// the bar. A configuration that leaves the selected colours at their defaults gets an ink
/// that reaches 3:1 there; one whose own colours fall short is named in one warning line.
public enum SelectedContrast {
    /// WCAG's minimum contrast for user-interface parts.
    public static let minimum = 3.0

    /// The opaque colour behind tab `index`'s selected icon and title.
    public static func backdrop(of index: Int, in configuration: AppConfiguration) -> Color {
        let bar = configuration.bar
        let barColor = bar.background.composited(over: configuration.pageBackground.composited(over: .white))
        let tab = configuration.tabs[index]
        if let selected = tab.appearance.selectedBackground { return selected.composited(over: barColor) }
        switch bar.indicator {
        case .colorfulMask: return tab.color.composited(over: barColor)
        case .pill:
            let tint = bar.indicatorColor ?? tab.appearance.selectedIconColor ?? bar.selectedIconColor
            return tint.withAlpha(0.16 * tint.alpha).composited(over: barColor)
        case .bottomLine, .none: return barColor
        }
    }

    /// Gives every tab whose selected colours are the bar's defaults an ink with 3:1 on its
    /// backdrop: white where white reaches it (white on iOS blue), else black or white,
    /// whichever contrasts more.
    public static func applyDefaults(to configuration: inout AppConfiguration) {
        let defaults = BarStyle()
        for index in configuration.tabs.indices {
            let backdrop = self.backdrop(of: index, in: configuration)
            let ink = Color.white.contrastRatio(with: backdrop) >= minimum ? Color.white : backdrop.contrastingInk
            var look = configuration.tabs[index].appearance
            if look.selectedIconColor == nil, configuration.bar.selectedIconColor == defaults.selectedIconColor,
                defaults.selectedIconColor.contrastRatio(with: backdrop) < minimum
            {
                look.selectedIconColor = ink
            }
            if look.selectedTextColor == nil, configuration.bar.selectedTextColor == defaults.selectedTextColor,
                defaults.selectedTextColor.contrastRatio(with: backdrop) < minimum
            {
                look.selectedTextColor = ink
            }
            configuration.tabs[index].appearance = look
        }
    }

    /// The keys whose selected colours fall under 3:1 on their backdrop, with the ratio,
    /// e.g. `tabs[4].selectedIconColor (1.8:1 on #EEBB00)`; empty when every pair is legible.
    /// Icons drawn in their own colours (`original`) are not tinted, so they are not checked.
    public static func shortfalls(in configuration: AppConfiguration) -> [String] {
        var found: [String] = []
        for (index, tab) in configuration.tabs.enumerated() {
            let backdrop = self.backdrop(of: index, in: configuration)
            let look = tab.appearance
            var pairs: [(String, Color, Bool)] = [
                (
                    "selectedTextColor", look.selectedTextColor ?? configuration.bar.selectedTextColor,
                    look.selectedTextColor != nil
                )
            ]
            if look.rendering == .template {
                pairs.insert(
                    (
                        "selectedIconColor", look.selectedIconColor ?? configuration.bar.selectedIconColor,
                        look.selectedIconColor != nil
                    ), at: 0)
            }
            for (key, color, own) in pairs {
                let ratio = color.composited(over: backdrop).contrastRatio(with: backdrop)
                guard ratio < minimum else { continue }
                let name = own ? "tabs[\(index)].\(key)" : "bar.\(key) on tabs[\(index)]"
                found.append("\(name) (\(Double(Int(ratio * 10)) / 10):1 on \(backdrop.hexString))")
            }
        }
        return found
    }

    /// One warning line for `file`, or nil when every selected icon and title is legible.
    public static func warning(for configuration: AppConfiguration, file: String) -> String? {
        let found = shortfalls(in: configuration)
        guard !found.isEmpty else { return nil }
        return "warning: \(file): selected colours under 3:1 contrast: " + found.joined(separator: ", ")
    }
}
