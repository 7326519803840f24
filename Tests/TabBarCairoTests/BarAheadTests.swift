import TabBarCore
import TestSupport
import XCTest

@testable import TabBarCairo

/// The bar's first taps, prepared while idle (`TabBarController.barAhead`,
/// `SceneRenderer.prepareImages`): an item's first tap then shrinks no icon anew, which cost
/// about a millisecond a frame in the first frames of each item's first tap.
final class BarAheadTests: XCTestCase {
    /// The demo's bar and a short page above it: the icons are drawn as in any window.
    static let size = Size(width: 390, height: 300)

    /// Every built-in item animation, at 1× and 2×, with taps landing at three phases of
    /// the frame clock (two at 1×, one at 2×): the frames a tap on each item draws (pressed and released as a
    /// mouse does, the window's damage, the frame at rest drawn exactly) make no variant
    /// that preparing did not make. A flip is the exception: its strips ask for more sizes
    /// than the variants' budget holds, so preparing fills the budget, evicts nothing, and
    /// leaves the taps no more to make than they had. Without preparing, taps make some.
    func testFirstTaps_ShrinkNoIconAnew() throws {
        // `make check` tries one animation in six: bounce, a flip and the cross-dissolve.
        for name in TestTier.sample(ItemAnimationCatalog.builtIn.names, stride: 6) {
            var configuration = try DemoConfiguration.load()
            for i in configuration.tabs.indices {
                configuration.tabs[i].animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make(name))
            }
            for scale in [1.0, 2.0] {
                var cold = 0
                let flips = name.hasPrefix("flip-")
                if name == "bounce" || flips {
                    cold = try taps(configuration, scale: scale, phase: 0, prepare: false).made
                }
                if name == "bounce" { XCTAssertGreaterThan(cold, 0, "\(name) unprepared") }
                for phase in (scale == 1 ? [0, 0.5] : [0.25]).map({ $0 / 60 }) {
                    let label = "\(name) at \(scale)×, phase \(phase)"
                    let prepared = try taps(configuration, scale: scale, phase: phase, prepare: true)
                    XCTAssertEqual(prepared.evicted, 0, label + ": preparing evicted")
                    if flips {
                        XCTAssertLessThanOrEqual(prepared.made, cold, label)
                    } else {
                        XCTAssertEqual(prepared.made, 0, label)
                    }
                }
            }
        }
    }

    /// A bar that selects on the press (RDV's) plays the motion before the release: its
    /// first taps too shrink no icon anew once prepared.
    func testFirstTaps_SelectingOnThePress_ShrinkNoIconAnew() throws {
        for name in ["bounce", "press", "fume"] {
            var configuration = try DemoConfiguration.load()
            configuration.bar.selectOn = .press
            for i in configuration.tabs.indices {
                configuration.tabs[i].animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make(name))
            }
            XCTAssertEqual(try taps(configuration, scale: 1, phase: 0.3 / 60, prepare: true).made, 0, name)
        }
    }

    /// Flips at 2×: their strips ask for about 300 variants, which the budget for the scale
    /// holds (`ImageVariants.budget(scale:)`), so once every item has flipped, later taps, at
    /// whatever phase, make none. In the 1× budget they were made again on every tap.
    func testFlips_AtTwoTimes_SettleWithinTheBudget() throws {
        var configuration = try DemoConfiguration.load()
        for i in configuration.tabs.indices {
            configuration.tabs[i].animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make("flip-left"))
        }
        for (budget, settles) in [(ImageVariants.budget(scale: 2), true), (ImageVariants.budget(scale: 1), false)] {
            let rounds = try taps(
                configuration, scale: 2, phase: 0.3 / 60, prepare: false, rounds: 3, variantsBudget: budget)
            XCTAssertGreaterThan(rounds.made, 0)
            XCTAssertEqual(rounds.madeAfterFirstRound == 0, settles, "budget \(budget): \(rounds.madeAfterFirstRound)")
        }
    }

    /// Preparing changes no pixel that the taps' frames draw.
    func testPreparing_ChangesNoPixel() throws {
        let configuration = try DemoConfiguration.load()
        let prepared = try taps(configuration, scale: 1, phase: 0.4 / 60, prepare: true, checksums: true).sums
        let cold = try taps(configuration, scale: 1, phase: 0.4 / 60, prepare: false, checksums: true).sums
        XCTAssertGreaterThan(prepared.count, 100)
        XCTAssertEqual(prepared, cold)
    }

    /// Draws the first frame, prepares as the idle window does (or not), then taps every
    /// item in turn and the first again, `phase` seconds into a frame, drawing each frame
    /// with the window's damage and the frame at rest exactly. Returns the variants the taps
    /// made and, with `checksums`, a checksum of every frame's pixels.
    func taps(
        _ configuration: AppConfiguration, scale: Double, phase: Double, prepare: Bool, checksums: Bool = false,
        rounds: Int = 1, variantsBudget: Int? = nil
    ) throws -> (made: Int, evicted: Int, madeAfterFirstRound: Int, sums: [UInt64]) {
        let renderer = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: Self.size, scale: scale)))
        renderer.images.variants.setBudget(variantsBudget ?? ImageVariants.budget(scale: scale))
        let c = TabBarController(configuration: configuration, viewport: Self.size, measurer: renderer.text)
        let surface = try RasterSurface(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
        // Only the bar's layers: the pages draw no icon, and a test that draws them too
        // takes seconds more.
        func bar(at t: Double) -> Scene {
            let scene = c.scene(at: t)
            return Scene(
                size: scene.size, background: scene.background, layers: scene.layers.filter { $0.id.hasPrefix("bar.") })
        }
        var last = bar(at: 0)
        renderer.render(last, on: surface, scale: scale, exact: true)
        if prepare { _ = renderer.prepareImages(c.barAhead(at: 0.5), scale: scale) }
        let before = renderer.images.variants.made
        let evicted = before - renderer.images.variants.count
        var sums: [UInt64] = []
        var time = 1.0
        var afterFirstRound = 0
        for round in 0..<rounds {
            if round == 1 { afterFirstRound = renderer.images.variants.made }
            for item in Array(1..<c.layout.items.count) + [0] {
                // Later rounds land on other phases of the frame clock.
                time = time.rounded() + 1 + phase + Double(round) / 7 / 60
                let point = c.layout.items[item].frame.center
                _ = c.handle(.pointerDown(point, button: .primary), at: time)
                var released = false
                var t = time
                while true {
                    if !released, t - time >= 0.08 {
                        _ = c.handle(.pointerUp(point, button: .primary), at: t)
                        released = true
                    }
                    _ = c.advance(to: t)
                    let scene = bar(at: t)
                    let moving = c.isAnimating(at: t)
                    renderer.render(scene, on: surface, scale: scale, damage: scene.damage(since: last), exact: !moving)
                    if checksums { sums.append(Self.checksum(surface)) }
                    last = scene
                    if !moving && released { break }
                    t += 1.0 / 60
                }
            }
        }
        let made = renderer.images.variants.made
        return (made - before, evicted, rounds > 1 ? made - afterFirstRound : 0, sums)
    }

    static func checksum(_ surface: RasterSurface) -> UInt64 {
        let words = surface.bytesPerRow * surface.height / 8
        return surface.withPixels { pixels in
            let p = pixels.bindMemory(to: UInt64.self, capacity: words)
            var sum: UInt64 = 0
            for i in 0..<words { sum = sum &* 31 &+ p[i] }
            return sum
        } ?? 0
    }
}
