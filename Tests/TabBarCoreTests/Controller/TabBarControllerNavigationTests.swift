import TestSupport
import XCTest

@testable import TabBarCore

final class TabBarControllerNavigationTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func controller(_ configure: (inout AppConfiguration) -> Void = { _ in }) -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configure(&configuration)
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func click(_ c: TabBarController, _ point: Point, at time: Double) -> [TraceEvent] {
        c.handle(.pointerDown(point, button: .primary), at: time)
            + c.handle(.pointerUp(point, button: .primary), at: time)
    }

    func cardCenter(_ c: TabBarController, _ index: Int, at time: Double) throws -> Point {
        let targets = c.pageTargets(at: time)
        return try XCTUnwrap(
            PageRenderer.rect(of: .card(index), page: targets.page, in: targets.frame, scroll: 0, canGoBack: false)
        ).center
    }

    func navigations(_ events: [TraceEvent]) -> [String] {
        events.compactMap { if case .navigation(_, let action, let depth) = $0 { "\(action) \(depth)" } else { nil } }
    }

    func testCardClick_PushesADetailPage() throws {
        let c = controller()
        let events = click(c, try cardCenter(c, 2, at: 0), at: 0)
        XCTAssertEqual(navigations(events), ["push 2"])
        XCTAssertTrue(events.contains(.transition(name: .push, role: .push, phase: .begin, time: 0)))
        XCTAssertEqual(c.navigator.currentStack.last?.spec.kind, .detail)
        XCTAssertEqual(c.navigator.currentStack.last?.spec.heroTitle, "Card 3")
    }

    func testReselect_PopsToRootThenScrollsToTop() throws {
        let c = controller()
        _ = click(c, try cardCenter(c, 0, at: 0), at: 0)
        _ = c.advance(to: 1)
        XCTAssertEqual(navigations(c.select(0, cause: .tap, at: 1)), ["popToRoot 1"])
        _ = c.advance(to: 2)
        _ = c.handle(.wheel(dx: 0, dy: 3, at: Point(x: 100, y: 300)), at: 2)
        XCTAssertEqual(c.navigator.topScroll(at: 3), 3 * TabBarController.wheelStep)
        XCTAssertEqual(navigations(c.select(0, cause: .tap, at: 3)), ["scrollToTop 1"])
        XCTAssertEqual(c.navigator.topScroll(at: 4), 0)
    }

    func testWheelOverTheBar_DoesNotScrollThePage() {
        let c = controller()
        _ = c.handle(.wheel(dx: 0, dy: 3, at: c.layout.items[1].frame.center), at: 0)
        XCTAssertEqual(c.navigator.topScroll(at: 1), 0)
    }

    func testEscapeAndBackButton_Pop() throws {
        let c = controller()
        _ = click(c, try cardCenter(c, 1, at: 0), at: 0)
        _ = c.advance(to: 1)
        XCTAssertEqual(navigations(c.handle(.key(.escape, modifiers: []), at: 1)), ["pop 1"])
        _ = c.advance(to: 2)
        _ = click(c, try cardCenter(c, 1, at: 2), at: 2)
        _ = c.advance(to: 3)
        let back = try XCTUnwrap(
            PageRenderer.rect(
                of: .back, page: c.pageTargets(at: 3).page, in: c.pageArea(at: 3), scroll: 0,
                canGoBack: true))
        XCTAssertEqual(navigations(click(c, back.center, at: 3)), ["pop 1"])
        XCTAssertEqual(navigations(c.handle(.key(.left, modifiers: .alt), at: 5)), [], "nothing left to pop")
    }

    func testFollowButton_PresentsAModalThatTheDimmedAreaDismisses() throws {
        let c = controller()
        _ = c.select(2, cause: .tap, at: 0)
        let targets = c.pageTargets(at: 1)
        let button = try XCTUnwrap(
            PageRenderer.rect(of: .button, page: targets.page, in: targets.frame, scroll: 0, canGoBack: false))
        XCTAssertEqual(navigations(click(c, button.center, at: 1)), ["present 2"])
        XCTAssertTrue(c.scene(at: 1.2).layers.contains { $0.id == "modal" })
        // The bar is covered: a click on it lands on the dimmed area and dismisses.
        XCTAssertEqual(navigations(click(c, c.layout.items[0].frame.center, at: 2)), [])
        _ = c.advance(to: 2)
        XCTAssertEqual(navigations(click(c, Point(x: 195, y: 100), at: 2)), ["dismiss 1"])
        _ = c.advance(to: 3)
        XCTAssertNil(c.navigator.presented)
        XCTAssertFalse(c.scene(at: 3).layers.contains { $0.id == "modal" })
    }

    func testHijackingCentreItem_PresentsWithoutSelecting() {
        let c = controller {
            $0.tabs[2].isRaised = true
            $0.tabs[2].hijacksTap = true
        }
        let circle = c.layout.items[2].circle
        XCTAssertNotNil(circle)
        // Above the bar's top edge, inside the round button.
        let above = Point(x: c.layout.items[2].frame.midX, y: c.layout.bar.minY - 20)
        let events = click(c, above, at: 0)
        XCTAssertEqual(events.first, .hijack(index: 2, cause: .tap))
        XCTAssertEqual(navigations(events), ["present 2"])
        XCTAssertEqual(c.selectedIndex, 0)
        XCTAssertTrue(c.isAnimating(at: 0.05), "the press effect plays")
    }

    func testRaisedItem_HitTestsAsACircle() {
        let c = controller { $0.tabs[2].isRaised = true }
        let circle = try! XCTUnwrap(c.layout.items[2].circle)
        XCTAssertEqual(circle.radius, 35)
        XCTAssertEqual(circle.center.y, c.layout.bar.minY - 32 + 35)
        XCTAssertEqual(c.layout.item(at: Point(x: circle.center.x, y: circle.center.y - 34)), 2)
        // The square corner above the bar but outside the circle is nobody's.
        XCTAssertNil(c.layout.item(at: Point(x: circle.center.x - 33, y: circle.center.y - 33)))
    }

    func testSevenTabs_ShowFourAndMore() throws {
        let c = controller { configuration in
            configuration.tabs = (0..<7).map { TabItem(title: "T\($0)") }
        }
        XCTAssertEqual(c.items.map(\.title), ["T0", "T1", "T2", "T3", "More"])
        XCTAssertEqual(c.slots.last, .more([4, 5, 6]))
        _ = c.select(4, cause: .tap, at: 0)
        let targets = c.pageTargets(at: 1)
        XCTAssertEqual(targets.page.kind, .more)
        XCTAssertEqual(targets.page.moreItems.map(\.title), ["T4", "T5", "T6"])
        let row = try XCTUnwrap(
            PageRenderer.rect(of: .row(2), page: targets.page, in: targets.frame, scroll: 0, canGoBack: false))
        XCTAssertEqual(navigations(click(c, row.center, at: 1)), ["push 2"])
        XCTAssertEqual(c.navigator.currentStack.last?.spec.title, "T6")
    }

    func testDetailThatHidesTheBar_SlidesItAwayAndBack() throws {
        let c = controller { $0.tabs[0].detailHidesBar = true }
        let bar = c.layout.bar
        _ = click(c, try cardCenter(c, 0, at: 0), at: 0)
        XCTAssertEqual(c.barOffset(at: 0.24), viewport.height - bar.minY, accuracy: 1e-9)
        XCTAssertEqual(c.pageArea(at: 0.24).height, viewport.height)
        XCTAssertNil(c.layout.item(at: c.barPoint(Point(x: 50, y: bar.midY), at: 0.3)), "a hidden bar takes no clicks")
        _ = c.advance(to: 1)
        _ = c.handle(.key(.escape, modifiers: []), at: 1)
        XCTAssertEqual(c.barOffset(at: 1.24), 0)
    }

    /// Issue 8: while the bar slides away, the page area's bottom edge stays on whole pixels
    /// (a clip edge inside a pixel makes every paint through it a masked one), never short of
    /// where it would be, and growing with the bar.
    func testPageAreaGrowsOnWholePixels_WhileTheBarSlidesAway() throws {
        let c = controller { $0.tabs[0].detailHidesBar = true }
        let content = c.layout.content
        _ = click(c, try cardCenter(c, 0, at: 0), at: 0)
        var previous = content.maxY
        var fractional = 0
        for step in 0...24 {
            let t = Double(step) / 100
            let exact = content.maxY + c.navigator.barHiddenFraction(at: t) * c.layout.bar.height
            if exact != exact.rounded() { fractional += 1 }
            let area = c.pageArea(at: t)
            XCTAssertEqual(area.maxY, area.maxY.rounded(), "at \(t)")
            XCTAssertGreaterThanOrEqual(area.maxY, min(viewport.height, exact), "at \(t)")
            XCTAssertLessThan(area.maxY, exact + 1, "at \(t)")
            XCTAssertGreaterThanOrEqual(area.maxY, previous, "at \(t)")
            previous = area.maxY
        }
        XCTAssertGreaterThan(fractional, 5, "the bar's slide has fractional steps to round")
    }

    func testSetTabBarHidden_AnimatesIn0point24Seconds() {
        let c = controller()
        c.setTabBarHidden(true, animated: true, at: 0)
        XCTAssertEqual(c.navigator.barHiddenFraction(at: 0.12), 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.navigator.barHiddenFraction(at: 0.24), 1)
        c.setTabBarHidden(false, animated: false, at: 1)
        XCTAssertEqual(c.navigator.barHiddenFraction(at: 1), 0)
    }

    func testClicksDuringAPush_AreQueuedNotLost() throws {
        let c = controller()
        _ = click(c, try cardCenter(c, 0, at: 0), at: 0)
        XCTAssertEqual(navigations(c.handle(.key(.escape, modifiers: []), at: 0.1)), [], "waits for the push")
        let later = c.advance(to: 0.5)
        XCTAssertEqual(navigations(later), ["pop 1"])
        XCTAssertEqual(c.navigator.depth, 1)
    }

    /// Issue 11, item 13: a reselect during a page transition acted on the tab that was left
    /// (its scrollToTop went there). It must act on the tab selected when it runs.
    func testReselectDuringAPush_ActsOnTheSelectedTab() throws {
        let c = controller { $0.navigation.tabTransition = .slide }
        _ = c.select(1, cause: .tap, at: 0)
        _ = c.advance(to: 1)
        _ = c.handle(.wheel(dx: 0, dy: 3, at: Point(x: 100, y: 300)), at: 1)
        _ = c.select(0, cause: .tap, at: 2)
        _ = c.advance(to: 3)
        _ = c.handle(.wheel(dx: 0, dy: 2, at: Point(x: 100, y: 300)), at: 3)
        _ = click(c, try cardCenter(c, 0, at: 4), at: 4)
        _ = c.select(1, cause: .tap, at: 4.1)
        XCTAssertEqual(c.navigator.currentSlot, 1, "the page follows the bar at once")
        var events = c.select(1, cause: .tap, at: 4.2)
        XCTAssertEqual(events.first, .reselect(index: 1, cause: .tap))
        events += c.advance(to: 5)
        XCTAssertEqual(
            events.compactMap { if case .navigation(let tab, let action, _) = $0 { "\(action) \(tab)" } else { nil } },
            ["scrollToTop 1"])
        XCTAssertEqual(c.navigator.stacks[1][0].scroll.value(at: 6), 0)
        XCTAssertEqual(c.navigator.stacks[0].count, 2, "the tab left keeps its pushed page")
        XCTAssertEqual(c.navigator.stacks[0][0].scroll.value(at: 6), 2 * TabBarController.wheelStep, "and its scroll")
    }
}
