extension ItemNodes {
    /// The left edge of a badge `width` wide whose near edge is at `x` (laid out left to
    /// right): the near edge stays put and a wide badge grows away from the icon, to the
    /// right, or to the left when the bar is right to left (the badge mirrors to the
    /// icon's other top corner).
    func awayFromIcon(_ x: Double, width: Double) -> Double {
        guard style.isRightToLeft else { return x }
        return 2 * slot.frame.midX - x - width
    }
}
