import TabBarCairo
import TabBarCore
import TabBarReview

/// One motion played in a headless window (`RecordedMotion`) and cut to the region a
/// reviewer asked for: what `tabbar animate` encodes, `filmstrip` lays out and `compare`
/// sets side by side, so a GIF, a strip and a comparison show the window's own frames.
struct MotionClip {
    typealias Crop = MotionCrop

    var motion: RecordedMotion
    /// The part of the window shown, in logical pixels.
    var region: Rect

    /// The frame size in logical pixels.
    var size: Size { region.size }
    /// When the motion ends, in seconds from its start (the trace's duration).
    var duration: Double { motion.duration }
    /// The time of the first frame at or after the end, on the 60 Hz grid: the last a clip
    /// samples, which shows the motion ended.
    var span: Double { Double(motion.lastFrame) / 60 }

    /// The window's frame `t` seconds into the motion, cut to `region`.
    func frame(at t: Double) -> Scene {
        RecordedMotion.cropped(motion.scene(at: t), to: region)
    }

    /// Plays `request` in `configuration` and cuts it to `crop` (the request's usual crop
    /// when nil). A motion the configuration cannot play is a usage error naming `command`.
    static func make(
        _ request: MotionRequest, crop: Crop?, configuration: AppConfiguration, viewport: Size,
        measurer: any TextMeasuring, command: String
    ) throws -> MotionClip {
        let motion: RecordedMotion
        do {
            motion = try RecordedMotion.play(
                request.recipe, configuration: configuration, viewport: viewport, measurer: measurer)
        } catch {
            throw UsageError("\(command): \(error)")
        }
        return MotionClip(motion: motion, region: motion.region(crop ?? request.usualCrop))
    }
}
