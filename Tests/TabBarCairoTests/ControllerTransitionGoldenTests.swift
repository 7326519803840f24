import TabBarCairo
import TabBarReview
import TestSupport
import XCTest

@testable import TabBarCore

/// Film strips of the transitions issue 9 corrected, drawn by the real controller on the
/// HYB and ES demos at half size: what the window shows. Each was reviewed by eye against
/// HYBControllerTransitions (seed-libraries.md §3.2).
final class ControllerTransitionGoldenTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func render(_ scene: Scene, renderer: SceneRenderer) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(scene.size.width), height: Int(scene.size.height))
        renderer.render(scene, on: surface)
        return surface
    }

    func strip(_ demo: String, _ kind: TransitionKind, _ role: TransitionRole) throws -> RasterSurface {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/\(demo).json")
        let strip = TransitionFilmStrip(configuration: configuration, viewport: viewport, measurer: renderer.text)
        return try render(strip.scene(kind: kind, role: role, frames: 7), renderer: renderer)
    }

    /// The destination shows at once; one snapshot of the card flies to the hero, which
    /// appears as it lands. A pop shows the grid at once and flies the card back.
    func testMagicMove() throws {
        Golden.assertMatches(try strip("hyb-transitions", .move, .push), named: "move-push")
        Golden.assertMatches(try strip("hyb-transitions", .move, .pop), named: "move-pop")
    }

    /// HYB's half-sheet: the page and bar shrink to 0.9 × 0.9 on black, no dim, square
    /// corners; the sheet rises to half the window.
    func testModal() throws {
        Golden.assertMatches(try strip("hyb-transitions", .modal, .present), named: "modal-present")
    }

    /// ES's centre button with HYB's spring: the bubble is the sheet's white, fading with it.
    func testBubble() throws {
        Golden.assertMatches(try strip("es-centre", .bubble, .present), named: "bubble-present-spring")
        Golden.assertMatches(try strip("es-centre", .bubble, .dismiss), named: "bubble-dismiss-spring")
    }

    /// A tab slide 0 → 1 retargeted to tab 2 at 0.15 s: the pages carry on from where they
    /// are towards tab 2, in one motion that ends 0.5 s after the retarget.
    func testSlideRetarget() throws {
        let renderer = SceneRenderer()
        var configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        configuration.navigation.tabTransition = .slide
        let c = TabBarController(configuration: configuration, viewport: viewport, measurer: renderer.text)
        _ = c.select(1, cause: .program, at: 0)
        var retargeted = false
        let strip = SceneFilmStrip(region: Rect(origin: .zero, size: viewport), scale: 0.5)
        let scene = strip.scene(times: FilmStrip.times(count: 9, duration: 0.65)) { time in
            if !retargeted, time >= 0.15 {
                _ = c.select(2, cause: .program, at: 0.15)
                retargeted = true
            }
            _ = c.advance(to: time)
            return c.scene(at: time)
        }
        Golden.assertMatches(try render(scene, renderer: renderer), named: "slide-retarget")
    }
}
