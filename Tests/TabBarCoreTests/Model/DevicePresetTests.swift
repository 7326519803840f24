import TabBarCore
import TestSupport
import XCTest

/// Device presets: the issue's numbers, and what they do to the layout.
final class DevicePresetTests: XCTestCase {
    func testPresets_HaveTheIssuesSizesAndInsets() {
        let table = DevicePreset.all.map {
            "\($0.name) \(Int($0.size.width))x\(Int($0.size.height)) \(Int($0.topInset))/\(Int($0.bottomInset))"
        }
        XCTAssertEqual(
            table,
            [
                "iPhone SE 375x667 20/0", "iPhone 15 393x852 59/34", "iPhone 15 Pro Max 430x932 59/34",
                "Pixel 8 412x915 24/24", "iPad 11\" 834x1194 24/20",
            ])
        XCTAssertEqual(DevicePreset.named("iphone-15-pro-max")?.name, "iPhone 15 Pro Max")
        XCTAssertEqual(DevicePreset.named("iPad 11")?.name, "iPad 11\"")
        XCTAssertNil(DevicePreset.named("iPhone"))
    }

    func testBottomInset_IsTheBarsPadding_UnlessTheConfigSetsIt() throws {
        let phone = try XCTUnwrap(DevicePreset.named("iPhone 15"))
        var configuration = Fixtures.configuration(count: 4)
        var layout = TabBarLayout(viewport: phone.size, style: phone.apply(to: configuration).bar, itemCount: 4)
        XCTAssertEqual(layout.bar, Rect(x: 0, y: 852 - 49 - 34, width: 393, height: 49 + 34))
        XCTAssertEqual(layout.row.maxY, 852 - 34)
        // Pages start below the status bar and end at the bar.
        XCTAssertEqual(layout.content, Rect(x: 0, y: 59, width: 393, height: 852 - 83 - 59))
        var decoder = ConfigurationDecoder(file: nil, baseDirectory: "/")
        configuration = try decoder.decode(
            JSONParser.parse(#"{"tabs": [{"title": "A"}], "bar": {"bottomPadding": 0}}"#))
        layout = TabBarLayout(viewport: phone.size, style: phone.apply(to: configuration).bar, itemCount: 1)
        XCTAssertEqual(layout.bar.height, 49)
    }

    func testIPad_CentresItemsOfAFixedWidth() throws {
        let pad = try XCTUnwrap(DevicePreset.named("iPad 11\""))
        let layout = TabBarLayout(
            viewport: pad.size, style: pad.apply(to: Fixtures.configuration(count: 4)).bar, itemCount: 4)
        XCTAssertEqual(layout.items.map(\.frame.width), Array(repeating: DevicePreset.iPadItemWidth, count: 4))
        XCTAssertEqual(layout.items[0].frame.minX, (834 - 4 * DevicePreset.iPadItemWidth) / 2)
        XCTAssertEqual(layout.items[3].frame.maxX, 834 - (834 - 4 * DevicePreset.iPadItemWidth) / 2)
    }
}
