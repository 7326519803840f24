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
    /// A Lottie icon, drawn in place of `icon`: its frames are what the item's
    /// `LottieAnimation` plays.
    public var lottie: LottieIcon?
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
    /// The page at the root of the tab's navigation stack; nil picks one by position.
    public var page: PageSpec?
    /// How pages are pushed on this tab; nil uses the app's.
    public var pushTransition: TransitionKind?
    /// How this tab's modal page is presented; nil uses the app's.
    public var presentTransition: TransitionKind?
    /// Pages this tab pushes ask for the bar to hide (`hidesBottomBarWhenPushed`).
    public var detailHidesBar = false
    /// ES's irregular centre item: a round button that sticks out above the bar.
    public var isRaised = false
    /// ES's hijack: a tap plays the press effect and presents a modal instead of selecting.
    public var hijacksTap = false
    /// The "More" item UIKit adds when tabs overflow; its icon of three dots is drawn in code.
    public var isMoreItem = false

    /// A tab titled `title`, bouncing when selected unless told otherwise.
    public init(
        title: String, icon: ImageRef? = nil, selectedIcon: ImageRef? = nil,
        color: Color = .systemBlue, animation: any ItemAnimation = BounceAnimation(),
        isEnabled: Bool = true, badge: String? = nil
    ) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.color = color
        self.animation = animation
        self.isEnabled = isEnabled
        self.badge = badge
    }
}

extension TabItem {
    /// The icon a list of tabs shows (the More page): the icon, else the Lottie's
    /// unselected frame.
    public var listIcon: ImageRef? {
        icon ?? lottie.map { .lottie($0.path, frame: $0.drawnFrame($0.deselectedFrame)) }
    }
}
