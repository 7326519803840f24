import TabBarCore
import TestSupport
import XCTest

/// Layout and badge geometry against the seeds' numbers: RDV's centred block and ellipse
/// badge, ES's dot and badge font, and the UIKit/Ramotion title size.
final class LibraryLookTests: XCTestCase {
    func itemLayer(
        _ configuration: AppConfiguration, _ index: Int, viewport: Size = Size(width: 400, height: 300)
    ) -> SceneNode? {
        let layout = TabBarLayout(viewport: viewport, style: configuration.bar, items: configuration.tabs)
        let indicator = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: configuration.tabs.count)
        let builder = BarSceneBuilder(
            style: configuration.bar, items: configuration.tabs, layout: layout,
            measurer: EstimatedTextMeasurer())
        let poses = configuration.tabs.indices.map { $0 == 0 ? ItemPose.selected : .deselected }
        return builder.layers(.init(selectedIndex: 0, poses: poses, indicator: indicator.state(at: 0)))
            .first { $0.id == "bar.item.\(index)" }?.node
    }

    func fills(_ node: SceneNode?) -> [(Shape, Paint)] {
        switch node {
        case .fill(let shape, let paint)?: [(shape, paint)]
        case .group(let group)?: group.children.flatMap { fills($0) }
        default: []
        }
    }

    func texts(_ node: SceneNode?) -> [TextRun] {
        switch node {
        case .text(let run)?: [run]
        case .group(let group)?: group.children.flatMap { texts($0) }
        default: []
        }
    }

    func testDefaultTitle_IsTenPoints() {
        XCTAssertEqual(BarStyle().titleFont.size, 10)
    }

    func testESDot_IsCentredInItsEighteenPixelBox() {
        var configuration = Fixtures.configuration(count: 2)
        configuration.tabs[1].badge = ""
        let layout = TabBarLayout(
            viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        let slot = layout.items[1].frame
        // ES's box: 6 px right of and 22 px above the item's centre, 18×18; the 8×8 dot in its middle.
        let box = Rect(x: slot.midX + 6, y: slot.midY - 22, width: 18, height: 18)
        let dot = fills(itemLayer(configuration, 1)).map(\.0.bounds)
        XCTAssertEqual(dot, [Rect(x: box.midX - 4, y: box.midY - 4, width: 8, height: 8)])
    }

    func testESBadgeFont_IsRegular() {
        var configuration = Fixtures.configuration(count: 2)
        configuration.tabs[1].badge = "3"
        XCTAssertEqual(texts(itemLayer(configuration, 1)).last?.font.weight, .regular)
        XCTAssertEqual(texts(itemLayer(configuration, 1)).last?.font.size, 13)
    }

    func rdv() -> AppConfiguration {
        var configuration = Fixtures.configuration(count: 4)
        // Icon and title both, as RDV's items have: an item with only one of them is centred alone.
        for i in configuration.tabs.indices { configuration.tabs[i].icon = ImageRef("/icon.png") }
        configuration.bar.height = 58
        configuration.bar.itemLayout = .rdv
        configuration.bar.iconSize = 26
        configuration.bar.titleFont = FontSpec(size: 12)
        configuration.bar.badge.shape = .ellipse
        configuration.bar.badge.font = FontSpec(size: 12)
        return configuration
    }

    func testRDV_CentresIconAndTitleAsOneBlock() {
        let configuration = rdv()
        let layout = TabBarLayout(
            viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        let item = layout.items[1]
        let titleHeight = item.titleFrame.height
        XCTAssertEqual(titleHeight, 16, "12 px × 1.3, rounded up, under RDV's 20 px cap")
        // imageY = round((h − imgH − titleH)/2) = round((58 − 26 − 16)/2) = 8, the title right below.
        XCTAssertEqual(item.iconFrame.minY - item.frame.minY, ((58 - 26 - titleHeight) / 2).rounded())
        XCTAssertEqual(item.iconFrame.minY - item.frame.minY, 8)
        XCTAssertEqual(item.titleFrame.minY, item.iconFrame.maxY)
        // The block's margins above and below differ by at most the rounding.
        XCTAssertLessThanOrEqual(
            abs((item.iconFrame.minY - item.frame.minY) - (item.frame.maxY - item.titleFrame.maxY)), 1)
        XCTAssertEqual(item.iconFrame.midX, item.frame.midX)
    }

    func testRDV_CentresAnUntitledIconInBothAxes() {
        var configuration = rdv()
        configuration.tabs[2].title = ""
        let layout = TabBarLayout(
            viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        let item = layout.items[2]
        XCTAssertEqual(item.iconFrame.minY - item.frame.minY, ((58 - 26) / 2).rounded())
        XCTAssertEqual(item.iconFrame.midX, item.frame.midX)
        XCTAssertEqual(item.titleFrame.height, 0)
        XCTAssertEqual(layout.items[1].iconFrame.minY - layout.items[1].frame.minY, 8, "titled items keep the block")
    }

    func testRDVBadge_IsAnEllipseWithTwoPixelsPaddingAtRDVsPlace() throws {
        var configuration = rdv()
        configuration.tabs[1].badge = "3"
        configuration.tabs[2].badge = "new"
        let layout = TabBarLayout(
            viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        for i in [1, 2] {
            let slot = layout.items[i]
            let (shape, paint) = try XCTUnwrap(fills(itemLayer(configuration, i)).first)
            guard case .ellipse(let box) = shape else { return XCTFail("not an ellipse: \(shape)") }
            XCTAssertEqual(paint, .solid(configuration.bar.badge.background))
            let text = EstimatedTextMeasurer().measure(configuration.tabs[i].badge ?? "", font: FontSpec(size: 12))
            // x = round(w/2 + 0.9 · imageWidth/2), y = 2, in the item.
            XCTAssertEqual(box.minX - slot.frame.minX, (slot.frame.width / 2 + 0.9 * 26 / 2).rounded())
            XCTAssertEqual(box.minY - slot.frame.minY, 2)
            XCTAssertEqual(box.height, text.height + 4, accuracy: 1e-9)
            XCTAssertEqual(box.width, max(text.width, text.height) + 4, accuracy: 1e-9)
        }
    }
}
