/// The look of the bar as a whole.
public struct BarStyle: Sendable {
    /// Height of the item row in logical pixels; 49 is the iOS and Ramotion height.
    public var height: Double = 49
    /// Extra space under the items that stands in for the iPhone safe area.
    public var bottomPadding: Double = 0
    /// True when the configuration wrote `bottomPadding`, so a device preset leaves it alone.
    public var isBottomPaddingSet = false
    /// The window's top safe area (a device's status bar): pages start below it.
    public var topInset: Double = 0
    /// Items keep this width and the row is centred (iPad); nil: equal slots across the row.
    public var fixedItemWidth: Double?
    /// Insets of the item row inside the bar (RDV `contentEdgeInsets`).
    public var contentInsets: EdgeInsets = .zero
    /// The bar's fill: iOS's bar grey, #F9F9F9, by default.
    public var background: Color = Color(hex: 0xF9F9F9)
    /// Right-to-left layout: items, indicator motion and arrow keys are mirrored.
    public var isRightToLeft = false
    /// RDV's translucent bar: the background at alpha 0.9, with the page running under it.
    public var isTranslucent = false
    /// The 1-pixel line along the bar's top edge; `nil` draws none.
    public var hairline: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.18)
    /// Which selection indicator the bar draws.
    public var indicator: IndicatorKind = .colorfulMask
    /// The bottom line's thickness in logical pixels: Ramotion's `bottomLineHeight`, 2.
    public var bottomLineHeight: Double = 2
    /// Seconds the bottom line takes to slide to the selected item: Ramotion's
    /// `bottomLineMoveDuration`, 0.3.
    public var bottomLineDuration: Double = 0.3
    /// TColorful's mask motion: seconds for the stretch, then as long for the travel (0.5 + 0.5).
    public var maskPhaseDuration: Double = ColorfulMaskMotion.phaseDuration
    /// The colour of the bottom line and of the pill; nil follows the selected icon colour
    /// (solid for the line, as Ramotion's; at 16 % for the pill, a tint like M3's container).
    public var indicatorColor: Color?
    /// The colourful mask reveals the items in their selected colours along with the
    /// blocks, and the plain bar outside it shows them unselected, so no title is ever
    /// drawn grey on a colour block. False keeps TColorful's own behaviour: colours switch
    /// at once while the mask is still travelling.
    public var maskRevealsItems = true
    /// The default badge look for every item.
    public var badge = BadgeStyle()
    /// How icon and title share an item: Ramotion's fixed offsets or RDV's centred block.
    public var itemLayout: ItemLayoutKind = .ramotion
    /// Whether an item is selected when the press ends on it (UIKit, Ramotion, ES) or as
    /// soon as it is pressed (RDV's `UIControlEventTouchDown`).
    public var selectOn: SelectTrigger = .release
    /// Icon box size; Ramotion falls back to 30×30, ES uses 23×23.
    public var iconSize: Double = 26
    /// UIKit's tab title (".SFUI-Medium 10pt") and Ramotion's `textFontSize` are 10 pt.
    public var titleFont = FontSpec(size: 10, weight: .medium)
    /// Unselected title colour; Ramotion's default #828C99.
    public var textColor = Color(hex: 0x828C99)
    /// Unselected icon tint; Ramotion's default #828C99.
    public var iconColor = Color(hex: 0x828C99)
    /// Selected title colour; Ramotion's default is iOS system blue.
    public var selectedTextColor = Color.systemBlue
    /// Selected icon tint; Ramotion's default is iOS system blue.
    public var selectedIconColor = Color.systemBlue

    /// The default bar: Ramotion's colours and line, TColorfulTabBar's mask.
    public init() {}
}

/// The selection indicators a bar can draw.
public enum IndicatorKind: String, Sendable, CaseIterable {
    /// TColorfulTabBar: coloured blocks revealed by a mask that stretches, then moves and shrinks.
    case colorfulMask = "colorful-mask"
    /// Ramotion: a 2 px line under the selected item that slides in 0.3 s.
    case bottomLine = "bottom-line"
    /// Flutter's Material 3 pill: 64×32 behind the icon, growing from 0.4 to full width.
    case pill
    /// No indicator: only the items show the selection.
    case none
}

/// How an item places its icon and title.
public enum ItemLayoutKind: String, Sendable, CaseIterable {
    /// Ramotion: the icon centred 5 px above the slot's middle, the title centred 16 px below it.
    case ramotion
    /// RDV's `drawRect:`: icon and title centred together as one block, the title right
    /// under the icon.
    case rdv
}

/// When a press on an item selects it.
public enum SelectTrigger: String, Sendable, CaseIterable {
    /// On release over the item, after a press that stayed on it (a tap).
    case release
    /// At once on touch-down, as RDV does; a long press still shows the tooltip.
    case press
}
