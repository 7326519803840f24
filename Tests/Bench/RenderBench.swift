import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading
import TestPaths

/// Offscreen drawing cost, through the window's renderer, without X.
enum RenderBench {
    static func run() throws {
        print("\noffscreen render (release build, no X)")
        for (width, height) in [(390, 844), (1920, 1080)] {
            let config = try loadDemo()
            let size = Size(width: Double(width), height: Double(height))
            let renderer = SceneRenderer()
            let controller = TabBarController(configuration: config, viewport: size, measurer: renderer.text)
            let surface = try RasterSurface(width: width, height: height)
            renderer.render(controller.scene(at: 0), on: surface)
            _ = controller.select(2, cause: .program, at: 0)
            let frames = 300
            var previous = controller.scene(at: 0)
            let clock = ContinuousClock()
            var damaged = Duration.zero, full = Duration.zero
            for i in 1...frames {
                let scene = controller.scene(at: Double(i % 60) / 60)
                let damage = scene.damage(since: previous)
                damaged += clock.measure { renderer.render(scene, on: surface, damage: damage) }
                full += clock.measure { renderer.render(scene, on: surface) }
                previous = scene
            }
            let perDamaged = damaged / frames, perFull = full / frames
            print(
                "  \(width)×\(height): full frame \(format(milliseconds(perFull), 3)) ms, damaged regions only "
                    + "\(format(milliseconds(perDamaged), 3)) ms (\(format(milliseconds(perFull) / milliseconds(perDamaged), 1))× less)"
            )
        }
    }

    static func loadDemo() throws -> AppConfiguration {
        try ConfigurationFile.load(Repository.root().appendingPathComponent("assets/demo.json").path, pages: .demo)
    }
}
