import TabBarCore
import TestSupport
import XCTest

/// Ramotion's bottom line (height 2, 0.3 s) and TColorful's mask (0.5 + 0.5 s): the seeds'
/// defaults, and the configured values when a bar sets them.
final class IndicatorTimingTests: XCTestCase {
    func controller(_ configure: (inout BarStyle) -> Void) -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configure(&configuration.bar)
        return TabBarController(configuration: configuration, viewport: Size(width: 400, height: 600))
    }

    /// The line: the fill in the indicator's layer (a group named "indicator").
    func lineRect(_ c: TabBarController, at time: Double) -> Rect? {
        guard case .group(let named)? = c.scene(at: time).layers.first(where: { $0.id == "bar.indicator" })?.node,
            named.name == NodeName.indicator, case .fill(let shape, _)? = named.children.first
        else { return nil }
        return shape.bounds
    }

    func testBottomLine_DefaultsToRamotionsTwoPixelsAndAThirdOfASecond() {
        let c = controller { $0.indicator = .bottomLine }
        XCTAssertEqual(lineRect(c, at: 0)?.height, 2)
        XCTAssertEqual(lineRect(c, at: 0)?.maxY, c.layout.row.maxY)
        _ = c.handle(.key(.character("3"), modifiers: []), at: 1)
        XCTAssertEqual(lineRect(c, at: 1.15)?.minX ?? 0, 100, accuracy: 1e-9, "half-way at 0.15 s (ease-in-out)")
        XCTAssertEqual(lineRect(c, at: 1.3)?.minX, 200)
    }

    func testBottomLine_HeightAndDurationAreConfigurable() {
        let c = controller {
            $0.indicator = .bottomLine
            $0.bottomLineHeight = 4
            $0.bottomLineDuration = 0.6
        }
        XCTAssertEqual(lineRect(c, at: 0)?.height, 4)
        _ = c.handle(.key(.character("3"), modifiers: []), at: 1)
        XCTAssertEqual(lineRect(c, at: 1.3)?.minX ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(lineRect(c, at: 1.6)?.minX, 200)
        let ends = c.advance(to: 1.7).compactMap {
            if case .animation(let t) = $0, t.kind == .indicator { t.time } else { nil }
        }
        XCTAssertEqual(ends, [1.6])
    }

    func testColorfulMask_DefaultsToHalfASecondPerPhase() {
        let motion = ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0)
        XCTAssertEqual(motion.endTime, 1.0)
        // The stretch peaks at 0.5 s: a quarter of the two-slot distance further right.
        XCTAssertEqual(motion.span(at: 0.5).upper, 1.5, accuracy: 1e-9)
    }

    func testColorfulMask_PhaseDurationIsConfigurable() {
        var indicator = IndicatorAnimator(kind: .colorfulMask, selectedIndex: 0, itemCount: 4)
        indicator.maskPhaseDuration = 0.25
        _ = indicator.move(to: 2, at: 1)
        XCTAssertEqual(indicator.endTime, 1.5)
        XCTAssertEqual(indicator.span(at: 1.25).upper, 1.5, accuracy: 1e-9, "stretched after one phase")
        XCTAssertEqual(indicator.span(at: 1.5), SlotSpan(slot: 2))
        let c = controller { $0.maskPhaseDuration = 0.3 }
        _ = c.handle(.key(.character("2"), modifiers: []), at: 0)
        XCTAssertTrue(c.isAnimating(at: 0.59))
        XCTAssertEqual(
            c.advance(to: 0.6).compactMap {
                if case .animation(let t) = $0, t.kind == .indicator { t.time } else { nil }
            },
            [0.6])
    }
}
