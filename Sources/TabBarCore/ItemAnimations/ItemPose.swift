/// How an item's icon and title are displaced from their laid-out place at one instant.
///
/// Animations produce poses; they never touch drawing. All fields are relative to the
/// item's layout, so a pose survives a window resize.
public struct ItemPose: Hashable, Sendable {
    /// Icon displacement in logical pixels.
    public var iconOffset: Point = .zero
    /// Icon scale about its centre, per axis.
    public var iconScaleX: Double = 1
    public var iconScaleY: Double = 1
    /// Icon rotation in radians, clockwise.
    public var iconRotation: Double = 0
    public var iconOpacity: Double = 1
    /// Which face shows: 0 the unselected icon and tint, 1 the selected ones; between
    /// them the faces cross-fade.
    public var face: Double = 0
    /// Title displacement in logical pixels.
    public var titleOffset: Point = .zero
    public var titleScale: Double = 1
    public var titleOpacity: Double = 1

    public init() {}

    /// The resting pose of an unselected item.
    public static let deselected = ItemPose()
    /// The resting pose of a selected item.
    public static let selected: ItemPose = { var p = ItemPose(); p.face = 1; return p }()

    /// Sets the icon scale on both axes.
    public var iconScale: Double {
        get { iconScaleX }
        set { iconScaleX = newValue; iconScaleY = newValue }
    }

    /// All differences zero: the neutral element of `adding(_:weight:)`.
    public static let zero: ItemPose = {
        var p = ItemPose()
        p.iconScaleX = 0; p.iconScaleY = 0; p.iconOpacity = 0; p.titleScale = 0; p.titleOpacity = 0
        return p
    }()

    /// `self − other`, field by field: the difference a retarget has to fade out.
    public func difference(from other: ItemPose) -> ItemPose {
        var d = ItemPose()
        d.iconOffset = iconOffset - other.iconOffset
        d.iconScaleX = iconScaleX - other.iconScaleX
        d.iconScaleY = iconScaleY - other.iconScaleY
        d.iconRotation = iconRotation - other.iconRotation
        d.iconOpacity = iconOpacity - other.iconOpacity
        d.face = face - other.face
        d.titleOffset = titleOffset - other.titleOffset
        d.titleScale = titleScale - other.titleScale
        d.titleOpacity = titleOpacity - other.titleOpacity
        return d
    }

    /// `self + difference × weight`, field by field.
    public func adding(_ difference: ItemPose, weight: Double) -> ItemPose {
        var p = self
        p.iconOffset = iconOffset + difference.iconOffset * weight
        p.iconScaleX += difference.iconScaleX * weight
        p.iconScaleY += difference.iconScaleY * weight
        p.iconRotation += difference.iconRotation * weight
        p.iconOpacity += difference.iconOpacity * weight
        p.face += difference.face * weight
        p.titleOffset = titleOffset + difference.titleOffset * weight
        p.titleScale += difference.titleScale * weight
        p.titleOpacity += difference.titleOpacity * weight
        return p
    }
}
