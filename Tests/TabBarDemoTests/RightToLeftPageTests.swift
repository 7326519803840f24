import TabBarCore
import XCTest

@testable import TabBarDemo

/// Issue 10 item 9: right to left mirrors the pages too: back button and chevrons on the
/// right, the grid's order, the list's layout; hits follow the drawing.
final class RightToLeftPageTests: XCTestCase {
    let frame = Rect(x: 0, y: 0, width: 390, height: 795)
    var rtl: PageStyle {
        var style = PageStyle.standard
        style.isRightToLeft = true
        return style
    }

    func testGrid_FirstCardAtTheRight_AndHitsFollow() throws {
        let grid = PageSpec(kind: .grid, title: "Home", accent: Color(hex: 0xE13329))
        let ltr = try XCTUnwrap(PageRenderer.rect(of: .card(0), page: grid, in: frame, scroll: 0, canGoBack: false))
        let mirrored = try XCTUnwrap(
            PageRenderer.rect(of: .card(0), page: grid, in: frame, scroll: 0, canGoBack: false, style: rtl))
        XCTAssertLessThan(ltr.midX, frame.midX)
        XCTAssertEqual(mirrored.midX, frame.width - ltr.midX, accuracy: 1e-9)
        XCTAssertEqual(
            PageRenderer.target(at: mirrored.center, page: grid, in: frame, scroll: 0, canGoBack: false, style: rtl),
            .card(0))
    }

    func testBackButton_IsAtTheRightAndItsChevronPointsRight() throws {
        let detail = PageSpec(kind: .detail, title: "Card 1", accent: .systemBlue)
        let back = try XCTUnwrap(
            PageRenderer.rect(of: .back, page: detail, in: frame, scroll: 0, canGoBack: true, style: rtl))
        XCTAssertGreaterThan(back.minX, frame.midX)
        let nodes = PageRenderer.nodes(detail, in: frame, scroll: 0, canGoBack: true, style: rtl)
        func strokes(_ n: SceneNode) -> [Path] {
            switch n {
            case .stroke(.path(let p), _, _): [p]
            case .group(let g): g.children.flatMap(strokes)
            default: []
            }
        }
        let chevron = try XCTUnwrap(nodes.flatMap(strokes).first)
        guard case .move(let start) = chevron.elements[0], case .line(let tip) = chevron.elements[1] else {
            return XCTFail()
        }
        XCTAssertGreaterThan(tip.x, start.x, "the back chevron points right, away from the content")
        XCTAssertGreaterThan(tip.x, frame.midX)
    }

    func testListText_IsTrailingAlignedNextToItsAvatarOnTheRight() {
        let list = PageSpec(kind: .list, title: "Live", accent: Color(hex: 0x22BC55))
        let nodes = PageRenderer.nodes(list, in: frame, scroll: 0, canGoBack: false, style: rtl)
        func runs(_ n: SceneNode) -> [TextRun] {
            switch n {
            case .text(let r): [r]
            case .group(let g): g.children.flatMap(runs)
            default: []
            }
        }
        let title = nodes.flatMap(runs).first { $0.text == "Live 1" }
        XCTAssertEqual(title?.alignment, .trailing)
        XCTAssertLessThan(title?.frame.maxX ?? 999, frame.maxX - 16 - 44, "left of the avatar at the right")
    }
}
