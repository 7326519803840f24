import TabBarCairo
import TabBarCore
import TabBarReview

extension FilmstripCommand {
    static func parseCrop(_ name: String) throws -> MotionClip.Crop {
        guard let crop = MotionClip.Crop(rawValue: name) else {
            throw MotionLookup.unknown("crop", name, valid: MotionClip.Crop.allCases.map(\.rawValue), command: "filmstrip")
        }
        return crop
    }

    /// `--crop`: the strip of the clip `tabbar animate` would encode with the same crop, so a
    /// strip and a GIF of one motion show the same region (the item alone in its cell, the
    /// bar with room above it, or the whole window at half size).
    static func croppedStrip(_ crop: MotionClip.Crop, animation: String?, transition: String?, indicator: String?,
                             item: Int?, frames: Int, onion: Bool, configuration: AppConfiguration, viewport: Size,
                             renderer: SceneRenderer) throws -> Scene {
        let clip: MotionClip
        if let animation {
            let found = try MotionLookup.item(item ?? 0, animation: animation, configuration: configuration, command: "filmstrip")
            clip = MotionClip.animation(found.animation, item: found.item, index: item ?? 0, crop: crop,
                                        configuration: configuration, viewport: viewport, measurer: renderer.text)
        } else {
            guard crop != .item else { throw UsageError("filmstrip: --crop item needs --animation") }
            clip = transition != nil
                ? MotionClip.transition(try MotionLookup.transition(transition ?? "", command: "filmstrip"), crop: crop,
                                        configuration: configuration, viewport: viewport, measurer: renderer.text)
                : MotionClip.indicator(try MotionLookup.indicator(indicator ?? "", command: "filmstrip"), item: item,
                                       crop: crop, configuration: configuration, viewport: viewport, measurer: renderer.text)
        }
        let shrink = crop == .window ? 0.5 : 1
        var strip = FilmStrip(cell: Size(width: (clip.size.width * shrink).rounded(), height: (clip.size.height * shrink).rounded()))
        strip.isOnionSkin = onion
        // The clip's frames are sampled in ascending time, one at a time, as the strip asks.
        return strip.scene(times: FilmStrip.times(count: frames, duration: clip.duration)) { time in
            let frame = clip.frames([time])[0]
            let background = SceneNode.fill(.rect(Rect(origin: .zero, size: frame.size)), .solid(frame.background))
            return [SceneLayer(id: "frame", node: .group([background] + frame.layers.map(\.node),
                                                         transform: .scale(shrink, shrink)))]
        }
    }
}
