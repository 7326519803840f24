import TabBarCore

/// Sampling an item film strip at any times, so several animations can be shown at the
/// same moments (the review gallery) rather than each at its own evenly spaced frames.
extension ItemFilmStrip {
    /// The script's steps: when each happens and what it does to the item's animator.
    func steps(of script: Script) -> [(time: Double, apply: (inout ItemAnimator) -> Void)] {
        let animation = item.animation
        switch script {
        case .select:
            return [(0, { _ = $0.play(.select, at: 0, index: 0) })]
        case .press:
            // A real tap: pressed at 0, released (and so selected) once the press has shrunk.
            let release = animation.highlightDuration
            return [
                (0, { $0.setPressed(true, at: 0) }),
                (
                    release,
                    {
                        $0.setPressed(false, at: release)
                        _ = $0.play(.select, at: release, index: 0)
                    }
                ),
            ]
        case .selectThenDeselect:
            let end = animation.duration
            return [
                (0, { _ = $0.play(.select, at: 0, index: 0) }),
                (end, { _ = $0.play(.deselect, at: end, index: 0) }),
            ]
        case .deselect:
            return [(0, { _ = $0.play(.deselect, at: 0, index: 0) })]
        case .reselect:
            return [(0, { _ = $0.play(.reselect, at: 0, index: 0) })]
        }
    }

    /// The item's layers, drawn in a cell at the origin, at each of `times` (in ascending
    /// order) while `script` plays from 0. Steps are applied in time order as the times meet
    /// them, exactly as `scene(frames:script:)` does; a time past the script shows the item
    /// settled in its final state.
    public func layers(at times: [Double], script: Script) -> [[SceneLayer]] {
        var animator = ItemAnimator(animation: item.animation, isSelected: script.startsSelected)
        var steps = steps(of: script)[...]
        let layout = TabBarLayout(viewport: cell, style: style, itemCount: 1)
        let builder = BarSceneBuilder(style: style, items: [item], layout: layout, measurer: measurer)
        let indicator = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 1)
        return times.map { time in
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
