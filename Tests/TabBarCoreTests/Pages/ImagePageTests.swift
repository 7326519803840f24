import TestSupport
import XCTest

@testable import TabBarCore

/// Image pages: a designer's PNG scaled to the page width, scrolling when taller, and a tap
/// walking through `images` with the tab's push transition (issue 13, item 2).
final class ImagePageTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)
    /// Phone screenshots at 3×: 1170 px wide.
    static let home = PageImage(ImageRef("/s/home.png"), size: Size(width: 1170, height: 7500))
    static let detail = PageImage(ImageRef("/s/detail.png"), size: Size(width: 1170, height: 2532))
    static let last = PageImage(ImageRef("/s/last.png"), size: Size(width: 1170, height: 1200))

    func imagePage(_ screens: [PageImage]) -> PageSpec {
        var page = PageSpec(kind: .image, title: "Proto", accent: .systemBlue)
        page.screens = screens
        return page
    }

    func controller(tab0: PageSpec, more: Bool = false) -> TabBarController {
        var configuration = Fixtures.configuration(count: more ? 7 : 4)
        configuration.tabs[more ? 6 : 0].page = tab0
        configuration.tabs[0].pushTransition = .slide
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func tapPage(_ c: TabBarController, at time: Double) -> [TraceEvent] {
        // The middle of what shows of the page on top (a half sheet's frame runs off the window).
        let frame = c.pageTargets(at: time).frame.intersection(c.pageArea(at: time))
        let point = Point(x: frame.midX, y: (frame.minY + PageStyle.standard.headerHeight + frame.maxY) / 2)
        return c.handle(.pointerDown(point, button: .primary), at: time)
            + c.handle(.pointerUp(point, button: .primary), at: time)
    }

    /// The frames of the image nodes in a tree, in drawing order.
    func imageFrames(_ nodes: [SceneNode]) -> [Rect] {
        nodes.flatMap { node -> [Rect] in
            switch node {
            case .image(_, let frame, _, _): [frame]
            case .group(let group): imageFrames(group.children)
            default: []
            }
        }
    }

    func testImage_IsScaledToThePageWidth_AndScrollsByItsExtraHeight() throws {
        let frame = Rect(x: 0, y: 0, width: 390, height: 795)
        let page = imagePage([Self.home])
        let nodes = PageRenderer.nodes(page, in: frame, scroll: 0, canGoBack: false)
        let images = imageFrames(nodes)
        let header = PageStyle.standard.headerHeight
        // 1170×7500 at 390 wide: a third, 2500 tall, under the header.
        XCTAssertEqual(images, [Rect(x: 0, y: header, width: 390, height: 2500)])
        XCTAssertEqual(PageRenderer.maxScroll(page, in: frame), (2500 - (795 - header)).rounded(.up))
        let scrolled = imageFrames(PageRenderer.nodes(page, in: frame, scroll: 1000, canGoBack: false))
        XCTAssertEqual(scrolled.map(\.minY), [header - 1000])
    }

    func testShortImage_DoesNotScroll() {
        XCTAssertEqual(PageRenderer.maxScroll(imagePage([Self.last]), in: Rect(x: 0, y: 0, width: 390, height: 795)), 0)
    }

    func testWheel_ScrollsATallScreen() {
        let c = controller(tab0: imagePage([Self.home]))
        _ = c.handle(.wheel(dx: 0, dy: 3, at: c.pageArea(at: 0).center), at: 0)
        XCTAssertEqual(c.navigator.topScroll(at: 1), 3 * TabBarController.wheelStep)
        _ = c.handle(.wheel(dx: 0, dy: 100_000, at: c.pageArea(at: 1).center), at: 1)
        XCTAssertEqual(c.navigator.topScroll(at: 2), PageRenderer.maxScroll(c.topPage(at: 2), in: c.pageArea(at: 2)))
    }

    func testTap_PushesTheNextScreens_WithTheTabsPushTransition_UntilTheLast() {
        let c = controller(tab0: imagePage([Self.home, Self.detail, Self.last]))
        let first = tapPage(c, at: 0)
        XCTAssertTrue(first.contains(.navigation(slot: 0, action: .push, depth: 2)))
        XCTAssertTrue(first.contains(.transition(name: .slide, role: .push, phase: .begin, time: 0)))
        XCTAssertEqual(c.topPage(at: 1).screens, [Self.detail, Self.last])
        _ = c.advance(to: 1)
        XCTAssertTrue(tapPage(c, at: 1).contains(.navigation(slot: 0, action: .push, depth: 3)))
        _ = c.advance(to: 2)
        XCTAssertEqual(c.topPage(at: 2).screens, [Self.last])
        XCTAssertFalse(tapPage(c, at: 2).contains { if case .navigation = $0 { true } else { false } })
        XCTAssertEqual(c.navigator.depth, 3)
    }

    func testMoreTab_ShowsItsImagePage_AndPushesThroughIt() throws {
        let c = controller(tab0: imagePage([Self.home, Self.detail]), more: true)
        let moreSlot = c.layout.items.count - 1
        _ = c.select(moreSlot, cause: .tap, at: 0)
        _ = c.advance(to: 1)
        let rows = c.pageTargets(at: 1)
        let row = try XCTUnwrap(
            PageRenderer.rect(of: .row(2), page: rows.page, in: rows.frame, scroll: 0, canGoBack: false))
        _ =
            c.handle(.pointerDown(row.center, button: .primary), at: 1)
            + c.handle(.pointerUp(row.center, button: .primary), at: 1)
        _ = c.advance(to: 2)
        XCTAssertEqual(c.topPage(at: 2).kind, .image)
        XCTAssertTrue(tapPage(c, at: 2).contains(.navigation(slot: moreSlot, action: .push, depth: 3)))
        _ = c.advance(to: 3)
        XCTAssertEqual(c.topPage(at: 3).screens, [Self.detail])
    }

    func testImageSheet_ShowsItsScreensInTurn_ThenCloses() {
        var root = PageSpec(kind: .button, title: "Follow", accent: .systemBlue)
        root.sheetScreens = [Self.detail, Self.last]
        let c = controller(tab0: root)
        _ = c.present(origin: nil, at: 0)
        _ = c.advance(to: 2)
        XCTAssertEqual(c.topPage(at: 2).kind, .image)
        XCTAssertEqual(c.topPage(at: 2).screens, [Self.detail, Self.last])
        XCTAssertTrue(tapPage(c, at: 2).contains(.navigation(slot: 0, action: .nextScreen, depth: 2)))
        XCTAssertEqual(c.topPage(at: 2).screens, [Self.last])
        XCTAssertTrue(tapPage(c, at: 3).contains(.navigation(slot: 0, action: .dismiss, depth: 1)))
    }
}
