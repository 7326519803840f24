import Foundation
import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarDemo
import TabBarReview
import TabBarX11

/// `tabbar gallery -o gallery.png`: one row per item animation, all sampled at the same
/// times. Without `-o` it opens a window where every row replays live, in phase.
enum GalleryCommand {
    static let usage = "usage: tabbar gallery [--frames N] [--size WxH] [--exit-after SECONDS] [-o FILE.png]"

    static func run(_ arguments: [String]) throws -> ExitCode {
        var output: String?
        var frames = 7
        var width = Int(Size.defaultWindow.width), height = Int(Size.defaultWindow.height)
        var exitAfter: Double?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "-o", "--output": output = try cursor.path(for: argument)
            case "--frames": frames = try cursor.integer(for: argument, in: 2...30)
            case "--size": (width, height) = try cursor.size(for: argument)
            case "--exit-after": exitAfter = try cursor.number(for: argument, in: 0...86_400)
            default: throw UsageError("gallery: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let renderer = SceneRenderer()
        let gallery = try makeGallery(renderer: renderer)
        if let output {
            try PNGWriter.write(gallery.scene(count: frames), to: output, scale: 1, renderer: renderer)
            return .success
        }
        SignalWatch.blockHandledSignals()
        let window = try X11Window(title: "AnimatedTabBar gallery", width: width, height: height)
        let driver = GalleryDriver(gallery: gallery, renderer: renderer)
        let code = EventLoop(window: window, client: driver).run(exitAfter: exitAfter).code
        // No exit path waits on the server (it may be frozen): the kernel closes the connection.
        window.abandonConnection()
        return code
    }

    static func makeGallery(renderer: SceneRenderer) throws -> Gallery {
        guard let assets = AssetLocator.assetsDirectory() else {
            throw UsageError("gallery: cannot find the assets folder")
        }
        let bell = assets + "/frames/bell"
        let frames = ((try? FileManager.default.contentsOfDirectory(atPath: bell)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            .map { ImageRef(bell + "/" + $0) }
        return Gallery(names: ItemAnimationCatalog.demo.names, catalog: .demo, icon: ImageRef(assets + "/icons/home.png"),
                       selectedIcon: ImageRef(assets + "/icons/home-selected.png"), frames: frames, style: BarStyle(),
                       measurer: renderer.text)
    }
}

/// The live gallery window: every frame replays every row, through the same frame pipeline
/// as the tab bar window.
final class GalleryDriver: WindowClient {
    let gallery: Gallery
    let pipeline: FramePipeline
    private var size = Size.defaultWindow

    init(gallery: Gallery, renderer: SceneRenderer) {
        self.gallery = gallery
        pipeline = FramePipeline(renderer: renderer)
    }

    func handle(_ event: InputEvent, at time: Double) {}

    func resize(width: Int, height: Int, at time: Double) {
        size = Size(width: Double(width), height: Double(height))
        pipeline.invalidate()
    }

    func needsFrame(at time: Double) -> Bool { true }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) throws -> [Rect] {
        let now = pipeline.animationTime(time)
        return try pipeline.draw(gallery.liveScene(at: now, size: size), at: now, into: buffer, full: full)
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double) {}

    func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {}
}
