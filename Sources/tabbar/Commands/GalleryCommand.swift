import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarLoading
import TabBarReview
import TabBarReviewWindow
import TabBarX11

/// `tabbar gallery -o gallery.png`: one row per item animation, all sampled at the same
/// times. Without `-o` it opens a window where every row replays live, in phase.
enum GalleryCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let output = parsed.text("--output")
        let frames = parsed.integer("--frames") ?? 7
        let (width, height) = parsed.size("--size") ?? (Int(Size.defaultWindow.width), Int(Size.defaultWindow.height))
        let exitAfter = parsed.number("--exit-after")
        let configPath = parsed.text("--config")
        let scale = parsed.number("--scale") ?? 1
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
        let host = WindowHost(gallery: gallery, renderer: renderer)
        let code = EventLoop(window: window, client: host).run(exitAfter: exitAfter).code
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
