/// How one item looks when it differs from the bar's style; `nil` means "as the bar".
/// Covers RDV's per-state titles, images and backgrounds and its position adjustments.
public struct ItemAppearance: Sendable {
    /// Draw icons as templates in the state's tint, or in their own colours.
    public var rendering: IconRendering = .template
    /// The title's colour while unselected.
    public var textColor: Color?
    /// The title's colour while selected.
    public var selectedTextColor: Color?
    /// The tint of a template icon while unselected.
    public var iconColor: Color?
    /// The tint of a template icon while selected.
    public var selectedIconColor: Color?
    /// The title's font while unselected.
    public var titleFont: FontSpec?
    /// The title's font while selected.
    public var selectedTitleFont: FontSpec?
    /// A colour filling the item's slot while unselected; `backgroundImage` wins over it.
    public var background: Color?
    /// A colour filling the item's slot while selected; `selectedBackgroundImage` wins over it.
    public var selectedBackground: Color?
    /// An image filling the item's slot while unselected.
    public var backgroundImage: ImageRef?
    /// An image filling the item's slot while selected.
    public var selectedBackgroundImage: ImageRef?
    /// Moves the title from its laid-out place, in logical pixels (RDV's
    /// `titlePositionAdjustment`).
    public var titleOffset: Point = .zero
    /// Moves the icon from its laid-out place, in logical pixels (RDV's `imagePositionAdjustment`).
    public var imageOffset: Point = .zero
    /// Moves the badge from its place, in logical pixels (RDV's `badgePositionAdjustment`).
    public var badgeOffset: Point = .zero
    /// An item taller than the bar sticks out above it (RDV's `itemHeight`); nil uses the bar's height.
    public var height: Double?
    /// The badge's look; nil uses the bar's.
    public var badgeStyle: BadgeStyle?

    /// An appearance that changes nothing: every item looks as the bar says.
    public init() {}
}

/// Whether an icon is a mask filled with a tint or keeps its own colours.
public enum IconRendering: String, Sendable, CaseIterable {
    /// UIKit's `.alwaysTemplate`: the alpha is the mask and the fill is the state's tint.
    case template
    /// UIKit's `.alwaysOriginal` (Ramotion when `iconColor` is clear).
    case original
}
