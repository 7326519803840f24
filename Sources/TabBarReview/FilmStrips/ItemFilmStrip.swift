import TabBarCore

/// Film strips of one item animation, drawn with the bar's own scene builder so a strip
/// shows exactly what the window would.
public struct ItemFilmStrip {
    /// What the strip plays.
    public enum Script: String, Sendable, CaseIterable {
        /// The item is selected at 0 and the strip spans the select motion.
        case select
        /// The item is pressed at 0 and released at the highlight's duration (for `press`).
        case press
        /// The item is selected, then deselected when the select motion ends.
        case selectThenDeselect
        /// The item starts selected and is deselected at 0 (`filmstrip --role deselect`).
        case deselect
        /// The item starts selected and is chosen again at 0 (`filmstrip --role reselect`).
        case reselect

        /// Deselect and reselect start from a selected item.
        var startsSelected: Bool { self == .deselect || self == .reselect }
    }

    /// The item whose animation plays.
    public var item: TabItem
    /// The bar's look around it.
    public var style: BarStyle
    /// A cell: one slot wide, with room above the bar for icons that leap (fume's title).
    public var cell = Size(width: 96, height: 49 + 72)
    /// Measures the title, as the bar would.
    public var measurer: any TextMeasuring
    /// All frames overlaid in one cell (`FilmStrip.isOnionSkin`).
    public var isOnionSkin = false

    /// Strips of `item`'s animation in a bar of `style`; without a measurer, text widths are
    /// estimated.
    public init(item: TabItem, style: BarStyle, measurer: any TextMeasuring = EstimatedTextMeasurer()) {
        self.item = item
        self.style = style
        self.measurer = measurer
    }

    /// The script that suits `animation`: press for highlight-only animations.
    public static func script(for animation: any ItemAnimation) -> Script {
        animation.name == "press" ? .press : .select
    }

    /// How long `script` takes, in seconds.
    public func length(of script: Script) -> Double {
        let animation = item.animation
        switch script {
        case .select: return max(animation.duration, AnimationClock.frameDuration)
        case .press: return 2 * animation.highlightDuration
        case .selectThenDeselect:
            return animation.duration + max(animation.deselectDuration, ItemAnimator.blendDuration)
        case .deselect: return max(animation.deselectDuration, ItemAnimator.blendDuration)
        case .reselect: return max(animation.duration, AnimationClock.frameDuration)
        }
    }

    /// `frames` evenly spaced frames of `script`. The script's steps are applied in time
    /// order as the frames are sampled, exactly as the window would meet them.
    public func scene(frames: Int, script: Script) -> Scene {
        var animator = ItemAnimator(animation: item.animation, isSelected: script.startsSelected)
        var steps = steps(of: script)
        let layout = TabBarLayout(viewport: cell, style: style, itemCount: 1)
        let builder = BarSceneBuilder(style: style, items: [item], layout: layout, measurer: measurer)
        let indicator = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 1)
        var strip = FilmStrip(cell: cell)
        strip.isOnionSkin = isOnionSkin
        strip.measurer = measurer
        return strip.scene(times: FilmStrip.times(count: frames, duration: length(of: script))) { time in
            while let step = steps.first, step.time <= time + 1e-9 {
                step.apply(&animator)
                steps.removeFirst()
            }
            let pose = animator.pose(at: time)
            // Per-state looks (backgrounds, fonts) switch with the face, as they do in the bar.
            return builder.layers(
                BarSceneBuilder.Frame(
                    selectedIndex: pose.face >= 0.5 ? 0 : -1, poses: [pose],
                    indicator: indicator.state(at: time)))
        }
    }
}
