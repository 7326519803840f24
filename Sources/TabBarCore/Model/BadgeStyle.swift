/// The look of a badge. The defaults are iOS's red badge as ESTabBarController draws it
/// (seed-libraries.md §5.2): #FF3B30, white 13 px regular text (`systemFont(ofSize: 13)`),
/// 18 px tall, at least 18 px wide with 10 px of padding, an 8×8 dot centred in an 18×18
/// box for "", the box placed 6 px right of and 22 px above the item's centre.
public struct BadgeStyle: Sendable, Hashable {
    /// The badge's fill; iOS's red, #FF3B30, by default.
    public var background = Color.systemRed
    /// The text's colour; white by default.
    public var textColor = Color.white
    /// The text's font: 13 px regular, as ES's `systemFont(ofSize: 13)`.
    public var font = FontSpec(size: 13, weight: .regular)
    /// Added to the default position.
    public var offset: Point = .zero
    /// Numbers above this show as "cap+" ("99+"); nil shows every number.
    public var cap: Int? = 99
    /// What plays when the value changes at run time.
    public var animation: BadgeAnimationKind = .bounce
    /// ES's pill at ES's place, or RDV's ellipse at RDV's place.
    public var shape: BadgeShape = .pill

    /// iOS's red badge, as ESTabBarController draws it (see the type).
    public init() {}

    /// Badge height, minimum width and text padding, in logical pixels (ES and Ramotion: 18, 18, 10).
    public static let height = 18.0
    /// The text's padding (left and right together), in logical pixels.
    public static let padding = 10.0
    /// The dot's diameter for a badge of "", in logical pixels (ES: 8).
    public static let dotSize = 8.0
    /// RDV: the ellipse's padding around its text (`textOffset`), its top inset in the
    /// item, and how far right of the item's centre it sits, in half icon widths.
    public static let ellipsePadding = 2.0
    /// RDV: the ellipse's top inset in the item, in logical pixels.
    public static let ellipseTop = 2.0
    /// RDV: how far right of the item's centre the ellipse sits, in half icon widths.
    public static let ellipseIconFactor = 0.9

    /// The text shown for `value`: numbers above the cap become "cap+".
    public func displayText(for value: String) -> String {
        if let cap, let number = Int(value), number > cap { return "\(cap)+" }
        return value
    }
}

/// The badge-change animations: ES's scale bounce of the badge, or its wiggle of the icon.
public enum BadgeAnimationKind: String, Sendable, CaseIterable {
    /// The badge scales through 1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0 in 0.6 s (from 0 when it appears).
    case bounce
    /// The icon moves up and down through 0, −8, 4, −4, 3, −2, 0 px in 0.6 s.
    case wiggle
    /// No badge animation: the badge just changes.
    case none
}

/// The badge shapes, each with its library's placement.
public enum BadgeShape: String, Sendable, CaseIterable {
    /// ES: a pill 18 px tall, at least 18 wide, 6 px right of and 22 px above the item's centre.
    case pill
    /// RDV: a filled ellipse around the text with 2 px padding (a circle when the text is
    /// narrower than tall), at x = w/2 + 0.9 · iconWidth/2 and y = 2 in the item.
    case ellipse
}
