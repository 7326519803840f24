import TabBarCairo
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 9, defect 3: after a bubble dismiss on ES's centre button, the raised "+" must
/// not vanish under the shrinking bubble (it did for about 5 frames, 225–300 ms after the
/// dismiss, when the bubble, in the tab's own colour, was the size of the button).
final class BubbleDismissRenderTests: XCTestCase {
    func testRaisedPlus_StaysVisibleWhileTheBubbleShrinksAway() throws {
        let configuration = try DemoConfiguration.load("demos/es-centre.json")
        let c = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
        let button = try XCTUnwrap(c.layout.items[2].circle)
        let region = Rect.centered(at: button.center, size: Size(width: 2 * button.radius, height: 2 * button.radius))
        let rest = try RegionRender.render(c.scene(at: 0), region: region)
        let plus = button.center
        _ = c.handle(.pointerDown(plus, button: .primary), at: 0)
        _ = c.handle(.pointerUp(plus, button: .primary), at: 0)
        _ = c.advance(to: 2)
        let close = try XCTUnwrap(c.pageTargets(at: 2).rect(of: .page(.button))).center
        _ = c.handle(.pointerDown(close, button: .primary), at: 2)
        let events = c.handle(.pointerUp(close, button: .primary), at: 2)
        XCTAssertTrue(events.contains(.navigation(slot: 0, action: .dismiss, depth: 1)), "\(events)")
        let end = try XCTUnwrap(c.navigator.transition(at: 2)).end
        // From the moment the presented page has faded to almost nothing, the button must
        // look as it does at rest: the bubble over it is as faint as the page.
        var checked = 0
        for frame in 0...90 {
            let t = 2 + Double(frame) / 60
            _ = c.advance(to: t)
            guard let transition = c.navigator.transition(at: t) else { break }
            let pageOpacity = 1 - min(max(transition.progress(at: t), 0), 1)
            guard pageOpacity < 0.1 else { continue }
            let now = try RegionRender.render(c.scene(at: t), region: region)
            let diff = ImageDiff(rest, now, channelTolerance: 48)
            // The "+" is about 130 pixels; the old teal bubble changed 80–136 of them.
            XCTAssertLessThan(
                diff.differingPixels, 20,
                "the button is covered at \(Int((t - 2) * 1000)) ms")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5, "the window 225–300 ms after the dismiss (ends at \(end - 2) s) was sampled")
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
