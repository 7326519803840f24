import TabBarCore
import TabBarMotionReview
import TabBarReview

extension MotionClip {
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
        return MotionClip(motion: motion, crop: crop ?? request.usualCrop)
    }

    /// Resolves `motion` in `configuration` (`MotionRequest.resolve`) and plays it, cut to
    /// `crop`: where `animate`, `export`, `filmstrip` and `compare` start, so one name means
    /// one motion, played the same way, in every tool.
    static func play(
        _ motion: MotionChoice.Motion, item: Int?, role: String?, crop: Crop?, configuration: AppConfiguration,
        viewport: Size, measurer: any TextMeasuring, command: String
    ) throws -> (request: MotionRequest, clip: MotionClip) {
        let request = try MotionRequest.resolve(
            motion, item: item, role: role, configuration: configuration, viewport: viewport, command: command)
        let clip = try make(
            request, crop: crop, configuration: configuration, viewport: viewport, measurer: measurer,
            command: command)
        return (request, clip)
    }
}
