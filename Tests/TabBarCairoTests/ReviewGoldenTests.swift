import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// The review overlays (HUD, tooltip, focus ring, hover highlight) and the static gallery,
/// drawn through the window's renderer. Each reference image was reviewed by eye.
final class ReviewGoldenTests: XCTestCase {
    let window = Size(width: 390, height: 844)

    func render(_ scene: Scene, renderer: SceneRenderer = SceneRenderer()) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(scene.size.width), height: Int(scene.size.height))
        renderer.render(scene, on: surface)
        return surface
    }

    /// The demo window settled on tab 0, with a badge on tab 0 and a dot on tab 2.
    func demo(renderer: SceneRenderer, light: Bool = false) throws -> TabBarController {
        var configuration = try DemoConfiguration.load()
        configuration.tabs[0].badge = "3"
        configuration.tabs[2].badge = ""
        if light {
            configuration.bar = BarStyle()
            configuration.bar.indicator = .none
        }
        return TabBarController(configuration: configuration, viewport: window, measurer: renderer.text)
    }

    /// The bottom of the window: the bar and the page strip above it.
    func bottom(_ scene: Scene, adding nodes: [SceneNode], renderer: SceneRenderer) throws -> RasterSurface {
        var scene = scene
        scene.layers.append(SceneLayer(id: "overlay", node: .group(nodes)))
        return try RegionRender.render(
            scene, region: Rect(x: 0, y: window.height - 120, width: window.width, height: 120),
            renderer: renderer)
    }

    // MARK: HUD

    /// 120 frames around half a millisecond, with four over the 16.7 ms budget (one off the scale).
    static let frameTimes: [Double] = (0..<120).map { i in
        switch i {
        case 31: return 18.2
        case 32: return 24.5
        case 77: return 41.0
        case 104: return 17.4
        default: return 0.35 + 0.25 * (1 + sin(Double(i) * 0.7)) + (i % 9 == 0 ? 2.1 : 0)
        }
    }

    func hud(_ stats: HUDStats) throws -> RasterSurface {
        let renderer = SceneRenderer()
        let frame = HUD.frame(in: window, hasMessage: stats.message != nil)
        let nodes = HUD.nodes(stats, in: window, measurer: renderer.text)
        let scene = Scene(
            size: Size(width: frame.maxX + 16, height: frame.maxY + 16), background: Color(hex: 0xF2F2F7),
            layers: [SceneLayer(id: "hud", node: .group(nodes))])
        return try render(scene, renderer: renderer)
    }

    func testHUD() throws {
        let stats = HUDStats(
            fps: 60, lastFrameMs: 0.41, p99FrameMs: 0.92, recentFrameMs: Self.frameTimes, selectedIndex: 2,
            clockState: "running")
        Golden.assertMatches(try hud(stats), named: "hud")
    }

    /// Paused halfway through a motion: the PAUSED chip in place of the frame rate, and
    /// where the clock stands.
    func testHUDPaused() throws {
        var stats = HUDStats(
            fps: 0, lastFrameMs: 0.41, p99FrameMs: 0.92, recentFrameMs: Self.frameTimes, selectedIndex: 1,
            clockState: "paused")
        stats.isPaused = true
        stats.clockTime = 1.25
        Golden.assertMatches(try hud(stats), named: "hud-paused")
    }

    func testHUDWithMessage() throws {
        let message =
            "demo.json:14:22: tabs[1].animation: unknown name \"bounse\"; "
            + "did you mean \"bounce\"? Keeping the previous configuration."
        var stats = HUDStats(
            fps: 42.5, lastFrameMs: 18.2, p99FrameMs: 24.5, recentFrameMs: Self.frameTimes, selectedIndex: 0,
            clockState: "slow ×10", message: message)
        // A minute and a half into a session: the clock's second line, with the frame number, fits.
        stats.clockTime = 91.384
        Golden.assertMatches(try hud(stats), named: "hud-message")
    }

    // MARK: Tooltip

    func testTooltipAtTheLeftEdge() throws {
        let renderer = SceneRenderer()
        let controller = try demo(renderer: renderer)
        let anchor = controller.layout.items[0].frame
        let nodes = Tooltip.nodes(
            title: "首页", badge: "3", anchor: anchor, window: window, opacity: 1,
            measurer: renderer.text)
        Golden.assertMatches(
            try bottom(controller.scene(at: 2), adding: nodes, renderer: renderer), named: "tooltip-left")
    }

    func testTooltipInTheMiddle() throws {
        let renderer = SceneRenderer()
        let controller = try demo(renderer: renderer)
        let anchor = controller.layout.items[2].frame
        let nodes = Tooltip.nodes(
            title: "关注", badge: "", anchor: anchor, window: window, opacity: 1,
            measurer: renderer.text)
        Golden.assertMatches(
            try bottom(controller.scene(at: 2), adding: nodes, renderer: renderer), named: "tooltip-middle")
    }

    // MARK: Focus ring and hover highlight

    /// `nodes` drawn under the items' content (after the indicator), as the window should:
    /// the title, which reaches the slot's bottom edge, stays on top of the ring.
    func underItems(_ scene: Scene, adding nodes: [SceneNode], renderer: SceneRenderer) throws -> RasterSurface {
        var scene = scene
        let firstItem = scene.layers.firstIndex { $0.id.hasPrefix("bar.item.") } ?? scene.layers.endIndex
        scene.layers.insert(SceneLayer(id: "focus-hover", node: .group(nodes)), at: firstItem)
        return try RegionRender.render(
            scene, region: Rect(x: 0, y: window.height - 120, width: window.width, height: 120),
            renderer: renderer)
    }

    func testFocusRingAndHoverOnADarkBar() throws {
        let renderer = SceneRenderer()
        let controller = try demo(renderer: renderer)
        let nodes =
            HoverHighlight.nodes(around: controller.layout.items[1].frame, dark: true)
            + FocusRing.nodes(around: controller.layout.items[2])
        let surface = try underItems(controller.scene(at: 2), adding: nodes, renderer: renderer)
        Golden.assertMatches(surface, named: "focus-hover-dark")
    }

    func testFocusRingAndHoverOnALightBar() throws {
        let renderer = SceneRenderer()
        let controller = try demo(renderer: renderer, light: true)
        let nodes =
            HoverHighlight.nodes(around: controller.layout.items[1].frame, dark: false)
            + FocusRing.nodes(around: controller.layout.items[2])
        let surface = try underItems(controller.scene(at: 2), adding: nodes, renderer: renderer)
        Golden.assertMatches(surface, named: "focus-hover-light")
    }

    // MARK: Gallery

    /// Every built-in animation with the home icons and the bell flip-book.
    func gallery(renderer: SceneRenderer) throws -> Gallery {
        let root = Repository.root()
        let icons = root.appendingPathComponent("assets/icons").path
        let bell = root.appendingPathComponent("assets/frames/bell").path
        let frames = try FileManager.default.contentsOfDirectory(atPath: bell).filter { $0.hasSuffix(".png") }.sorted()
            .map { ImageRef(bell + "/" + $0) }
        return Gallery(
            names: ItemAnimationCatalog.builtIn.names, catalog: .builtIn,
            icon: ImageRef(icons + "/home.png"), selectedIcon: ImageRef(icons + "/home-selected.png"),
            frames: frames, style: BarStyle(), measurer: renderer.text)
    }

    func testStaticGallery() throws {
        let renderer = SceneRenderer()
        let gallery = try gallery(renderer: renderer)
        let scene = gallery.scene(count: 7)
        XCTAssertEqual(scene.size, gallery.size(count: 7))
        Golden.assertMatches(try render(scene, renderer: renderer), named: "gallery")
    }

    /// The live gallery in the demo's window, 0.2 s into the loop: two columns, scaled to fit.
    func testLiveGallery() throws {
        let renderer = SceneRenderer()
        let gallery = try gallery(renderer: renderer)
        Golden.assertMatches(
            try render(gallery.liveScene(at: 0.2, size: window), renderer: renderer), named: "gallery-live")
    }
}
