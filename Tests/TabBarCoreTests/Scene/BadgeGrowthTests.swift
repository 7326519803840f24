import TabBarCore
import TestSupport
import XCTest

/// Issue 10 items 6 and 9: a wide text badge grows away from the icon (its near edge stays
/// where a one-character badge's is), and right to left it sits at the icon's other corner.
final class BadgeGrowthTests: XCTestCase {
    /// The badge's box on item 0: the fill whose colour is the badge background.
    func badgeBox(_ value: String, shape: BadgeShape, rtl: Bool) throws -> (badge: Rect, icon: Rect) {
        var configuration = Fixtures.configuration(count: 3)
        configuration.bar.indicator = .none
        configuration.bar.badge.shape = shape
        configuration.bar.isRightToLeft = rtl
        configuration.tabs[1].badge = value
        let layout = TabBarLayout(
            viewport: Size(width: 390, height: 844), style: configuration.bar, items: configuration.tabs)
        let builder = BarSceneBuilder(
            style: configuration.bar, items: configuration.tabs, layout: layout,
            measurer: EstimatedTextMeasurer())
        let indicator = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 3)
        let layers = builder.layers(
            .init(
                selectedIndex: 0, poses: [.selected, .deselected, .deselected],
                indicator: indicator.state(at: 0)))
        let node = try XCTUnwrap(layers.first { $0.id == "bar.item.1" }?.node)
        let badgeColour = configuration.bar.badge.background
        func fills(_ n: SceneNode) -> [Rect] {
            switch n {
            case .fill(let shape, .solid(let c)) where c == badgeColour: [shape.bounds]
            case .group(let g): g.children.flatMap(fills)
            default: []
            }
        }
        return (try XCTUnwrap(fills(node).first), layout.items[1].iconFrame)
    }

    func testWideBadge_KeepsItsNearEdgeAndGrowsAwayFromTheIcon() throws {
        for shape in [BadgeShape.pill, .ellipse] {
            let one = try badgeBox("1", shape: shape, rtl: false)
            let wide = try badgeBox("new", shape: shape, rtl: false)
            XCTAssertGreaterThan(wide.badge.width, one.badge.width + 4, "\(shape)")
            XCTAssertEqual(wide.badge.minX, one.badge.minX, accuracy: 0.5, "\(shape): the near edge stays")
            XCTAssertGreaterThan(wide.badge.minX, wide.icon.midX, "\(shape): never over the icon's near half")
        }
    }

    func testRightToLeft_MirrorsTheBadgeToTheIconsOtherCorner() throws {
        for shape in [BadgeShape.pill, .ellipse] {
            let ltr = try badgeBox("new", shape: shape, rtl: false)
            let rtl = try badgeBox("new", shape: shape, rtl: true)
            XCTAssertEqual(rtl.badge.maxX - rtl.icon.midX, -(ltr.badge.minX - ltr.icon.midX), accuracy: 1, "\(shape)")
            XCTAssertLessThan(rtl.badge.maxX, rtl.icon.midX, "\(shape)")
        }
    }
}
