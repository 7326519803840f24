import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading
import TestPaths

/// Where a slide frame's time goes, offscreen: building the scene, its damage, drawing it
/// (with and without retained page layers).
enum SlideBench {
    static func run(width: Int, height: Int, modes: [Bool] = [true, false]) throws {
        let path = Repository.root().appendingPathComponent("assets/demos/hyb-transitions.json").path
        let configuration = try ConfigurationFile.load(path, pages: .demo)
        let size = Size(width: Double(width), height: Double(height))
        for layered in modes {
            let renderer = SceneRenderer(
                layers: layered ? LayerCache(budget: LayerCache.budget(for: size, scale: 1)) : nil)
            let c = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
            let surface = try RasterSurface(width: width, height: height)
            var previous = c.scene(at: 0)
            renderer.render(previous, on: surface)
            let clock = ContinuousClock()
            var build = 0.0, damage = 0.0, draw = 0.0, frames = 0
            for switchIndex in 0..<6 {
                let start = Double(switchIndex)
                _ = c.select((switchIndex + 1) % 4, cause: .program, at: start)
                for f in 0...31 {
                    let t = start + Double(f) / 60
                    var scene = previous
                    build += milliseconds(clock.measure { scene = c.scene(at: t) })
                    var rects: [Rect] = []
                    damage += milliseconds(clock.measure { rects = scene.damage(since: previous) })
                    draw += milliseconds(clock.measure { renderer.render(scene, on: surface, damage: rects) })
                    previous = scene
                    frames += 1
                }
            }
            let n = Double(frames)
            print(
                "  offscreen slide \(width)×\(height) \(layered ? "layered" : "unlayered"): scene \(format(build / n)) ms, "
                    + "damage \(format(damage / n)) ms, draw \(format(draw / n)) ms per frame")
        }
    }
}
