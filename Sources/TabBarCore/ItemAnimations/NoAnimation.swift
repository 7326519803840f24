/// `none`: the item changes state with no motion.
public struct NoAnimation: ItemAnimation {
    public let name = "none"
    public let duration: Double = 0

    public init() {}

    public func selecting(elapsed: Double) -> ItemPose { .selected }
}
