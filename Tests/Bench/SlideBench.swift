import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarFrame
import TabBarLoading
import TestPaths

/// Where a transition frame's time goes, offscreen: building the scene, its damage, drawing
/// it (with and without retained page layers). Layered frames are drawn as the window draws
/// them, with the pages ahead drawn at every rest (not counted), leaving whole-pixel moves of
/// pictures in `HeapPictures` to direct copies, which the window's server would make (their
/// cost is not counted here).
enum SlideBench {
    static func run(
        action: Scenario.Action = .tabs, width: Int, height: Int, modes: [Bool] = [true, false],
        repeats: Int = Int(ProcessInfo.processInfo.environment["BENCH_REPEATS"] ?? "") ?? 6
    ) throws {
        // The report's own configuration: the list tab pushes with the plain push.
        let scenario = Scenario(
            name: "offscreen", width: width, height: height, scale: 1, tabTransition: "slide", action: action)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try ConfigurationFile.load(try scenario.writeConfiguration(in: folder), pages: .demo)
        let size = Size(width: Double(width), height: Double(height))
        for layered in modes {
            let layers = layered ? LayerCache(budget: LayerCache.budget(for: size, scale: 1)) : nil
            let memory = HeapPictures()
            layers?.memory = memory
            let environment = ProcessInfo.processInfo.environment
            // As in the window: the server lays a push's dim over the copied page
            // (TABBAR_NO_TINTS keeps it in the buffer), and TABBAR_NO_BANDS keeps large paints
            // on one thread.
            let policy = RenderPolicy(
                laysTints: layered && environment["TABBAR_NO_TINTS"] == nil,
                sharesLargePaints: environment["TABBAR_NO_BANDS"] == nil)
            let renderer = SceneRenderer(layers: layers, policy: policy)
            let c = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
            let surface = try RasterSurface(width: width, height: height)
            let clock = ContinuousClock()
            var build = 0.0, damage = 0.0, draw = 0.0, frames = 0
            var t = 0.0
            let tabIndex = [Scenario.Action.push: 3, .bubble: 1, .modal: 2, .move: 0][action]
            if let tabIndex { _ = c.select(tabIndex, cause: .program, at: t) }
            t += 2
            var previous = c.scene(at: t)
            renderer.render(previous, on: surface)
            /// Plays frames at 60 Hz from `t` until the controller comes to rest.
            func playFrames() {
                repeat {
                    t += 1.0 / 60
                    var scene = previous
                    build += milliseconds(clock.measure { scene = c.scene(at: t) })
                    var rects: [Rect] = []
                    damage += milliseconds(clock.measure { rects = scene.damage(since: previous) })
                    var result = RenderResult.empty
                    let ms = milliseconds(
                        clock.measure { result = renderer.render(scene, on: surface, damage: rects, direct: layered) })
                    draw += ms
                    // BENCH_VERBOSE=1: each frame's draw, its damage and what it left to direct
                    // copies (device pixels), and the pages drawn so far.
                    if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                        let damaged = rects.reduce(0.0) { $0 + $1.width * $1.height }
                        let copied = result.copies.reduce(0) { $0 + $1.width * $1.height }
                        let tinted = result.tints.reduce(0) { $0 + $1.width * $1.height }
                        print(
                            "    #\(frames) t \(format(t, 3)) draw \(format(ms)) damage \(Int(damaged)) copied \(copied) tinted \(tinted) drawn \(renderer.layers?.rasterized ?? 0)"
                        )
                    }
                    previous = scene
                    frames += 1
                } while c.isAnimating(at: t)
            }
            for index in 0..<repeats {
                // At rest, as the window's idle work does: the pages the next motion may show.
                if layered { while renderer.prefetch(c.pagesAhead(at: t), scale: 1) > 0 {} }
                if let tabIndex {
                    let point = try target(of: action, on: tabIndex, in: c, at: t)
                    _ = c.handle(.pointerDown(point, button: .primary), at: t)
                    _ = c.handle(.pointerUp(point, button: .primary), at: t + 0.05)
                    t += 0.05
                    playFrames()
                    if layered { while renderer.prefetch(c.pagesAhead(at: t), scale: 1) > 0 {} }
                    _ = c.handle(.key(.escape, modifiers: []), at: t)
                } else {
                    _ = c.select((index + 1) % 4, cause: .program, at: t)
                }
                playFrames()
            }
            let n = Double(frames)
            print(
                "  offscreen \(action == .tabs ? "slide" : action.rawValue) \(width)×\(height) "
                    + "\(layered ? "layered" : "unlayered"): \(frames) frames, scene \(format(build / n)) ms, "
                    + "damage \(format(damage / n)) ms, draw \(format(draw / n)) ms per frame")
        }
    }

    /// Where the scenario clicks on tab `index`'s page: its first row, its button or its
    /// first card (`Scenario.Action`), in window pixels.
    static func target(of action: Scenario.Action, on index: Int, in c: TabBarController, at t: Double) throws -> Point
    {
        let target: PageTarget = action == .push ? .row(0) : action == .move ? .card(0) : .button
        let page = c.navigator.currentStack.last!.spec
        guard let rect = PageRenderer.rect(of: target, page: page, in: c.pageArea(at: t), scroll: 0, canGoBack: false)
        else { throw BenchError("tab \(index) has no \(target)") }
        return rect.center
    }
}

/// Picture memory on the heap, standing in for the window's shared segments offscreen.
final class HeapPictures: PictureMemory {
    func pictureMemory(width: Int, height: Int) -> PictureStorage? {
        let stride = width * 4
        let block = Block(bytes: stride * height)
        return PictureStorage(pixels: block.pointer, bytesPerRow: stride, owner: block)
    }

    /// One allocation, freed with the picture that owns it.
    final class Block {
        let pointer: UnsafeMutableRawPointer
        init(bytes: Int) { pointer = .allocate(byteCount: max(1, bytes), alignment: 64) }
        deinit { pointer.deallocate() }
    }
}
