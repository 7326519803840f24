import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarLoading
import TabBarReview
import TabBarX11

/// `tabbar gallery -o gallery.png`: one row per item animation, all sampled at the same
/// times. Without `-o` it opens a window where every row replays live, in phase.
enum GalleryCommand {
    static let usage =
        "usage: tabbar gallery [--config FILE] [--scale S] [--frames N] [--size WxH] [--exit-after SECONDS] [-o FILE.png]"

    static func run(_ arguments: [String]) throws -> ExitCode {
        var output: String?
        var frames = 7
        var width = Int(Size.defaultWindow.width), height = Int(Size.defaultWindow.height)
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
        if output != nil { HeadlessSignals.watch() }
        let renderer = SceneRenderer()
        var gallery = try makeGallery(renderer: renderer)
        if let configPath {
            gallery = try makeGallery(
                renderer: renderer,
                configuration: tabbar.loadConfiguration(configPath, images: renderer.images))
        }
        if let output {
            let scene = gallery.scene(count: frames)
            try OfflineOptions.checkSize(scene.size, scale: scale, what: "the gallery")
            try PNGWriter.write(scene, to: output, scale: scale, renderer: renderer)
            return .success
        }
        let window = try X11Window(title: "AnimatedTabBar gallery", width: width, height: height)
        let driver = GalleryDriver(gallery: gallery, renderer: renderer)
        let code = EventLoop(window: window, client: driver).run(exitAfter: exitAfter).code
        // No exit path waits on the server (it may be frozen): the kernel closes the connection.
        window.abandonConnection()
        return code
    }

    /// The gallery in `style`, with the demo's home icons unless `icons` gives others.
    static func makeGallery(
        renderer: SceneRenderer, style: BarStyle = BarStyle(),
        icons: (ImageRef, ImageRef?)? = nil, title: String? = nil, lottie: LottieIcon? = nil
    ) throws -> Gallery {
        guard let assets = AssetLocator.assetsDirectory() else {
            throw UsageError("gallery: cannot find the assets folder")
        }
        let bell = assets + "/frames/bell"
        let frames = (FileSystem.pngFiles(in: bell) ?? []).map { ImageRef($0) }
        let icon = icons?.0 ?? ImageRef(assets + "/icons/home.png")
        let selected = icons.map { $0.1 ?? $0.0 } ?? ImageRef(assets + "/icons/home-selected.png")
        return Gallery(
            names: ItemAnimationCatalog.demo.names, catalog: .demo, icon: icon, selectedIcon: selected,
            frames: frames, style: style, measurer: renderer.text, title: title ?? "首页", lottie: lottie)
    }
}
