/// The motion state of one item: its animation, which motion plays, since when, and how
/// to stay continuous when a motion is interrupted or ends away from its resting pose.
///
/// Continuity works like UIKit's additive animations: when a motion interrupts another
/// (or ends away from its resting pose), the gap between the pose on screen and the new
/// motion's pose is recorded and faded out over `ItemAnimator.blendDuration`, so nothing
/// ever jumps. `pose(at:)` is a pure
/// function of the state and the time, which lets a paused clock step backwards.
public struct ItemAnimator: Sendable {
    /// The kinds of motion an item plays.
    public enum Kind: String, Sendable {
        /// The item was selected.
        case select
        /// Another item was selected, and this one is deselected.
        case deselect
        /// The selected item was chosen again.
        case reselect
    }

    /// One motion in progress (or finished, kept so earlier times can be re-evaluated).
    struct Motion: Sendable {
        var kind: Kind
        var start: Double
        var duration: Double
        /// What plays instead of the item's animation, when the motion resumed from the
        /// pose on screen (`ItemAnimation.resumed`).
        var resumed: (any ItemAnimation)?
        /// The on-screen pose minus the motion's first pose, faded out from `start`.
        var gap: ItemPose
        var hasReportedEnd = false
        /// When the pose stops changing: the motion's end, later when it ends away from its
        /// resting pose (the settle) or its gap outlasts it. Past it the item is at rest, so
        /// a window draws no frames that would show nothing new.
        var changesUntil: Double
        var end: Double { start + duration }
    }

    /// Seconds over which a gap between poses fades out (ease-in-out).
    public static let blendDuration = 0.2

    /// The item's animation; the animator owns it, so no call has to pass it in.
    public var animation: any ItemAnimation
    /// The resting side before any motion has played; afterwards the last motion decides
    /// (a deselect rests deselected, a select or reselect selected). The selection itself
    /// lives in `SelectionController`; this only remembers where the motion left the item.
    let startsSelected: Bool
    var motion: Motion?
    /// Pressed highlight: the progress at `highlightChange`, and where it is heading.
    var isPressed = false
    var highlightChange = -Double.infinity
    var highlightFrom = 0.0
    /// When a press-and-release effect (ES's hijack) started.
    var pulseStart = -Double.infinity

    /// The animator of an item with `animation`, at rest, selected or not.
    public init(animation: any ItemAnimation, isSelected: Bool) {
        self.animation = animation
        startsSelected = isSelected
    }

    /// Whether the item rests on its selected pose once its motion ends.
    public var restsSelected: Bool { motion.map { $0.kind != .deselect } ?? startsSelected }

    /// Starts the motion of `kind`; returns the trace of a motion it interrupts and of its own start.
    public mutating func play(_ kind: Kind, at time: Double, index: Int) -> [AnimationTrace] {
        var traces: [AnimationTrace] = []
        // The gap is the motion's own: the pressed highlight lies over any motion, before and
        // after, so counting it here would apply it twice (a press animation's shrink jumped
        // to its square), and a press (every tap's) would make a tap from rest cross-fade.
        let onScreen = unhighlightedPose(at: time)
        if var current = motion, !current.hasReportedEnd, time < current.end {
            current.hasReportedEnd = true
            traces.append(
                AnimationTrace(
                    index: index, name: animation.name, phase: .end,
                    kind: AnimationTrace.Kind(current.kind), interrupted: true, time: time))
        }
        let wasMoving = isMoving(at: time)
        // An animation may play on from the pose on screen instead of blending into its own.
        let resumed = wasMoving ? animation.resumed(kind, from: onScreen) : nil
        let played = resumed ?? animation
        let duration = Self.duration(of: kind, played)
        let rest = kind == .deselect ? animation.deselectedPose : animation.selectedPose
        let first = duration > 0 ? Self.motionPose(kind, elapsed: 0, played) : rest
        // Only a pose in flight needs a gap faded out. From rest the new motion starts as
        // designed, so colours switch at once as Ramotion's do, instead of cross-fading.
        let gap = wasMoving ? onScreen.difference(from: first) : ItemPose.zero
        let settles =
            duration > 0
            && Self.moves(rest, by: Self.motionPose(kind, elapsed: duration, played).difference(from: rest))
        let loops = kind != .deselect && animation.loopDuration > 0
        let changesUntil =
            loops
            ? Double.infinity
            : max(time + duration + (settles ? Self.blendDuration : 0), gap == .zero ? time : time + Self.blendDuration)
        motion = Motion(
            kind: kind, start: time, duration: duration, resumed: resumed, gap: gap, hasReportedEnd: duration <= 0,
            changesUntil: changesUntil)
        if duration > 0 {
            traces.append(
                AnimationTrace(
                    index: index, name: animation.name, phase: .begin, kind: AnimationTrace.Kind(kind), time: time))
        }
        return traces
    }

