@testable import TabBarCore
import TestSupport
import XCTest

/// How the bar scene draws items through the colourful mask: selected colours inside it,
/// unselected outside, each clipped to its side.
final class MaskRevealTests: XCTestCase {
    let grey = Color(hex: 0x828C99), blue = Color.systemBlue

    /// The bar's layers with the mask part-way between item 0 and item 2 (0.6 s in).
    func layers(_ configuration: AppConfiguration) -> [SceneLayer] {
        let layout = TabBarLayout(viewport: Size(width: 400, height: 300), style: configuration.bar, items: configuration.tabs)
        var indicator = IndicatorAnimator(kind: .colorfulMask, selectedIndex: 0, itemCount: configuration.tabs.count)
        _ = indicator.move(to: 2, at: 0)
        let builder = BarSceneBuilder(style: configuration.bar, items: configuration.tabs, layout: layout,
                                      measurer: EstimatedTextMeasurer())
        let poses = configuration.tabs.indices.map { $0 == 2 ? ItemPose.selected : .deselected }
        return builder.layers(.init(selectedIndex: 2, poses: poses, indicator: indicator.state(at: 0.6)))
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
        let mask = try XCTUnwrap(all.first { $0.id == "bar.indicator" }.flatMap { node -> Shape? in
            if case .group(let g) = node.node { g.clip } else { nil }
        })
        for item in 0..<4 {
            let runs = titles(all, item: item)
            XCTAssertEqual(runs.map(\.0), [grey, blue], "item \(item)")
            // The selected run is clipped to exactly the mask's rectangle; the unselected
            // one to a shape that holds none of the mask and all of the rest of the row.
            XCTAssertEqual(runs.last?.1, mask)
            guard case .path(let outside)? = runs.first?.1, case .rect(let r) = mask else { return XCTFail("clips") }
            XCTAssertFalse(ScenePointProbe.contains(.path(outside), Point(x: r.midX, y: r.midY)))
            XCTAssertTrue(ScenePointProbe.contains(.path(outside), Point(x: r.maxX + 1, y: r.midY)))
            XCTAssertTrue(ScenePointProbe.contains(.path(outside), Point(x: r.midX, y: r.minY - 30)), "above the row")
        }
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
