import TabBarCairo
import TabBarCore
import TabBarReview

/// One motion as a function of time, cropped to the region a reviewer asked for: what
/// `tabbar animate` samples at 50 fps. Built from the same controller and film-strip
/// paths as `tabbar filmstrip`, so a GIF shows what the window and the strips show.
struct MotionClip {
    enum Crop: String, CaseIterable {
        case item, bar, window
    }

    /// The frame size in logical pixels.
    var size: Size
    /// When the motion ends, in seconds from its start.
    var duration: Double
    /// The frames at ascending times from 0 (a time past `duration` shows the end state).
    var frames: ([Double]) -> [Scene]

    /// `region` of each scene, moved to the origin.
    static func cropped(_ scene: Scene, to region: Rect) -> Scene {
        let place = AffineTransform.translation(-region.minX, -region.minY)
        return Scene(
            size: region.size, background: scene.background,
            layers: [
                SceneLayer(id: "frame", node: .group(scene.layers.map(\.node), transform: place, clip: .rect(region)))
            ])
    }

    /// The bar with room above it for icons that leap, as the indicator film strip shows it.
    static func barRegion(_ controller: TabBarController, viewport: Size) -> Rect {
        let bar = controller.layout.bar
        return Rect(x: 0, y: bar.minY - 40, width: viewport.width, height: bar.height + 40)
    }

    /// A controller clip: `start` on the controller's clock is time 0 of the motion.
    static func controllerClip(
        _ controller: TabBarController, start: Double, duration: Double, region: Rect
    ) -> MotionClip {
        MotionClip(size: region.size, duration: duration) { times in
            times.map { time in
                _ = controller.advance(to: start + time)
                return cropped(controller.scene(at: start + time), to: region)
            }
        }
    }

    /// Item `index` playing `animation`: alone in its film-strip cell (`item`), or selected
    /// in the real bar after another item was (`bar`, `window`).
    static func animation(
        _ animation: any ItemAnimation, item: TabItem, index: Int, crop: Crop,
        configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) -> MotionClip {
        var item = item
        item.animation = animation
        let strip = ItemFilmStrip(item: item, style: configuration.bar, measurer: measurer)
        let script = ItemFilmStrip.script(for: animation)
        if crop == .item {
            return MotionClip(size: strip.cell, duration: strip.length(of: script)) { times in
                strip.layers(at: times, script: script).map { Scene(size: strip.cell, background: .white, layers: $0) }
            }
        }
        var configuration = configuration
        configuration.tabs[index] = item
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        // Another item is selected and settled first, so item `index` plays its select motion.
        let start = 10.0
        _ = controller.select(index == 0 ? min(1, controller.items.count - 1) : 0, cause: .program, at: 0)
        _ = controller.advance(to: start)
        _ = controller.select(index, cause: .program, at: start)
        let duration = max(strip.length(of: .select), controller.indicatorEndTime - start)
        let region = crop == .bar ? barRegion(controller, viewport: viewport) : Rect(origin: .zero, size: viewport)
        return controllerClip(controller, start: start, duration: duration, region: region)
    }

    /// The indicator moving to item `target` (default 2, as the film strip does).
    static func indicator(
        _ kind: IndicatorKind, item: Int?, crop: Crop, configuration: AppConfiguration, viewport: Size,
        measurer: any TextMeasuring
    ) -> MotionClip {
        var configuration = configuration
        configuration.bar.indicator = kind
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        _ = controller.select(item ?? min(2, controller.items.count - 1), cause: .program, at: 0)
        let region = crop == .window ? Rect(origin: .zero, size: viewport) : barRegion(controller, viewport: viewport)
        return controllerClip(
            controller, start: 0, duration: max(controller.indicatorEndTime, 1.0 / 60), region: region)
    }

    /// A page transition in its usual role, on the first tab.
    static func transition(
        _ kind: TransitionKind, crop: Crop, configuration: AppConfiguration, viewport: Size,
        measurer: any TextMeasuring
    ) -> MotionClip {
        let strip = TransitionFilmStrip(configuration: configuration, viewport: viewport, measurer: measurer)
        let (controller, start, duration) = strip.clip(kind: kind, role: TransitionFilmStrip.defaultRole(for: kind))
        let region = crop == .bar ? barRegion(controller, viewport: viewport) : Rect(origin: .zero, size: viewport)
        return controllerClip(controller, start: start, duration: duration, region: region)
    }
}