    /// Reports the end of a motion whose time is up.
    public mutating func advance(to time: Double, index: Int) -> [AnimationTrace] {
        guard var current = motion, !current.hasReportedEnd, time >= current.end else { return [] }
        current.hasReportedEnd = true
        motion = current
        return [
            AnimationTrace(
                index: index, name: animation.name, phase: .end, kind: AnimationTrace.Kind(current.kind),
                time: current.end)
        ]
    }

    /// Shows or hides the pressed highlight from `time`.
    public mutating func setPressed(_ pressed: Bool, at time: Double) {
        guard pressed != isPressed else { return }
        highlightFrom = highlightProgress(at: time)
        highlightChange = time
        isPressed = pressed
    }

    /// Plays a press and its release from `time`, without changing the selection: the
    /// effect of a hijacked tap (ES plays select, then deselect, on the item).
    public mutating func pulse(at time: Double) {
        pulseStart = time
    }

    /// The pose on screen at `time`: the motion's, with the pressed highlight over it.
    public func pose(at time: Double) -> ItemPose {
        let pose = unhighlightedPose(at: time)
        let highlight = highlightProgress(at: time)
        return highlight > 0 ? animation.highlighted(pose, progress: highlight) : pose
    }

    /// The pose the motion (or the rest after it) gives at `time`, without the highlight.
    func unhighlightedPose(at time: Double) -> ItemPose {
        var pose = restingPose
        if let motion {
            let elapsed = max(0, time - motion.start)
            let played = motion.resumed ?? animation
            if elapsed < motion.duration {
                pose = Self.motionPose(motion.kind, elapsed: elapsed, played)
            } else if motion.kind != .deselect, animation.loopDuration > 0 {
                // A selected item's idle loop, from the end of its select motion on.
                let loop = animation.loopDuration
                pose = animation.looping(elapsed: (elapsed - motion.duration).truncatingRemainder(dividingBy: loop))
            } else if motion.duration > 0 {
                // A motion that ends away from the resting pose settles into it smoothly.
                let last = Self.motionPose(motion.kind, elapsed: motion.duration, played)
                pose = pose.adding(last.difference(from: pose), weight: Self.fade(time - motion.end))
            }
            pose = pose.adding(motion.gap, weight: Self.fade(elapsed))
        }
        return pose
    }

    /// Whether anything about this item still changes after `time`.
    public func isAnimating(at time: Double) -> Bool {
        if isMoving(at: time) { return true }
        let target = isPressed ? 1.0 : 0.0
        if time < pulseStart + 2 * animation.highlightDuration { return true }
        return highlightProgress(at: time) != target
    }

    /// Whether the motion (not the highlight) still changes the pose after `time`.
    func isMoving(at time: Double) -> Bool {
        motion.map { time < $0.changesUntil } ?? false
    }

    var restingPose: ItemPose {
        restsSelected ? animation.selectedPose : animation.deselectedPose
    }

    func highlightProgress(at time: Double) -> Double {
        let duration = animation.highlightDuration
        let step = duration > 0 ? max(0, time - highlightChange) / duration : 1
        let held = isPressed ? min(1, highlightFrom + step) : max(0, highlightFrom - step)
        // The pulse rises for one highlight duration and falls for another.
        let since = time - pulseStart
        let pulse = duration > 0 && since >= 0 ? max(0, 1 - abs(since / duration - 1)) : 0
        return max(held, pulse)
    }

    static func duration(of kind: Kind, _ animation: any ItemAnimation) -> Double {
        switch kind {
        case .select: animation.duration
        case .deselect: animation.deselectDuration
        case .reselect: animation.reselectDuration
        }
    }

    static func motionPose(_ kind: Kind, elapsed: Double, _ animation: any ItemAnimation) -> ItemPose {
        switch kind {
        case .select: animation.selecting(elapsed: elapsed)
        case .deselect: animation.deselecting(elapsed: elapsed)
        case .reselect: animation.reselecting(elapsed: elapsed)
        }
    }

    /// Whether fading `difference` out over `pose` shows anything: a finished rotation that
    /// rests at a whole turn, or a flip back on its face, differs from its resting pose
    /// only in ways the fade leaves alone.
    static func moves(_ pose: ItemPose, by difference: ItemPose) -> Bool {
        pose.adding(difference, weight: 1) != pose.adding(difference, weight: 0)
    }

    /// The weight of a gap `elapsed` seconds after it opened: 1 → 0, ease-in-out.
    static func fade(_ elapsed: Double) -> Double {
        // `isMoving` ends at `start + blendDuration`; `time - start` at that frame can fall an
        // ulp short of `blendDuration`, which would leave a 1e-16 trace of the gap (a second
        // icon face) in a window that has stopped drawing.
        guard elapsed < blendDuration - 1e-9 else { return 0 }
        return 1 - TimingCurve.easeInEaseOut.value(at: max(0, elapsed) / blendDuration)
    }
}
