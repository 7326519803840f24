import TabBarCore

/// Film strips of whole frames (or a region of them) from anything that draws a scene
/// at a time: used for transitions (the controller's own compositor) and indicators.
public struct SceneFilmStrip {
    /// The part of each frame to show, in the frame's logical pixels.
    public var region: Rect
    /// How much each frame is shrunk in its cell (0.5 shows a phone-sized window at half size).
    public var scale: Double
    /// All frames overlaid in one cell (`FilmStrip.isOnionSkin`).
    public var isOnionSkin = false
    /// Measures the onion skin's label (`FilmStrip.measurer`).
    public var measurer: any TextMeasuring = EstimatedTextMeasurer()

    /// Strips of the `region` of a scene (logical pixels), shrunk by `scale`.
    public init(region: Rect, scale: Double = 1) {
        self.region = region
        self.scale = scale
    }

    /// `times` frames side by side, each labelled with its time.
    public func scene(times: [Double], frame: (Double) -> Scene) -> Scene {
        let cell = Size(width: (region.width * scale).rounded(), height: (region.height * scale).rounded())
        var strip = FilmStrip(cell: cell)
        strip.isOnionSkin = isOnionSkin
        strip.measurer = measurer
        return strip.scene(times: times) { time in
            let scene = frame(time)
            let place = AffineTransform.translation(-region.minX, -region.minY).concatenating(.scale(scale, scale))
            let background = SceneNode.fill(.rect(region), .solid(scene.background))
            return [
                SceneLayer(
                    id: "frame",
                    node: .group(
                        [background] + scene.layers.map(\.node), transform: place,
                        clip: .rect(region)))
            ]
        }
    }
}
