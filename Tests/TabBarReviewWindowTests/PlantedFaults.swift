import Glibc
import TabBarCore

/// Item animations with one fault each, as a program might register them, for
/// `ConfigurationCheckTests`: `tabbar check` must find each, at its frame.
enum PlantedFaults {
    /// Every fault, registered beside the built-ins.
    static var catalog: ItemAnimationCatalog {
        var catalog = ItemAnimationCatalog.builtIn
        catalog.register("glitch") { _ in GlitchAnimation() }
        catalog.register("sloppy-spring") { _ in SloppySpringAnimation() }
        catalog.register("sticky") { _ in StickyAnimation() }
        catalog.register("overshoot") { _ in OvershootAnimation() }
        return catalog
    }
}

/// Its icon jumps 20 px up between two 240 Hz samples, at 0.2 s + half a sample (so the
/// jump falls inside the interval from 0.200 to 0.204 s), then sinks back to rest smoothly.
struct GlitchAnimation: ItemAnimation {
    let name = "glitch"
    let duration = 0.5
    static let jump = 0.2 + 1.0 / 480

    func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        if elapsed >= Self.jump { pose.iconOffset.y = -20 * (duration - elapsed) / (duration - Self.jump) }
        return pose
    }
}

/// A damped oscillation of the icon's scale cut off at its 0.5 s while still 14 % off its
/// rest: the animator then settles it after the end, so it is still moving at its end.
struct SloppySpringAnimation: ItemAnimation {
    let name = "sloppy-spring"
    let duration = 0.5

    static func scale(_ t: Double) -> Double { 1 + 0.3 * exp(-t) * cos(2 * Double.pi * t / 0.45) }

    func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.iconScale = Self.scale(elapsed)
        return pose
    }
}

/// Its deselect (0.3 s) keeps the selected face, and so does its deselected pose: once
/// another item is tapped, two items look selected.
struct StickyAnimation: ItemAnimation {
    let name = "sticky"
    let duration = 0.3

    func selecting(elapsed: Double) -> ItemPose { .selected }
    var deselectDuration: Double { 0.3 }
    func deselecting(elapsed: Double) -> ItemPose { .selected }
    var deselectedPose: ItemPose { .selected }
}

/// Its icon dips 30 px down and back over 0.5 s, fully opaque: out of the bar, under the
/// window's bottom edge.
struct OvershootAnimation: ItemAnimation {
    let name = "overshoot"
    let duration = 0.5

    static func dip(_ t: Double) -> Double { 30 * sin(Double.pi * min(max(t, 0), 0.5) / 0.5) }

    func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.iconOffset.y = Self.dip(elapsed)
        return pose
    }
}
