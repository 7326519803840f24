/// The look of a badge. The defaults are iOS's red badge as ESTabBarController draws it
/// (seed-libraries.md §5.2): #FF3B30, white 13 px text, 18 px tall, at least 18 px wide
/// with 10 px of padding, an 8×8 dot for "", placed 6 px right of and 22 px above the
/// item's centre.
public struct BadgeStyle: Sendable, Hashable {
    public var background = Color.systemRed
    public var textColor = Color.white
    public var font = FontSpec(size: 13, weight: .medium)
    /// Added to the default position.
    public var offset: Point = .zero
    /// Numbers above this show as "cap+" ("99+"); nil shows every number.
    public var cap: Int? = 99
    /// What plays when the value changes at run time.
    public var animation: BadgeAnimationKind = .bounce

    public init() {}

    /// Badge height, minimum width and text padding, in logical pixels (ES and Ramotion: 18, 18, 10).
    public static let height = 18.0
    public static let padding = 10.0
    public static let dotSize = 8.0

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
    case none
}
