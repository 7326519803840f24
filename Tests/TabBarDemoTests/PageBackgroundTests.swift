import XCTest

@testable import TabBarCore
@testable import TabBarDemo

/// Issue 10 item 1: `pageBackground` paints every page kind, and what is drawn on it keeps
/// 4.5:1; cards and grouped cells keep their own fill.
final class PageBackgroundTests: XCTestCase {
    let frame = Rect(x: 0, y: 0, width: 390, height: 795)
    let kinds: [PageKind] = [.grid, .list, .settings, .button, .plain, .detail, .sheet, .more]

    func page(_ kind: PageKind) -> PageSpec {
        var page = PageSpec(kind: kind, title: "Title", accent: Color(hex: 0x2682D5))
        page.moreItems = [MoreItem(title: "Six", icon: nil)]
        return page
    }

    /// Every solid fill and text run, flattened (the page's own transforms are identities).
    func leaves(_ nodes: [SceneNode]) -> [SceneNode] {
        nodes.flatMap { node -> [SceneNode] in
            if case .group(let group) = node { return leaves(group.children) }
            return [node]
        }
    }

    func nodes(_ kind: PageKind, on background: Color) -> [SceneNode] {
        PageRenderer.nodes(
            page(kind), in: frame, scroll: 0, canGoBack: true, style: PageStyle(pageBackground: background))
    }

    func testEveryPageKind_FillsItsFrameWithThePageBackground() {
        for background in [Color(hex: 0xFF00FF), Color(hex: 0x212F3F)] {
            for kind in kinds {
                let first = leaves(nodes(kind, on: background)).first
                guard case .fill(let shape, .solid(let color))? = first else {
                    return XCTFail("\(kind): no fill first")
                }
                XCTAssertEqual(shape.bounds, frame, "\(kind)")
                XCTAssertEqual(color, background, "\(kind) on \(background.hexString)")
            }
        }
    }

    func testDefaultGroupedGrey_KeepsIOSWhitePlainPages() {
        XCTAssertEqual(PageStyle(pageBackground: PageStyle.groupedBackground), PageStyle.standard)
        XCTAssertEqual(PageRenderer.backgroundColor(page(.detail)), .white)
    }

    /// Text runs not drawn on a card or cell: those whose frame lies on no other fill than the page's.
    func testTextOnADarkBackground_KeepsFourAndAHalfToOne() {
        let dark = Color(hex: 0x212F3F)
        for kind in [PageKind.list, .button] {
            let runs = leaves(nodes(kind, on: dark)).compactMap { node -> TextRun? in
                if case .text(let run) = node, run.color != .white { return run } else { return nil }
            }
            XCTAssertFalse(runs.isEmpty, "\(kind)")
            for run in runs {
                XCTAssertGreaterThanOrEqual(
                    run.color.composited(over: dark).contrastRatio(with: dark), 4.5,
                    "\(kind): \"\(run.text)\" in \(run.color.hexString)")
            }
        }
        let style = PageStyle(pageBackground: dark)
        for color in [
            style.titleColor, style.secondaryTextColor, style.separatorColor, style.chevronColor, style.tintColor,
        ] {
            XCTAssertGreaterThanOrEqual(color.contrastRatio(with: dark), 4.5, color.hexString)
        }
        XCTAssertGreaterThan(style.titleColor.relativeLuminance, 0.5, "a dark background gets light text")
    }

    func testGroupedCells_KeepTheirFillAndDarkText() {
        let runs = leaves(nodes(.settings, on: Color(hex: 0x212F3F)))
        let cellFills = runs.filter { if case .fill(.roundedRect, .solid(.white)) = $0 { true } else { false } }
        XCTAssertFalse(cellFills.isEmpty, "settings groups stay white")
        let setting = runs.compactMap { if case .text(let run) = $0, run.text == "Notifications" { run } else { nil } }
            .first
        XCTAssertEqual(setting?.color, .black)
    }

    func testContrastRatio_MatchesWCAGReferencePairs() {
        XCTAssertEqual(Color.black.contrastRatio(with: .white), 21, accuracy: 0.01)
        XCTAssertEqual(Color.systemBlue.contrastRatio(with: .white), 4.02, accuracy: 0.01)
        XCTAssertEqual(Color.white.contrastRatio(with: Color(hex: 0xEEBB00)), 1.8, accuracy: 0.05)
    }
}
