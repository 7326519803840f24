/// `none`: the item changes state with no motion.
public struct NoAnimation: ItemAnimation {
    public let name = "none"
    public let duration: Double = 0

    /// An animation that does nothing.
    public init() {}

    public func selecting(elapsed: Double) -> ItemPose { .selected }
}
