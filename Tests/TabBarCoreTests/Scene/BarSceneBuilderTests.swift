import TabBarCore
import TestSupport
import XCTest

final class BarSceneBuilderTests: XCTestCase {
    func layers(_ configuration: AppConfiguration, selected: Int = 0) -> [SceneLayer] {
        let layout = TabBarLayout(
            viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        let indicator = IndicatorAnimator(
            kind: configuration.bar.indicator, selectedIndex: selected,
            itemCount: configuration.tabs.count)
        let builder = BarSceneBuilder(
            style: configuration.bar, items: configuration.tabs, layout: layout,
            measurer: EstimatedTextMeasurer())
        let poses = configuration.tabs.indices.map { $0 == selected ? ItemPose.selected : .deselected }
        return builder.layers(.init(selectedIndex: selected, poses: poses, indicator: indicator.state(at: 0)))
    }

    /// Every filled rectangle-like shape in `node`, with its paint.
    func fills(_ node: SceneNode) -> [(Shape, Paint)] {
        switch node {
        case .fill(let shape, let paint): [(shape, paint)]
        case .group(let group): group.children.flatMap(fills)
        default: []
        }
    }

    func layer(_ layers: [SceneLayer], _ id: String) -> SceneNode? {
        layers.first { $0.id == id }?.node
    }

    func testBadge_IsAtLeastAsWideAsTallAndDotIsEightPixels() throws {
        var configuration = Fixtures.configuration(count: 3)
        configuration.tabs[0].badge = "7"
        configuration.tabs[1].badge = "1234"
        configuration.tabs[2].badge = ""
        let all = layers(configuration)
        let one = fills(try XCTUnwrap(layer(all, "bar.item.0"))).map(\.0.bounds)
        XCTAssertTrue(one.contains { $0.height == 18 && $0.width == 18 }, "\(one)")
        // "99+" (cap 99) with the estimate 0.6 em × 13 px × 3 characters = 23.4, plus 10 padding → 34.
        let many = fills(try XCTUnwrap(layer(all, "bar.item.1"))).map(\.0.bounds)
        XCTAssertTrue(many.contains { $0.height == 18 && $0.width == 34 }, "\(many)")
        let dot = fills(try XCTUnwrap(layer(all, "bar.item.2"))).map(\.0.bounds)
        XCTAssertTrue(dot.contains { $0.width == 8 && $0.height == 8 }, "\(dot)")
    }

    func testHiddenBadge_DrawsNothing() throws {
        let all = layers(Fixtures.configuration(count: 2))
        XCTAssertTrue(fills(try XCTUnwrap(layer(all, "bar.item.0"))).isEmpty)
    }

    func testPerStateBackgrounds_FollowTheSelection() throws {
        var configuration = Fixtures.configuration(count: 2)
        for i in 0..<2 {
            configuration.tabs[i].appearance.background = Color(hex: 0x111111)
            configuration.tabs[i].appearance.selectedBackground = Color(hex: 0x222222)
        }
        let backgrounds = fills(try XCTUnwrap(layer(layers(configuration, selected: 1), "bar.item-backgrounds")))
        XCTAssertEqual(backgrounds.map(\.1), [.solid(Color(hex: 0x111111)), .solid(Color(hex: 0x222222))])
    }

    func testDisabledItem_IsHalfTransparent() throws {
        let all = layers(Fixtures.configuration(count: 2, disabled: [1]))
        guard case .group(let group)? = layer(all, "bar.item.1") else { return XCTFail("no item layer") }
        XCTAssertEqual(group.opacity, 0.5)
    }

    func testTallItem_SticksOutAboveTheBar() {
        var configuration = Fixtures.configuration(count: 3)
        configuration.tabs[1].appearance.height = 80
        let layout = TabBarLayout(
            viewport: Size(width: 300, height: 300), style: configuration.bar, items: configuration.tabs)
        XCTAssertEqual(layout.items[1].frame.minY, 300 - 80)
        XCTAssertEqual(layout.items[1].frame.maxY, layout.bar.maxY)
        XCTAssertEqual(layout.items[0].frame.minY, layout.bar.minY)
    }

    func testTranslucentBar_IsNinetyPercentOpaqueWithThePageUnderIt() throws {
        var configuration = Fixtures.configuration(count: 2)
        configuration.bar.isTranslucent = true
        let background = fills(try XCTUnwrap(layer(layers(configuration), "bar.background")))
        XCTAssertEqual(background.first?.1, .solid(configuration.bar.background.withAlpha(0.9)))
        let layout = TabBarLayout(
            viewport: Size(width: 300, height: 300), style: configuration.bar, items: configuration.tabs)
        XCTAssertEqual(layout.content.height, 300)
    }

    func testBottomLine_SitsUnderTheSelectedSlot() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.bar.indicator = .bottomLine
        let line = fills(try XCTUnwrap(layer(layers(configuration, selected: 2), "bar.indicator")))
        XCTAssertEqual(line.first?.0.bounds, Rect(x: 200, y: 300 - 2, width: 100, height: 2))
    }
}
