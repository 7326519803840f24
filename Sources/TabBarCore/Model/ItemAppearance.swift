/// How one item looks when it differs from the bar's style; `nil` means "as the bar".
/// Covers RDV's per-state titles, images and backgrounds and its position adjustments.
public struct ItemAppearance: Sendable {
    /// Draw icons as templates in the state's tint, or in their own colours.
    public var rendering: IconRendering = .template
    public var textColor: Color?
    public var selectedTextColor: Color?
    public var iconColor: Color?
    public var selectedIconColor: Color?
    public var titleFont: FontSpec?
    public var selectedTitleFont: FontSpec?
    /// Backgrounds filling the item's slot, per state; an image wins over a colour.
    public var background: Color?
    public var selectedBackground: Color?
    public var backgroundImage: ImageRef?
    public var selectedBackgroundImage: ImageRef?
    /// Position adjustments in logical pixels (RDV's `titlePositionAdjustment` and friends).
    public var titleOffset: Point = .zero
    public var imageOffset: Point = .zero
    public var badgeOffset: Point = .zero
    /// An item taller than the bar sticks out above it (RDV's `itemHeight`); nil uses the bar's height.
    public var height: Double?
    /// The badge's look; nil uses the bar's.
    public var badgeStyle: BadgeStyle?

    public init() {}
}

/// Whether an icon is a mask filled with a tint or keeps its own colours.
public enum IconRendering: String, Sendable, CaseIterable {
    /// UIKit's `.alwaysTemplate`: the alpha is the mask and the fill is the state's tint.
    case template
    /// UIKit's `.alwaysOriginal` (Ramotion when `iconColor` is clear).
    case original
}
