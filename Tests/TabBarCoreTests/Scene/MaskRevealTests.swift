import TestSupport
import XCTest

@testable import TabBarCore

/// How the bar scene draws items through the colourful mask: selected colours inside it,
/// unselected outside, each clipped to its side.
final class MaskRevealTests: XCTestCase {
    let grey = Color(hex: 0x828C99), blue = Color.systemBlue

    func layout(_ configuration: AppConfiguration) -> TabBarLayout {
        TabBarLayout(viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
    }

    /// The bar's layers with the mask on its way from item 0 to item `target` (0.6 s in).
    func layers(_ configuration: AppConfiguration, target: Int = 2, at time: Double = 0.6) -> [SceneLayer] {
        var indicator = IndicatorAnimator(kind: .colorfulMask, selectedIndex: 0, itemCount: configuration.tabs.count)
        _ = indicator.move(to: target, at: 0)
        let builder = BarSceneBuilder(
            style: configuration.bar, items: configuration.tabs, layout: layout(configuration),
            measurer: EstimatedTextMeasurer())
        let poses = configuration.tabs.indices.map { $0 == target ? ItemPose.selected : .deselected }
        return builder.layers(.init(selectedIndex: target, poses: poses, indicator: indicator.state(at: time)))
    }

    /// Every title run in an item's layer, with the clip of the group that holds it.
    func titles(_ layers: [SceneLayer], item: Int) -> [(Color, Shape?)] {
        func walk(_ node: SceneNode, clip: Shape?) -> [(Color, Shape?)] {
            switch node {
            case .text(let run): [(run.color, clip)]
            case .group(let g): g.children.flatMap { walk($0, clip: g.clip ?? clip) }
            default: []
            }
        }
        return layers.first { $0.id == "bar.item.\(item)" }.map { walk($0.node, clip: nil) } ?? []
    }

    func testItemsAreDrawnInBothColourings_EachOnItsSideOfTheMask() throws {
        let all = layers(Fixtures.configuration(count: 4))
        let mask = try XCTUnwrap(
            all.first { $0.id == "bar.indicator" }.flatMap { node -> Shape? in
                if case .group(let g) = node.node { g.clip } else { nil }
            })
        guard case .rect(let r) = mask else { return XCTFail("the mask is a rectangle") }
        var revealed = 0
        for item in 0..<4 {
            let runs = titles(all, item: item)
            // Where the item's content can be: its slot and half a slot either side.
            let slot = layout(Fixtures.configuration(count: 4)).items[item].frame
            let near = r.intersection(slot.insetBy(dx: -slot.width / 2, dy: 0))
            XCTAssertEqual(runs.first?.0, grey, "item \(item)")
            if near.isEmpty { continue }
            revealed += 1
            XCTAssertEqual(runs.map(\.0), [grey, blue], "item \(item)")
            // The selected run is clipped to the mask (as far as the item reaches); the
            // unselected one to a shape that holds none of the mask and the rest of the row.
            guard case .rect(let inside)? = runs.last?.1, case .path(let outside)? = runs.first?.1 else {
                return XCTFail("clips")
            }
            XCTAssertEqual(inside.intersection(r), inside, "item \(item): selected only inside the mask")
            XCTAssertEqual(inside.intersection(near), near, "item \(item): selected over all of the mask near it")
            for x in stride(from: near.minX + 0.5, to: near.maxX, by: 4) {
                XCTAssertFalse(Shape.path(outside).contains(Point(x: x, y: r.midY)), "item \(item) at \(x)")
            }
            XCTAssertTrue(Shape.path(outside).contains(Point(x: r.maxX + 1, y: r.midY)))
            XCTAssertTrue(Shape.path(outside).contains(Point(x: r.midX, y: r.minY - 30)), "above the row")
        }
        XCTAssertGreaterThanOrEqual(revealed, 3, "the mask spans items 0 to 2")
    }

    func testItemFarFromTheMask_KeepsItsNodesWhileTheMaskMoves() {
        // Five slots of 80 px; the mask travels from item 0 to item 1 and never comes
        // within a slot's width of item 4, whose layer must then not change (no repaint).
        let configuration = Fixtures.configuration(count: 5)
        let item4 = { (t: Double) in self.layers(configuration, target: 1, at: t).first { $0.id == "bar.item.4" } }
        XCTAssertEqual(item4(0.2), item4(0.7))
        let item1 = { (t: Double) in self.layers(configuration, target: 1, at: t).first { $0.id == "bar.item.1" } }
        XCTAssertNotEqual(item1(0.2), item1(0.7))
    }

    func testSeedOption_DrawsEachTitleOnceInItsPoseColour() {
        var configuration = Fixtures.configuration(count: 4)
        configuration.bar.maskRevealsItems = false
        let all = layers(configuration)
        XCTAssertEqual(titles(all, item: 0).map(\.0), [grey], "the old tile's title is grey at once, as in TColorful")
        XCTAssertEqual(titles(all, item: 2).map(\.0), [blue])
    }

    func testRaisedButton_KeepsItsOwnColours() {
        var configuration = Fixtures.configuration(count: 3)
        for i in 0..<3 { configuration.tabs[i].icon = ImageRef("icon.png") }
        configuration.tabs[1].isRaised = true
        let all = layers(configuration)
        XCTAssertEqual(icons(all, item: 1), 1, "its disc is its background: one icon, in its own colour")
        XCTAssertEqual(icons(all, item: 0), 2)
    }

    func icons(_ layers: [SceneLayer], item: Int) -> Int {
        func walk(_ node: SceneNode) -> Int {
            switch node {
            case .image: 1
            case .group(let g): g.children.map(walk).reduce(0, +)
            default: 0
            }
        }
        return layers.first { $0.id == "bar.item.\(item)" }.map { walk($0.node) } ?? 0
    }
}
