/// How an item's icon and title are displaced from their laid-out place at one instant.
///
/// Animations produce poses; they never touch drawing. All fields are relative to the
/// item's layout, so a pose survives a window resize. Every field is a number, so two
/// poses can be subtracted and blended: that is how an interrupted motion stays continuous.
public struct ItemPose: Hashable, Sendable {
    /// Icon displacement in logical pixels.
    public var iconOffset: Point = .zero
    /// Icon scale about its centre, horizontally (1: as laid out).
    public var iconScaleX: Double = 1
    /// Icon scale about its centre, vertically (1: as laid out).
    public var iconScaleY: Double = 1
    /// Icon rotation in radians, clockwise.
    public var iconRotation: Double = 0
    /// Icon opacity, 0 (invisible) ... 1.
    public var iconOpacity: Double = 1
    /// Which face shows: 0 the unselected icon and tint, 1 the selected ones; between
    /// them the faces cross-fade.
    public var face: Double = 0
    /// Which colour the title shows: 0 unselected, 1 selected, mixed between. Apart from
    /// `face` because Ramotion sets the label's colour before a transition of the icon
    /// starts: a flip or curl turns the icon's faces over half its time, the title's colour
    /// changes at once.
    public var titleFace: Double = 0
    /// A turn of the icon in radians, 0…π: the unselected face turns away and the selected
    /// face turns in (0 draws the icon flat).
    public var flipAngle: Double = 0
    /// The turning axis, and which edge comes forward (+1 or −1).
    public var flipAxis: FlipAxis = .vertical
    /// Which edge comes forward as the icon turns: +1 or −1.
    public var flipDirection: Double = 1
    /// A page curl of the icon, 0…1: the unselected face lifts off the selected one.
    public var curlProgress: Double = 0
    /// Whether the curl lifts from the bottom edge upwards (UIKit's curl up) or from the top
    /// down.
    public var curlUpward = true
    /// Position in the item's flip-book, 0 (first frame) … 1 (last frame).
    public var frameProgress: Double = 0
    /// The frame of the item's Lottie icon on screen, in the file's frame numbers (unused
    /// by items without one).
    public var lottieFrame: Double = 0
    /// Title displacement in logical pixels.
    public var titleOffset: Point = .zero
    /// Title scale about its centre (1: as laid out).
    public var titleScale: Double = 1
    /// Title opacity, 0 (invisible) ... 1.
    public var titleOpacity: Double = 1
    /// The whole button (icon, title and badge together) scaled about the slot's centre,
    /// as UIKit scales a `UITabBarButton`'s view (the UIKit article's bounce).
    public var buttonScale: Double = 1

    /// The resting pose of an unselected item: nothing moved, the unselected face showing.
    public init() {}

    /// The resting pose of an unselected item.
    public static let deselected = ItemPose()
    /// The resting pose of a selected item.
    public static let selected: ItemPose = {
        var p = ItemPose()
        p.face = 1
        p.titleFace = 1
        return p
    }()

    /// All differences zero: the neutral element of `adding(_:weight:)`.
    public static let zero: ItemPose = {
        var p = ItemPose()
        p.iconScaleX = 0
        p.iconScaleY = 0
        p.iconOpacity = 0
        p.titleScale = 0
        p.titleOpacity = 0
        p.buttonScale = 0
        return p
    }()

    /// Sets the icon scale on both axes.
    public var iconScale: Double {
        get { iconScaleX }
        set {
            iconScaleX = newValue
            iconScaleY = newValue
        }
    }

    /// `self − other`, field by field: the difference a retarget has to fade out.
    /// The discrete fields (flip axis and direction, curl direction) come from `self`.
    /// Rotations differ by the shortest turn: a finished rotation rests at ±2π, which is
    /// the upright icon, so settling it (or blending from it) must not unwind a full turn.
    public func difference(from other: ItemPose) -> ItemPose {
        var d = self
        d.iconOffset = iconOffset - other.iconOffset
        d.iconScaleX = iconScaleX - other.iconScaleX
        d.iconScaleY = iconScaleY - other.iconScaleY
        d.iconRotation = Self.shortestTurn(iconRotation - other.iconRotation)
        d.iconOpacity = iconOpacity - other.iconOpacity
        d.face = face - other.face
        d.titleFace = titleFace - other.titleFace
        d.flipAngle = flipAngle - other.flipAngle
        d.curlProgress = curlProgress - other.curlProgress
        d.frameProgress = frameProgress - other.frameProgress
        d.lottieFrame = lottieFrame - other.lottieFrame
        d.titleOffset = titleOffset - other.titleOffset
        d.titleScale = titleScale - other.titleScale
        d.titleOpacity = titleOpacity - other.titleOpacity
        d.buttonScale = buttonScale - other.buttonScale
        return d
    }

    /// `angle` wrapped into −π … π: the same orientation, reached by the shorter way round.
    static func shortestTurn(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        let wrapped = angle - turn * (angle / turn).rounded()
        // Whole turns leave float noise; exactly zero keeps a settled pose equal to the resting one.
        return abs(wrapped) < 1e-9 ? 0 : wrapped
    }

    /// `self + difference × weight`, field by field. A flip or curl that is still fading
    /// out keeps its own axis and direction.
    public func adding(_ difference: ItemPose, weight: Double) -> ItemPose {
        var p = self
        p.iconOffset = iconOffset + difference.iconOffset * weight
        p.iconScaleX += difference.iconScaleX * weight
        p.iconScaleY += difference.iconScaleY * weight
        p.iconRotation += difference.iconRotation * weight
        p.iconOpacity += difference.iconOpacity * weight
        p.face += difference.face * weight
        p.titleFace += difference.titleFace * weight
        if difference.flipAngle != 0 && flipAngle == 0 {
            p.flipAxis = difference.flipAxis
            p.flipDirection = difference.flipDirection
        }
        p.flipAngle += difference.flipAngle * weight
        if difference.curlProgress != 0 && curlProgress == 0 { p.curlUpward = difference.curlUpward }
        p.curlProgress += difference.curlProgress * weight
        p.frameProgress += difference.frameProgress * weight
        p.lottieFrame += difference.lottieFrame * weight
        p.titleOffset = titleOffset + difference.titleOffset * weight
        p.titleScale += difference.titleScale * weight
        p.titleOpacity += difference.titleOpacity * weight
        p.buttonScale += difference.buttonScale * weight
        return p
    }
}
