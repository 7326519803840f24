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
}
