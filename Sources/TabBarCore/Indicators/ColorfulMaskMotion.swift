/// TColorfulTabBar's mask motion (seeds/004): first the mask stretches towards the target
/// by |to − from| × itemWidth / 4 with ease-in, then it moves and shrinks onto the target
/// slot with ease-out. Each phase lasts 0.5 s. Positions are in slot units.
///
/// A new target during the motion starts a new motion from the span on screen, so the
/// mask never jumps; the stretch is measured from that span's centre.
public struct ColorfulMaskMotion: Hashable, Sendable {
    /// Seconds per phase, as in the seed article and the library (0.5 + 0.5): the default.
    public static let phaseDuration = 0.5

    /// Seconds of each phase of this motion.
    public var phaseLength: Double
    /// The span the mask starts from, in slot units.
    public var start: SlotSpan
    /// The span at the end of the first phase: `start` stretched towards the target by a
    /// quarter of the distance between their centres.
    public var stretched: SlotSpan
    /// The slot the mask ends on.
    public var target: SlotSpan
    /// When the motion starts, in seconds on the animation clock.
    public var startTime: Double

    /// A motion from the span `current` towards slot `index`, starting at `time`, each
    /// phase lasting `phaseLength` seconds.
    public init(from current: SlotSpan, toSlot index: Int, at time: Double, phaseLength: Double = Self.phaseDuration) {
        self.phaseLength = max(0, phaseLength)
        start = current
        target = SlotSpan(slot: index)
        startTime = time
        let distance = target.center - current.center
        let extra = abs(distance) / 4
        stretched =
            distance >= 0
            ? SlotSpan(lower: current.lower, upper: current.upper + extra)
            : SlotSpan(lower: current.lower - extra, upper: current.upper)
    }

    /// A mask resting on slot `index`.
    public static func resting(on index: Int) -> ColorfulMaskMotion {
        ColorfulMaskMotion(from: SlotSpan(slot: index), toSlot: index, at: -.infinity)
    }

    /// When the mask comes to rest on the target: two phases after the start.
    public var endTime: Double { startTime + 2 * phaseLength }

    /// The span on screen at `time`.
    public func span(at time: Double) -> SlotSpan {
        let elapsed = time - startTime
        if elapsed <= 0 { return start }
        if elapsed < phaseLength {
            return .lerp(start, stretched, TimingCurve.easeIn.value(at: elapsed / phaseLength))
        }
        if elapsed < 2 * phaseLength {
            let u = (elapsed - phaseLength) / phaseLength
            return .lerp(stretched, target, TimingCurve.easeOut.value(at: u))
        }
        return target
    }
}
