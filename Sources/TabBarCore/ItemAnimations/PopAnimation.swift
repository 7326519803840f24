/// The UIKit article's bounce (seeds/003): the whole tab button (icon and title together,
/// as the article scales the `UITabBarButton`) scales to 1.2 in 0.1 s, then back to 1.0 in
/// 0.1 s, each half with UIKit's default ease-in-out curve. The article starts it from
/// `shouldSelect`, which UIKit asks on every tap, so a tap on the selected tab plays it too.
public struct PopAnimation: ItemAnimation {
    public let name = "pop"
    /// Seconds for both halves together; 0.2 in the article.
    public var duration: Double
    /// The largest scale, 1.2 in the article.
    public var peakScale = 1.2

    /// A pop lasting `duration` seconds in all (the article's 0.2 by default).
    public init(duration: Double = 0.2) {
        self.duration = duration
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        let half = duration / 2
        let grow = Tween(from: 1, to: peakScale, length: half)
        let shrink = Tween(from: peakScale, to: 1, length: half, delay: half)
        pose.buttonScale = elapsed < half ? grow.value(at: elapsed) : shrink.value(at: elapsed)
        return pose
    }

    public var reselectDuration: Double { duration }

    /// Reselecting plays the pop again, as the article's tap on the selected tab does.
    public func reselecting(elapsed: Double) -> ItemPose { selecting(elapsed: elapsed) }
}
