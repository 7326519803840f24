import Foundation
import TabBarCairo
import TabBarCore
import TabBarX11

/// `tabbar gallery -o gallery.png`: one row per item animation, all sampled at the same
/// times. Without `-o` it opens a window where every row replays live, in phase.
enum GalleryCommand {
    static let usage = "usage: tabbar gallery [--config FILE] [--scale S] [--frames N] [--size WxH] [--exit-after SECONDS] [-o FILE.png]"

    static func run(_ arguments: [String]) throws -> Int32 {
        var output: String?
        var frames = 7
        var width = 390, height = 844
        var exitAfter: Double?
        var configPath: String?
        var scale = 1.0
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "-o", "--output": output = try cursor.path(for: argument)
            case "--frames": frames = try cursor.integer(for: argument, in: 2...30)
            case "--size": (width, height) = try cursor.size(for: argument)
            case "--exit-after": exitAfter = try cursor.number(for: argument, in: 0...86_400)
            case "--config": configPath = try cursor.path(for: argument)
            case "--scale": scale = try cursor.number(for: argument, in: 0.5...4)
            default: throw UsageError("gallery: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let renderer = SceneRenderer()
        var gallery = try makeGallery(renderer: renderer)
        if let configPath {
            gallery = try makeGallery(renderer: renderer,
                                      configuration: tabbar.loadConfiguration(configPath, images: renderer.images))
        }
        if let output {
            let scene = gallery.scene(count: frames)
            try OfflineOptions.checkSize(scene.size, scale: scale, what: "the gallery")
            try PNGWriter.write(scene, to: output, scale: scale, renderer: renderer)
            return 0
        }
        SignalWatch.blockHandledSignals()
        let window = try X11Window(title: "AnimatedTabBar gallery", width: width, height: height)
        let driver = GalleryDriver(gallery: gallery, renderer: renderer)
        let code = EventLoop(window: window, client: driver).run(exitAfter: exitAfter).code
        // No exit path waits on the server (it may be frozen): the kernel closes the connection.
        window.abandonConnection()
        return code
    }

    /// The gallery in `style`, with the demo's home icons unless `icons` gives others.
    static func makeGallery(renderer: SceneRenderer, style: BarStyle = BarStyle(),
                            icons: (ImageRef, ImageRef?)? = nil) throws -> Gallery {
        guard let assets = AssetLocator.assetsDirectory() else {
            throw UsageError("gallery: cannot find the assets folder")
        }
        let bell = assets + "/frames/bell"
        let frames = ((try? FileManager.default.contentsOfDirectory(atPath: bell)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            .map { ImageRef(bell + "/" + $0) }
        let icon = icons?.0 ?? ImageRef(assets + "/icons/home.png")
        let selected = icons.map { $0.1 ?? $0.0 } ?? ImageRef(assets + "/icons/home-selected.png")
        return Gallery(names: ItemAnimationCatalog.demo.names, catalog: .demo, icon: icon, selectedIcon: selected,
                       frames: frames, style: style, measurer: renderer.text)
    }
}

/// The live gallery window: every frame replays every row.
final class GalleryDriver: WindowClient {
    let gallery: Gallery
    let renderer: SceneRenderer
    private var size = Size(width: 390, height: 844)
    private var surface: (UnsafeMutableRawPointer, RasterSurface)?

    init(gallery: Gallery, renderer: SceneRenderer) {
        self.gallery = gallery
        self.renderer = renderer
    }

    func handle(_ event: InputEvent, at time: Double) {}

    func resize(width: Int, height: Int, at time: Double) {
        size = Size(width: Double(width), height: Double(height))
    }

    func needsFrame(at time: Double) -> Bool { true }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) -> [Rect] {
        if surface?.0 != buffer.pixels {
            surface = (try? RasterSurface(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                          bytesPerRow: buffer.bytesPerRow)).map { (buffer.pixels, $0) }
        }
        guard let target = surface?.1 else { return [] }
        renderer.render(gallery.liveScene(at: time, size: size), on: target)
        return [Rect(origin: .zero, size: size)]
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double) {}

    func didBecomeReady(window: UInt, width: Int, height: Int) {}
}
