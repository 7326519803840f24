/// An item with a Lottie icon (`"lottie"` in a configuration): selecting plays the select
/// segment at the file's frame rate, deselecting plays the deselect segment (or jumps back
/// to the select segment's first frame), and a motion that interrupts another plays on
/// from the frame on screen, so the picture never jumps. Poses carry the frame
/// (`ItemPose.lottieFrame`); the renderer draws it.
public struct LottieAnimation: ItemAnimation {
    public var name: String { Self.animationName }
    /// The name in traces and review commands (`--animation lottie`).
    public static let animationName = "lottie"
    /// The file's frames per second, at which every segment plays.
    public let frameRate: Double
    /// What selecting plays.
    public private(set) var select: LottieSegment
    /// What deselecting plays; nil jumps back to `select.from`.
    public private(set) var deselect: LottieSegment?
    /// Whether a selected item plays `select` again and again once it has played.
    public let loops: Bool
    /// Reduced motion: every motion shows its segment's last frame at once, and the
    /// colours cross-fade as every reduced item motion's do (`ReducedMotion.fadeDuration`).
    public let isReduced: Bool
    /// What a reselect plays: nothing from rest; the rest of the select segment when it
    /// interrupts a select (see `resumed`), so tapping a playing item again lets it finish.
    private(set) var reselect: LottieSegment?

    /// The animation an item with `icon` plays: its segments at its file's frame rate;
    /// `reduced` for reduced motion.
    public init(icon: LottieIcon, reduced: Bool = false) {
        self.init(
            frameRate: icon.info.frameRate, select: icon.select, deselect: icon.deselect, loops: icon.loops,
            reduced: reduced)
    }

    /// An animation playing `select` and `deselect` at `frameRate` frames per second, looping
    /// `select` once played when `loops`; `reduced` for reduced motion.
    public init(
        frameRate: Double, select: LottieSegment, deselect: LottieSegment? = nil, loops: Bool = false,
        reduced: Bool = false
    ) {
        self.frameRate = frameRate
        self.select = select
        self.deselect = deselect
        self.loops = loops
        isReduced = reduced
    }

    public var duration: Double { isReduced ? ReducedMotion.fadeDuration : select.duration(frameRate: frameRate) }

    public func selecting(elapsed: Double) -> ItemPose {
        if isReduced { return pose(fade.selecting(elapsed: elapsed), frame: select.to) }
        return pose(.selected, frame: select.frame(at: elapsed, frameRate: frameRate))
    }

    public var deselectDuration: Double {
        if isReduced { return ReducedMotion.fadeDuration }
        return deselect?.duration(frameRate: frameRate) ?? 0
    }

    public func deselecting(elapsed: Double) -> ItemPose {
        if isReduced { return pose(fade.deselecting(elapsed: elapsed), frame: deselectedPose.lottieFrame) }
        return pose(.deselected, frame: deselect?.frame(at: elapsed, frameRate: frameRate) ?? select.from)
    }

    /// Reduced motion's colour cross-fade.
    private var fade: CrossDissolveAnimation { CrossDissolveAnimation(duration: ReducedMotion.fadeDuration) }

    public var reselectDuration: Double { reselect?.duration(frameRate: frameRate) ?? 0 }

    public func reselecting(elapsed: Double) -> ItemPose {
        pose(.selected, frame: reselect?.frame(at: elapsed, frameRate: frameRate) ?? select.to)
    }

    public var selectedPose: ItemPose { pose(.selected, frame: select.to) }
    public var deselectedPose: ItemPose { pose(.deselected, frame: deselect?.to ?? select.from) }

    /// A motion that interrupts another plays from the frame on screen to its segment's
    /// end, at the same frame rate: a select or a reselect to the select segment's end, a
    /// deselect to its own; the default deselect (a jump) is left to blend.
    public func resumed(_ kind: ItemAnimator.Kind, from onScreen: ItemPose) -> (any ItemAnimation)? {
        guard !isReduced else { return nil }
        let frame = onScreen.lottieFrame
        var resumed = self
        switch kind {
        case .select: resumed.select.from = frame
        case .reselect: resumed.reselect = LottieSegment(from: frame, to: select.to)
        case .deselect:
            guard deselect != nil else { return nil }
            resumed.deselect?.from = frame
        }
        return resumed
    }

    public var loopDuration: Double { loops && !isReduced ? duration : 0 }

    /// The loop starts over from the select segment's first frame: the one step it takes
    /// on purpose. Within a motion the frame moves continuously; the renderer draws the
    /// nearest whole frame, so the picture changes once a frame, as any Lottie player's does.
    public func looping(elapsed: Double) -> ItemPose { selecting(elapsed: elapsed) }

    private func pose(_ base: ItemPose, frame: Double) -> ItemPose {
        var pose = base
        pose.lottieFrame = frame
        return pose
    }
}
