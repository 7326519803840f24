import TabBarCore

/// A film strip of one page transition, played in a headless window from its recipe: the
/// tab is tapped, then its card, its button or Escape, so the strip shows exactly what the
/// window shows (the bubble grows from the button tapped, a detail hides the bar when its
/// tab says so).
public struct TransitionFilmStrip {
    /// The configuration whose pages move.
    public var configuration: AppConfiguration
    /// The window's size, in logical pixels.
    public var viewport: Size
    /// Measures text, as the window would.
    public var measurer: any TextMeasuring
    /// All frames overlaid in one cell (`FilmStrip.isOnionSkin`).
    public var isOnionSkin = false

    /// Strips of `configuration`'s transitions in a window of `viewport`.
    public init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring = EstimatedTextMeasurer())
    {
        self.configuration = configuration
        self.viewport = viewport
        self.measurer = measurer
    }

    /// The role a transition is usually seen in (`MotionRecipe.defaultRole`).
    public static func defaultRole(for kind: TransitionKind) -> TransitionRole {
        MotionRecipe.defaultRole(for: kind)
    }

    /// The slot `kind` in `role` plays from when none is named (`MotionRecipe.defaultSlot`).
    public func defaultSlot(kind: TransitionKind, role: TransitionRole) -> Int? {
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        return MotionRecipe.defaultSlot(for: kind, role: role, in: controller)
    }

    /// `kind` in `role` from bar slot `slot` (the default slot when nil), played to rest.
    public func record(
        kind: TransitionKind, role: TransitionRole, slot: Int? = nil
    ) throws(MotionRecipe.Unplayable) -> RecordedMotion {
        guard let slot = slot ?? defaultSlot(kind: kind, role: role) else {
            throw MotionRecipe.Unplayable(description: "no item's page can play a \(role.rawValue)")
        }
        return try RecordedMotion.play(
            MotionRecipe(.transition(kind, role, slot: slot)), configuration: configuration, viewport: viewport,
            measurer: measurer)
    }

    /// `frames` frames of `kind` in `role` from `slot`, the whole window shrunk by `scale`.
    public func scene(
        kind: TransitionKind, role: TransitionRole, frames: Int, scale: Double = 0.5, slot: Int? = nil
    ) throws(MotionRecipe.Unplayable) -> Scene {
        let motion = try record(kind: kind, role: role, slot: slot)
        return motion.filmStrip(
            frames: frames, region: motion.region(.window), scale: scale, onionSkin: isOnionSkin, measurer: measurer)
    }
}
