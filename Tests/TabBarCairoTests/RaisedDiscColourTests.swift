import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// The raised centre button's disc, as drawn: it takes the tab's `color` (ES's demo gives
/// #17959E, its teal), or the tab's `background` / `selectedBackground` when given, and
/// nothing is painted as a rectangle behind it above the bar.
final class RaisedDiscColourTests: XCTestCase {
    let size = Size(width: 390, height: 844)
    let red = Color(hex: 0xD0_10_20), green = Color(hex: 0x10_A0_30)

    /// The demo configuration's four tabs plus a raised one in the middle, drawn at rest
    /// with `selected` selected.
    func draw(selected: Int = 0, _ change: (inout TabItem) -> Void) throws -> (RasterSurface, ItemLayout, Rect) {
        var configuration = Fixtures.configuration(count: 5)
        configuration.bar.indicator = .none
        configuration.tabs[2].isRaised = true
        configuration.tabs[2].color = red
        configuration.initialIndex = selected
        change(&configuration.tabs[2])
        let controller = TabBarController(configuration: configuration, viewport: size)
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(controller.scene(at: 0), on: surface)
        let slot = try XCTUnwrap(controller.layout.items.first { $0.index == 2 })
        return (surface, slot, controller.layout.bar)
    }

    /// The pixel at a logical point, as 0xRRGGBB.
    func rgb(_ surface: RasterSurface, _ point: Point) -> UInt32 {
        surface.pixel(x: Int(point.x), y: Int(point.y)) & 0xFF_FFFF
    }

    /// A point of the disc above the bar, between its border and the icon.
    func discPoint(_ slot: ItemLayout) throws -> Point {
        let circle = try XCTUnwrap(slot.circle)
        return Point(x: circle.center.x, y: circle.center.y - circle.radius + 6)
    }

    func hex(_ color: Color) -> UInt32 {
        UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8
            | UInt32((color.blue * 255).rounded())
    }

    func testDisc_TakesTheTabsColour() throws {
        let (surface, slot, _) = try draw { _ in }
        XCTAssertEqual(rgb(surface, try discPoint(slot)), hex(red), "the disc is the tab's color, not ES's teal")
    }

    func testBackground_ColoursTheDiscAndPaintsNoRectangle() throws {
        let (surface, slot, bar) = try draw { $0.appearance.background = self.green }
        XCTAssertEqual(rgb(surface, try discPoint(slot)), hex(green), "background colours the disc")
        // The slot's corner above the bar, outside the disc: the page shows there.
        let corner = Point(x: slot.frame.minX + 3, y: slot.frame.minY + 3)
        XCTAssertLessThan(corner.y, bar.minY)
        XCTAssertNotEqual(rgb(surface, corner), hex(green), "no rectangle behind the disc above the bar")
        let (plain, _, _) = try draw { _ in }
        XCTAssertEqual(rgb(surface, corner), rgb(plain, corner), "above the bar it is as without a background")
        // Inside the bar, beside the disc: the bar's own background.
        let beside = Point(x: slot.frame.minX + 2, y: bar.maxY - 3)
        XCTAssertEqual(rgb(surface, beside), rgb(plain, beside))
    }

    func testSelectedBackground_ColoursTheSelectedDisc() throws {
        let (unselected, slot, _) = try draw { $0.appearance.selectedBackground = self.green }
        XCTAssertEqual(rgb(unselected, try discPoint(slot)), hex(red), "unselected: the tab's color")
        let (selected, _, _) = try draw(selected: 2) { $0.appearance.selectedBackground = self.green }
        XCTAssertEqual(rgb(selected, try discPoint(slot)), hex(green), "selected: selectedBackground")
    }
}
