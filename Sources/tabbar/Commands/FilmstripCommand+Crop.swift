import TabBarCairo
import TabBarCore
import TabBarReview

extension FilmstripCommand {
    static func parseCrop(_ name: String) throws -> MotionClip.Crop {
        guard let crop = MotionClip.Crop(rawValue: name) else {
            throw MotionLookup.unknown(
                "crop", name, valid: MotionClip.Crop.allCases.map(\.rawValue), command: "filmstrip")
        }
        return crop
    }

    /// `--crop`: the strip of the clip `tabbar animate` would encode with the same crop, so a
    /// strip and a GIF of one motion show the same region (the item alone in its cell, the
    /// bar with room above it, or the whole window at half size).
    static func croppedStrip(
        _ crop: MotionClip.Crop, animation: String?, transition: String?, indicator: String?,
        item: Int?, frames: Int, onion: Bool, configuration: AppConfiguration, viewport: Size,
        renderer: SceneRenderer, configName: String
    ) throws -> Scene {
        let clip: MotionClip
        let header: (Double) -> String
        if let animation {
            let found = try MotionLookup.item(
                item ?? 0, animation: animation, configuration: configuration, command: "filmstrip")
            clip = MotionClip.animation(
                found.animation, item: found.item, index: item ?? 0, crop: crop,
                configuration: configuration, viewport: viewport, measurer: renderer.text)
            header = {
                FilmStripHeader.text(
                    config: configName, item: item ?? 0, title: found.item.title, motion: animation,
                    role: "select", duration: $0)
            }
        } else if let transition {
            guard crop != .item else { throw UsageError("filmstrip: --crop item needs --animation") }
            let kind = try MotionLookup.transition(transition, command: "filmstrip")
            clip = MotionClip.transition(
                kind, crop: crop, configuration: configuration, viewport: viewport, measurer: renderer.text)
            let role = TransitionFilmStrip.defaultRole(for: kind).rawValue
            header = { FilmStripHeader.text(config: configName, motion: transition, role: role, duration: $0) }
        } else {
            guard crop != .item else { throw UsageError("filmstrip: --crop item needs --animation") }
            let name = indicator ?? ""
            clip = MotionClip.indicator(
                try MotionLookup.indicator(name, command: "filmstrip"), item: item,
                crop: crop, configuration: configuration, viewport: viewport, measurer: renderer.text)
            let target = item ?? min(2, configuration.tabs.count - 1)
            header = { FilmStripHeader.text(config: configName, motion: name, role: "to item \(target)", duration: $0) }
        }
        let shrink = crop == .window ? 0.5 : 1
        var strip = FilmStrip(
            cell: Size(width: (clip.size.width * shrink).rounded(), height: (clip.size.height * shrink).rounded()))
        strip.isOnionSkin = onion
        strip.measurer = renderer.text
        // The clip's frames are sampled in ascending time, one at a time, as the strip asks.
        let times = FilmStrip.times(count: frames, duration: clip.duration)
        return FilmStripHeader.adding(
            header(clip.duration), measurer: renderer.text,
            to: strip.scene(times: times) { time in
                let frame = clip.frames([time])[0]
                let background = SceneNode.fill(.rect(Rect(origin: .zero, size: frame.size)), .solid(frame.background))
                return [
                    SceneLayer(
                        id: "frame",
                        node: .group(
                            [background] + frame.layers.map(\.node),
                            transform: .scale(shrink, shrink)))
                ]
            })
    }
}
