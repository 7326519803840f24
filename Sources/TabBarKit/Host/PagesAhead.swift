import TabBarCairo
import TabBarCore

/// Draws ahead, while the window rests, what a click may show next, so that a click is
/// never kept waiting for more than one page and a tab switch's first frame only moves
/// pictures: the pages `TabBarController.pagesAhead` lists (the page under a magic move,
/// then the other tabs' nearest first, then the pages a tap would open, within the cache's
/// budget), one per call of the loop's idle work, then the icons the bar's first taps show
/// (`barAhead`). Reports `ahead` once done. The `tabbar` window plugs it in.
public final class PagesAhead: WindowPlugin {
    private unowned let host: WindowHost<TabBarController>
    /// The window came to rest: pages a click may show next may be drawn ahead.
    private var isDue = false
    /// Pages drawn ahead since the window last came to rest.
    private var drawn = 0
    /// The images and window size the bar's first taps were last prepared for: again only
    /// after a reload or a resize.
    private var barPreparedFor: (images: Int, viewport: Size)?

    /// Draws ahead for `host`'s bar with its pipeline's renderer.
    public init(host: WindowHost<TabBarController>) {
        self.host = host
    }

    public func framePresented(_ frame: PresentedFrame) {
        isDue = !host.source.isAnimating(at: host.pipeline.lastAnimationTime)
    }

    public func idleWork(at time: Double) -> Bool {
        let controller = host.source, renderer = host.pipeline.renderer, scale = host.pipeline.scale
        guard isDue, !controller.isAnimating(at: time) else {
            isDue = false
            drawn = 0
            return false
        }
        for page in controller.pagesAhead(at: time) where renderer.prefetch([page], scale: scale) > 0 {
            drawn += 1
            return true
        }
        let viewport = controller.layout.viewport
        if barPreparedFor.map({ $0.images != renderer.images.generation || $0.viewport != viewport }) ?? true {
            barPreparedFor = (renderer.images.generation, viewport)
            _ = renderer.prepareImages(controller.barAhead(at: time), scale: scale)
            return true
        }
        isDue = false
        host.emit([.ahead(pages: drawn)])
        drawn = 0
        return false
    }
}
