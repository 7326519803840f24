import Foundation
import TabBarCairo
import TabBarCore
import TestSupport

@testable import tabbar

/// What the bar should look like once everything has settled with item `selected` chosen,
/// drawn headlessly by the window's own renderer, to compare with a window's pixels.
enum HeadlessBar {
    /// The bar region (window pixels, from a `layout` event) of a settled window of
    /// `size` running `config` with `selected` selected.
    static func render(config: String, size: Size, selected: Int, bar: Rect) throws -> RasterSurface {
        let renderer = SceneRenderer()
        let configuration = try loadConfiguration(config, images: renderer.images)
        let controller = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
        _ = controller.select(selected, cause: .program, at: 0)
        // Long after every motion (the longest demo motion lasts about a second).
        return try RegionRender.render(controller.scene(at: 60), region: bar, renderer: renderer)
    }

    /// The bar rectangle of a `layout` trace event.
    static func barRect(_ layout: [String: Any]) -> Rect? {
        guard let bar = layout["bar"] as? [String: Any] else { return nil }
        func number(_ key: String) -> Double { (bar[key] as? Double) ?? Double(bar[key] as? Int ?? 0) }
        return Rect(x: number("x"), y: number("y"), width: number("w"), height: number("h"))
    }

    /// `region` of a window screenshot.
    static func crop(_ shot: RasterSurface, to region: Rect) throws -> RasterSurface {
        let out = try RasterSurface(width: Int(region.width), height: Int(region.height))
        out.fill { x, y in shot.pixel(x: x + Int(region.minX), y: y + Int(region.minY)) }
        return out
    }
}
