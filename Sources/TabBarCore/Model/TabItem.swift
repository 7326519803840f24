/// One tab of the bar: what it shows and how it moves.
public struct TabItem: Sendable {
    /// The title under the icon.
    public var title: String
    /// The unselected icon; its alpha is the mask when drawn as a template.
    public var icon: ImageRef?
    /// The selected icon; `nil` uses `icon` (the selected image is honoured, unlike Ramotion).
    public var selectedIcon: ImageRef?
    /// The item's colour: its block under the colourful mask, and its page accent.
    public var color: Color
    /// The animation played when the item is selected.
    public var animation: any ItemAnimation
    /// Disabled items draw at alpha 0.5 and ignore taps (Ramotion).
    public var isEnabled: Bool

    public init(title: String, icon: ImageRef? = nil, selectedIcon: ImageRef? = nil,
                color: Color = .systemBlue, animation: any ItemAnimation = BounceAnimation(),
                isEnabled: Bool = true) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.color = color
        self.animation = animation
        self.isEnabled = isEnabled
    }
}
