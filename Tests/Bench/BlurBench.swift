import Harness
import TestPaths
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading

/// What the translucent bar's backdrop blur adds per frame at 390×844 (issue 10 item 3:
/// at most 1 ms): everything.json's Jelly selection drawn with and without the blur node,
/// by damage as the window draws, where the page beneath stays put and the cache holds;
/// and whole frames alternating two pages, where every frame blurs afresh.
enum BlurBench {
    static func run() throws {
        print("\ntranslucent bar blur (everything.json, 390×844, release build, no X)")
        let config = try ConfigurationFile.load(Repository.root().appendingPathComponent("assets/demos/everything.json").path,
                                             catalog: .demo, pages: .demo)
        let size = Size(width: 390, height: 844)
        var costs: [Bool: (animated: Double, fresh: Double)] = [:]
        for blur in [false, true] {
            let renderer = SceneRenderer()
            let surface = try RasterSurface(width: 390, height: 844)
            let controller = TabBarController(configuration: config, viewport: size, measurer: renderer.text)
            let frames = 300
            let clock = ContinuousClock()
            var previous = strip(controller.scene(at: 0), keepBlur: blur)
            renderer.render(previous, on: surface)
            _ = controller.select(3, cause: .program, at: 0)
            var animated = Duration.zero
            for i in 1...frames {
                let scene = strip(controller.scene(at: Double(i % 60) / 60), keepBlur: blur)
                let damage = scene.damage(since: previous)
                animated += clock.measure { renderer.render(scene, on: surface, damage: damage) }
                previous = scene
            }
            let other = TabBarController(configuration: config, viewport: size, measurer: renderer.text)
            let pages = [strip(other.scene(at: 0), keepBlur: blur), strip(controller.scene(at: 5), keepBlur: blur)]
            var fresh = Duration.zero
            for i in 0..<frames { fresh += clock.measure { renderer.render(pages[i % 2], on: surface) } }
            costs[blur] = (milliseconds(animated / frames), milliseconds(fresh / frames))
        }
        guard let with = costs[true], let without = costs[false] else { return }
        print("  Jelly selection by damage (cached blur): \(format(with.animated, 3)) ms vs \(format(without.animated, 3)) ms "
              + "without blur: +\(format(with.animated - without.animated, 3)) ms per frame")
        print("  whole frames, page beneath changing (blur every frame): \(format(with.fresh, 3)) ms vs "
              + "\(format(without.fresh, 3)) ms: +\(format(with.fresh - without.fresh, 3)) ms per frame")
    }

    /// The scene with its backdrop blurs removed unless `keepBlur`.
    static func strip(_ scene: Scene, keepBlur: Bool) -> Scene {
        guard !keepBlur else { return scene }
        var stripped = scene
        stripped.layers = scene.layers.map { SceneLayer(id: $0.id, node: withoutBlur($0.node)) }
        return stripped
    }

    static func withoutBlur(_ node: SceneNode) -> SceneNode {
        guard case .group(var group) = node else { return node }
        group.children = group.children.filter { if case .backdropBlur = $0 { false } else { true } }.map(withoutBlur)
        return .group(group)
    }
}
