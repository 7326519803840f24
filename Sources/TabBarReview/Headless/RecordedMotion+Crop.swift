import TabBarCore

/// The part of the window a review tool shows of a motion.
public enum MotionCrop: String, CaseIterable, Sendable {
    /// The item's slot in the bar, with room above it for icons and titles that leap.
    case item
    /// The whole bar, with room above it.
    case bar
    /// The whole window.
    case window
}

extension RecordedMotion {
    /// Room above the bar in an item's cell: fume's title rises 60 px.
    public static let itemHeadroom = 72.0
    /// Room above the bar in a bar crop.
    public static let barHeadroom = 40.0

    /// The region `crop` shows, in the window's logical pixels, on whole pixels: the slot of
    /// the recipe's item (or target), the bar, or the window.
    public func region(_ crop: MotionCrop) -> Rect {
        let layout = window.controller.layout
        let bar = layout.bar
        switch crop {
        case .window:
            return Rect(origin: .zero, size: layout.viewport)
        case .bar:
            return Rect(
                x: 0, y: bar.minY - Self.barHeadroom, width: layout.viewport.width,
                height: bar.height + Self.barHeadroom)
        case .item:
            let slot = layout.items.indices.contains(recipe.slot) ? layout.items[recipe.slot].frame : bar
            let left = slot.minX.rounded(), right = slot.maxX.rounded()
            return Rect(
                x: left, y: bar.minY - Self.itemHeadroom, width: right - left, height: bar.height + Self.itemHeadroom)
        }
    }

    /// `scene` cut to `region` and moved to the origin, on its own background.
    public static func cropped(_ scene: Scene, to region: Rect) -> Scene {
        let place = AffineTransform.translation(-region.minX, -region.minY)
        let background = SceneNode.fill(.rect(region), .solid(scene.background))
        return Scene(
            size: region.size, background: scene.background,
            layers: [
                SceneLayer(
                    id: "frame",
                    node: .group([background] + scene.layers.map(\.node), transform: place, clip: .rect(region)))
            ])
    }

    /// A film strip of `frames` frames of `region`, each shrunk by `scale`, at the motion's
    /// frames on the 60 Hz grid from its start to its end (`times(count:)`).
    public func filmStrip(
        frames: Int, region: Rect, scale: Double = 1, onionSkin: Bool = false,
        measurer: any TextMeasuring = EstimatedTextMeasurer()
    ) -> Scene {
        var strip = SceneFilmStrip(region: region, scale: scale)
        strip.isOnionSkin = onionSkin
        strip.measurer = measurer
        return strip.scene(times: times(count: frames)) { scene(at: $0) }
    }
}
