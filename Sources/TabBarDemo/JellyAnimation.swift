import TabBarCore

/// The demo's custom item animation, written only against the public `ItemAnimation`
/// protocol to show how: the icon squashes and stretches like jelly (wider and shorter,
/// then taller and narrower, settling), and on reselect it wobbles once more.
///
/// It works on values: each method returns a pose for a time, and never touches drawing.
/// Registered with `ItemAnimationCatalog.register("jelly")`, so configurations can name it.
struct JellyAnimation: ItemAnimation {
    let name = "jelly"
    var duration: Double

    /// Horizontal scale keyframes; the vertical scale mirrors them so the area stays about equal.
    static let squash = KeyframeTrack(values: [1.0, 1.25, 0.85, 1.1, 0.95, 1.0], interpolation: .cubic)

    init(duration: Double = 0.6) {
        self.duration = duration
    }

    func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        let x = Self.squash.value(at: duration > 0 ? elapsed / duration : 1)
        pose.iconScaleX = x
        pose.iconScaleY = 2 - x
        return pose
    }

    var reselectDuration: Double { duration }

    func reselecting(elapsed: Double) -> ItemPose { selecting(elapsed: elapsed) }

    /// While pressed the jelly sags a little.
    func highlighted(_ pose: ItemPose, progress: Double) -> ItemPose {
        var p = pose
        p.iconScaleX *= 1 + 0.1 * progress
        p.iconScaleY *= 1 - 0.1 * progress
        return p
    }
}

extension ItemAnimationCatalog {
    /// The built-in animations plus the demo's custom ones.
    public static var demo: ItemAnimationCatalog {
        var catalog = ItemAnimationCatalog.builtIn
        catalog.register("jelly") { JellyAnimation(duration: $0.duration ?? 0.6) }
        return catalog
    }
}
