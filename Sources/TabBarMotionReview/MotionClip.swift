import TabBarCore
import TabBarReview

/// One motion played in a headless window (`RecordedMotion`) and cut to the region a
/// reviewer asked for: what `tabbar animate` encodes, `filmstrip` lays out and `compare`
/// sets side by side, so a GIF, a strip and a comparison show the window's own frames.
public struct MotionClip {
    /// The regions a clip can show (item, bar, window: the values of `--crop`), nested here
    /// so that a crop reads as the clip's own: `MotionClip(motion: motion, crop: .bar)`.
    public typealias Crop = MotionCrop

    /// Every frame the headless window drew, from the first input until it rested; a clip
    /// samples these and cuts them to `region`.
    public var motion: RecordedMotion
    /// The part of the window shown, in logical pixels.
    public var region: Rect

    /// A clip of `motion` showing `region`.
    public init(motion: RecordedMotion, region: Rect) {
        self.motion = motion
        self.region = region
    }

    /// A clip of `motion` showing what `crop` shows.
    public init(motion: RecordedMotion, crop: Crop) {
        self.init(motion: motion, region: motion.region(crop))
    }

    /// The frame size in logical pixels.
    public var size: Size { region.size }
    /// When the motion ends, in seconds from its start (the trace's duration).
    public var duration: Double { motion.duration }
    /// The time of the first frame at or after the end, on the 60 Hz grid: the last a clip
    /// samples, which shows the motion ended.
    public var span: Double { Double(motion.lastFrame) / AnimationClock.frameRate }

    /// The window's frame `t` seconds into the motion, cut to `region`.
    public func frame(at t: Double) -> Scene {
        RecordedMotion.cropped(motion.scene(at: t), to: region)
    }
}

extension MotionClip {
    /// `frames` frames of the clip from its start to its end on the window's 60 Hz grid, each
    /// shrunk by `shrink` (`tabbar filmstrip` halves a window), all overlaid in one tile with
    /// `onionSkin`, under `header` when given.
    public func filmStrip(
        frames: Int, shrink: Double = 1, onionSkin: Bool = false, header: FilmStripHeader? = nil,
        measurer: any TextMeasuring
    ) -> Scene {
        let strip = motion.filmStrip(
            frames: frames, region: region, scale: shrink, onionSkin: onionSkin, measurer: measurer)
        return header?.adding(to: strip, measurer: measurer) ?? strip
    }
}
