/// The look of the bar as a whole.
public struct BarStyle: Sendable {
    /// Height of the item row in logical pixels; 49 is the iOS and Ramotion height.
    public var height: Double = 49
    /// Extra space under the items that stands in for the iPhone safe area.
    public var bottomPadding: Double = 0
    /// Insets of the item row inside the bar (RDV `contentEdgeInsets`).
    public var contentInsets: EdgeInsets = .zero
    public var background: Color = Color(hex: 0xF9F9F9)
    /// The 1-pixel line along the bar's top edge; `nil` draws none.
    public var hairline: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.18)
    /// Which selection indicator the bar draws.
    public var indicator: IndicatorKind = .colorfulMask
    /// Icon box size; Ramotion falls back to 30×30, ES uses 23×23.
    public var iconSize: Double = 26
    public var titleFont = FontSpec(size: 11, weight: .medium)
    /// Unselected title and icon colour; Ramotion's default #828C99.
    public var textColor = Color(hex: 0x828C99)
    public var iconColor = Color(hex: 0x828C99)
    /// Selected title and icon colour; Ramotion's default is iOS system blue.
    public var selectedTextColor = Color.systemBlue
    public var selectedIconColor = Color.systemBlue

    public init() {}
}

/// The selection indicators a bar can draw.
public enum IndicatorKind: String, Sendable, CaseIterable {
    /// TColorfulTabBar: coloured blocks revealed by a mask that stretches, then moves and shrinks.
    case colorfulMask = "colorful-mask"
    case none
}
