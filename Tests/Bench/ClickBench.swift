import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading
import TestPaths

/// Where the frame after a click goes, offscreen, on the default demo at 390×844 once every
/// page has been seen: the selection, building the scene, its damage and drawing it; then the
/// item animation's other frames and the exact frame at rest. It runs twice: back to back
/// (caches hot), and paced like the window (16 ms between frames, half a second between
/// clicks), which shows what a 60 Hz client pays for waking with cold caches.
enum ClickBench {
    static func run() throws -> [String] {
        [try measure(clicks: 200, paced: false), try measure(clicks: 12, paced: true)]
    }

    static func measure(clicks: Int, paced: Bool) throws -> String {
        let path = Repository.root().appendingPathComponent("assets/demo.json").path
        let configuration = try ConfigurationFile.load(path, pages: .demo)
        let size = Size(width: 390, height: 844)
        let renderer = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: size, scale: 1)))
        let c = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
        let surface = try RasterSurface(width: 390, height: 844)
        var previous = c.scene(at: 0)
        renderer.render(previous, on: surface)
        let clock = ContinuousClock()
        var select = 0.0, build = 0.0, damage = 0.0, draw = 0.0, rest = 0.0
        var animation = 0.0, animationFrames = 0
        var t = 0.0
        // The first four clicks see every page once; they are not counted.
        for i in 0..<(clicks + 4) {
            t += 2
            if paced { usleep(500_000) }
            let counted = i >= 4
            let s = milliseconds(clock.measure { _ = c.select((i + 1) % 4, cause: .tap, at: t) })
            var scene = previous
            let b = milliseconds(clock.measure { scene = c.scene(at: t) })
            var rects: [Rect] = []
            let d = milliseconds(clock.measure { rects = scene.damage(since: previous) })
            let r = milliseconds(clock.measure { renderer.render(scene, on: surface, damage: rects) })
            var at = t
            while c.isAnimating(at: at) {
                at += 1.0 / 60
                if paced { usleep(16_000) }
                let next = c.scene(at: at)
                let a = milliseconds(
                    clock.measure { renderer.render(next, on: surface, damage: next.damage(since: scene)) })
                if counted {
                    animation += a
                    animationFrames += 1
                }
                scene = next
            }
            let final = c.scene(at: at + 0.1)
            let e = milliseconds(
                clock.measure {
                    renderer.render(final, on: surface, damage: final.damage(since: scene), exact: true)
                })
            previous = final
            if counted {
                select += s
                build += b
                damage += d
                draw += r
                rest += e
            }
        }
        let n = Double(clicks)
        return
            "offscreen click 390×844, \(paced ? "paced like the window" : "back to back"): select \(format(select / n)) ms, "
            + "scene \(format(build / n)) ms, damage \(format(damage / n)) ms, draw \(format(draw / n)) ms; "
            + "the animation's other frames \(format(animation / Double(max(1, animationFrames)))) ms each; "
            + "the frame at rest \(format(rest / n)) ms"
    }
}
