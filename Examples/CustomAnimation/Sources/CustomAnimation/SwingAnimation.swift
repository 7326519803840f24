import Glibc
import TabBarCore

/// An item animation of this app's own: the selected icon swings from its top like a sign
/// on a hook, ±25° at first, losing about half its swing each half period, and lands
/// still. Reselecting gives it one more, smaller push. It returns poses and never draws.
struct SwingAnimation: ItemAnimation {
    let name = "swing"
    var duration: Double

    init(duration: Double = 0.8) {
        self.duration = duration
    }

    /// Radians at `elapsed`: a damped sine that is exactly 0 at the end, so the motion ends
    /// on `selectedPose` and settling needs no blend.
    func angle(_ elapsed: Double, amplitude: Double) -> Double {
        guard duration > 0 else { return 0 }
        let t = min(max(elapsed / duration, 0), 1)
        return amplitude * exp(-3 * t) * sin(3 * 2 * Double.pi * t)
    }

    func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.iconRotation = angle(elapsed, amplitude: 25 * Double.pi / 180)
        // Hung from the top: the icon's centre moves sideways as it turns.
        pose.iconOffset = Point(x: -sin(pose.iconRotation) * 6, y: 0)
        return pose
    }

    var reselectDuration: Double { duration * 0.6 }

    func reselecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.iconRotation = angle(elapsed / 0.6, amplitude: 10 * Double.pi / 180)
        return pose
    }
}
