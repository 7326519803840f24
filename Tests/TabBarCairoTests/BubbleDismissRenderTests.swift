import TabBarCairo
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40: with ES's spring, a bubble dismiss collapsed in about 4 frames, then some 14
/// frames later a faint disc pulsed over the raised "+" that had already settled, and the
/// trace said the dismiss lasted 498 ms. The disc must shrink once into the button, never
/// come back, and the dismiss must end (its trace) when the window stops changing.
final class BubbleDismissRenderTests: XCTestCase {
    /// es-centre.json at 390 × 844 with the bubble presented from the "+" and settled at 2 s.
    func presented() throws -> (TabBarController, Circle) {
        let configuration = try DemoConfiguration.load("demos/es-centre.json")
        XCTAssertTrue(configuration.navigation.timing.spring, "the demo's bubble runs on HYB's spring")
        let c = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
        let button = try XCTUnwrap(c.layout.items[2].circle)
        _ = c.handle(.pointerDown(button.center, button: .primary), at: 0)
        _ = c.handle(.pointerUp(button.center, button: .primary), at: 0)
        _ = c.advance(to: 2)
        XCTAssertNotNil(c.navigator.presented)
        return (c, button)
    }

    /// The bubble's circle in a scene: its radius and alpha, nil when none is drawn.
    func disc(_ scene: Scene) -> (radius: Double, alpha: Double)? {
        func find(_ node: SceneNode) -> (Double, Double)? {
            switch node {
            case .fill(.ellipse(let r), .solid(let color)): (r.width / 2, color.alpha)
            case .group(let group): group.children.lazy.compactMap(find).first
            default: nil
            }
        }
        return scene.layers.first { $0.id == "modal.between" }.flatMap { find($0.node) }
    }

    func testSpringDismiss_ShrinksOnceAndEndsWhenItsTraceSays() throws {
        let (c, button) = try presented()
        let region = Rect.centered(at: button.center, size: Size(width: 160, height: 160))
        var events = c.handle(.key(.escape, modifiers: []), at: 2)
        XCTAssertTrue(events.contains(.navigation(slot: 0, action: .dismiss, depth: 1)), "\(events)")
        var traceEnd: Double?
        var frames: [(time: Double, image: RasterSurface, disc: (radius: Double, alpha: Double)?)] = []
        for frame in 0...45 {
            let t = 2 + Double(frame) / 60
            events = c.advance(to: t)
            for case .transition(.bubble, .dismiss, .end, let time) in events { traceEnd = time }
            frames.append((t, try RegionRender.render(c.scene(at: t), region: region), disc(c.scene(at: t))))
        }
        let end = try XCTUnwrap(traceEnd, "the dismiss traced its end within 0.75 s") - 2
        let rest = try XCTUnwrap(frames.last).image
        // The disc is HYB's: opaque, and it only shrinks, from the first frame to its last.
        let discs = frames.compactMap(\.disc)
        XCTAssertFalse(discs.isEmpty)
        XCTAssertTrue(discs.allSatisfy { $0.alpha == 1 }, "\(discs.map(\.alpha))")
        for (a, b) in zip(discs, discs.dropFirst()) {
            XCTAssertLessThanOrEqual(b.radius, a.radius, "the disc grew back: \(discs.map(\.radius))")
        }
        // Once the window around the button looks as it does at rest, it stays so: no pulse.
        let still = frames.map { ImageDiff($0.image, rest, channelTolerance: 1).differingPixels == 0 }
        let settled = try XCTUnwrap(still.firstIndex(of: true))
        XCTAssertFalse(still[settled...].contains(false), "a disc came back after the dismiss looked done")
        // And the trace ends the dismiss in the frame that shows it done, not later.
        let shown = frames[settled].time - 2
        XCTAssertEqual(end, shown, accuracy: 1.0 / 60 + 1e-9, "trace end \(end) s, still from \(shown) s")
        XCTAssertGreaterThan(settled, 1, "the disc is seen shrinking over the button first")
    }

    func testBubble_TakesThePresentedPagesBackground() throws {
        let configuration = try DemoConfiguration.load("demos/es-centre.json")
        let c = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
        let plus = try XCTUnwrap(c.layout.items[2].circle).center
        _ = c.handle(.pointerDown(plus, button: .primary), at: 0)
        _ = c.handle(.pointerUp(plus, button: .primary), at: 0)
        let parameters = try XCTUnwrap(c.navigator.transition(at: 0.1)).parameters
        let sheet = try XCTUnwrap(c.navigator.presented).spec
        XCTAssertEqual(parameters.bubbleColor, PageRenderer.backgroundColor(sheet))
        XCTAssertEqual(parameters.bubbleColor, PageStyle.standard.surface, "the sheet is white, not the tab's teal")
        XCTAssertNotEqual(parameters.bubbleColor, configuration.tabs[2].color)
    }
}
