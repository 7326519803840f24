import TabBarCore
import XCTest

@testable import TabBarDemo

/// Pages never draw outside their frame, at any scroll, in frames large and tiny.
final class PageBoundsTests: XCTestCase {
    func pages() -> [PageSpec] {
        (PageCatalog.demo.kinds + [.detail, .sheet, .more]).map { kind in
            var page = PageSpec(kind: kind, title: "页面 \(kind.name)", accent: Color(hex: 0x2682D5))
            if kind == .more {
                page.moreItems = (0..<9).map { MoreItem(title: "Tab \($0)", icon: ImageRef("icon.png")) }
            }
            if kind == .detail {
                page.heroTitle = "Card 3"
                page.heroColor = Color(hex: 0xE13329)
            }
            return page
        }
    }

    /// Every node, with the clip its ancestors put on it (no transforms on pages).
    func walk(_ node: SceneNode, clip: Rect?, check: (SceneNode, Rect) -> Void) {
        let visible = clip.map { node.bounds.intersection($0) } ?? node.bounds
        check(node, visible)
        guard case .group(let group) = node else { return }
        XCTAssertTrue(group.transform.isIdentity)
        var inner = clip
        if let shape = group.clip { inner = inner.map { $0.intersection(shape.bounds) } ?? shape.bounds }
        for child in group.children { walk(child, clip: inner, check: check) }
    }

    func within(_ r: Rect, _ frame: Rect) -> Bool {
        r.isEmpty
            || (r.minX >= frame.minX - 1e-9 && r.minY >= frame.minY - 1e-9
                && r.maxX <= frame.maxX + 1e-9 && r.maxY <= frame.maxY + 1e-9)
    }

    func testEveryNodeLiesWithinTheFrame() {
        let frames = [
            Rect(x: 0, y: 0, width: 390, height: 795), Rect(x: 37, y: 120, width: 320, height: 300),
            Rect(x: 5, y: 5, width: 60, height: 40), Rect(x: 0, y: 0, width: 1024, height: 700),
        ]
        for frame in frames {
            for page in pages() {
                let limit = PageRenderer.maxScroll(page, in: frame)
                for scroll in [0, 37, limit / 2, limit, limit + 100] {
                    let nodes = PageRenderer.nodes(page, in: frame, scroll: scroll, canGoBack: true)
                    XCTAssertFalse(nodes.isEmpty)
                    for node in nodes {
                        walk(node, clip: nil) { child, visible in
                            XCTAssertTrue(
                                within(visible, frame), "\(page.kind) in \(frame) at \(scroll): \(visible) \(child)")
                        }
                        XCTAssertTrue(within(node.bounds, frame))
                    }
                }
            }
        }
    }

    func testOffScreenContent_IsLeftOut() {
        // A long list draws only the rows that show, so a frame's scene stays small.
        let list = PageSpec(kind: .list, title: "直播", accent: Color(hex: 0x22BC55), itemCount: 500)
        let frame = Rect(x: 0, y: 0, width: 390, height: 795)
        var leaves = 0, outside = 0
        for node in PageRenderer.nodes(list, in: frame, scroll: 10_000, canGoBack: false) {
            walk(node, clip: nil) { child, _ in
                if case .group = child { return }
                leaves += 1
                if !child.bounds.intersects(frame) { outside += 1 }
            }
        }
        XCTAssertLessThan(leaves, 120)
        XCTAssertEqual(outside, 0)
    }

    func testEmptyFrame_DrawsNothing() {
        XCTAssertTrue(PageRenderer.nodes(pages()[0], in: .zero, scroll: 0, canGoBack: false).isEmpty)
        XCTAssertNil(PageRenderer.target(at: .zero, page: pages()[0], in: .zero, scroll: 0, canGoBack: true))
    }
}
