/// The UIKit article's bounce (seeds/003): on selection the icon scales to 1.2 in 0.1 s,
/// then back to 1.0 in 0.1 s, each half with UIKit's default ease-in-out curve.
public struct PopAnimation: ItemAnimation {
    public let name = "pop"
    /// Seconds for both halves together; 0.2 in the article.
    public var duration: Double
    /// The largest scale, 1.2 in the article.
    public var peakScale = 1.2

    public init(duration: Double = 0.2) {
        self.duration = duration
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        let half = duration / 2
        let grow = Tween(from: 1, to: peakScale, length: half)
        let shrink = Tween(from: peakScale, to: 1, length: half, delay: half)
        pose.iconScale = elapsed < half ? grow.value(at: elapsed) : shrink.value(at: elapsed)
        return pose
    }
}
