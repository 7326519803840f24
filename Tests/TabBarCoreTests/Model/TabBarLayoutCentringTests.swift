import TabBarCore
import XCTest

/// Issue 10 item 5: an item with only an icon or only a title is centred in its slot.
final class TabBarLayoutCentringTests: XCTestCase {
    func layout(_ items: [TabItem], _ kind: ItemLayoutKind) -> TabBarLayout {
        var style = BarStyle()
        style.itemLayout = kind
        return TabBarLayout(viewport: Size(width: 390, height: 844), style: style, items: items)
    }

    func testIconOnlyAndTitleOnly_AreCentredInBothLayouts() {
        let icon = ImageRef("/icon.png")
        let items = [TabItem(title: "", icon: icon), TabItem(title: "Words"), TabItem(title: "Both", icon: icon)]
        for kind in ItemLayoutKind.allCases {
            let l = layout(items, kind)
            let iconOnly = l.items[0], titleOnly = l.items[1]
            XCTAssertEqual(iconOnly.iconFrame.midY, iconOnly.frame.midY, accuracy: 0.5, "\(kind)")
            XCTAssertEqual(iconOnly.iconFrame.midX, iconOnly.frame.midX, accuracy: 0.5, "\(kind)")
            XCTAssertEqual(titleOnly.titleFrame.midY, titleOnly.frame.midY, accuracy: 0.5, "\(kind)")
            XCTAssertEqual(titleOnly.titleFrame.midX, titleOnly.frame.midX, accuracy: 0.5, "\(kind)")
            XCTAssertLessThan(l.items[2].iconFrame.midY, l.items[2].frame.midY, "\(kind): icon and title stay stacked")
        }
    }
}
