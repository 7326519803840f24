/// One tab of the bar: what it shows and how it moves.
public struct TabItem: Sendable {
    /// The title under the icon.
    public var title: String
    /// The unselected icon.
    public var icon: ImageRef?
    /// The selected icon; `nil` uses `icon` (the selected image is honoured, unlike Ramotion).
    public var selectedIcon: ImageRef?
    /// A flip-book for the `frames` animation: the first frame is the unselected icon,
    /// the last the selected one.
    public var frames: [ImageRef] = []
    /// The item's colour: its block under the colourful mask, and its page's accent.
    public var color: Color
    /// The animation played when the item is selected.
    public var animation: any ItemAnimation
    /// Disabled items draw at alpha 0.5 and ignore taps (Ramotion).
    public var isEnabled: Bool
    /// The badge: nil hides it, "" shows a dot, anything else is shown as text (a number
    /// above the badge's cap shows as "99+"). "0" is shown: RDV's rule that hides it is not copied.
    public var badge: String?
    /// Colours, fonts, backgrounds and offsets that differ from the bar's.
    public var appearance = ItemAppearance()

    public init(title: String, icon: ImageRef? = nil, selectedIcon: ImageRef? = nil,
                color: Color = .systemBlue, animation: any ItemAnimation = BounceAnimation(),
                isEnabled: Bool = true, badge: String? = nil) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.color = color
        self.animation = animation
        self.isEnabled = isEnabled
        self.badge = badge
    }
}
