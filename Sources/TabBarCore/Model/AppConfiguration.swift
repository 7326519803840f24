/// Everything the demo window shows, as read from a configuration file.
public struct AppConfiguration: Sendable {
    /// The window title.
    public var title: String = "AnimatedTabBar"
    /// The bar's tabs, left to right; more than five put the rest under UIKit's "More".
    public var tabs: [TabItem]
    /// The bar's look.
    public var bar = BarStyle()
    /// The page area's background colour.
    public var pageBackground = Color(hex: 0xF2F2F7)
    /// The tab selected at start.
    public var initialIndex: Int = 0
    /// How pages push, present and switch.
    public var navigation = NavigationSettings()
    /// Replace motion with short cross-fades (`--reduce-motion`, GTK's gtk-enable-animations off).
    public var reduceMotion = false
    /// A device's status bar and home indicator drawn over everything (`--device-overlay`).
    public var deviceOverlay: DevicePreset?
    /// The page kinds tabs may show (the decoder's catalog); tabs without a page take its
    /// default roots.
    public var pages = PageCatalog.builtIn

    /// A configuration of `tabs` with every other setting at its default.
    public init(tabs: [TabItem]) {
        self.tabs = tabs
    }
}
