import Foundation
import TabBarCairo
import TabBarCore
import TabBarReviewWindow
import TabBarX11
import TestSupport
import XCTest

/// Issue 42: `tabbar check`'s entry point for any program (`ConfigurationCheck`) finds the
/// four planted faults (`PlantedFaults`) of animations a program registers, each at the key
/// that configured it and at the frame where it breaks; the tab beside them is clean.
final class ConfigurationCheckTests: TemporaryDirectoryTestCase {
    static let titles = ["Home", "Glitch", "Spring", "Sticky", "Dip"]
    static let animations = ["bounce", "glitch", "sloppy-spring", "sticky", "overshoot"]

    /// The configuration's text, one tab a line (tab `i` on line 4 + i), and where each
    /// tab's "animation" key is: line and column as an editor counts them.
    func write() throws -> (path: String, keys: [String]) {
        let icon = Repository.root().appendingPathComponent("assets/icons/home.png").path
        var lines = ["{", #"  "bar": { "indicator": "none" },"#, #"  "tabs": ["#]
        var keys: [String] = []
        for (i, (title, animation)) in zip(Self.titles, Self.animations).enumerated() {
            let line = #"    { "title": "\#(title)", "icon": "\#(icon)", "animation": "\#(animation)" }"#
            let column = try XCTUnwrap(line.range(of: #""animation""#)).lowerBound.utf16Offset(in: line) + 1
            keys.append("\(lines.count + 1):\(column)")
            lines.append(line + (i < Self.titles.count - 1 ? "," : ""))
        }
        lines += ["  ]", "}", ""]
        let path = directory.appendingPathComponent("planted.json").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return (path, keys)
    }

    func testFindsEachPlantedFault_AtItsKeyAndFrame() throws {
        let (path, keys) = try write()
        var check = ConfigurationCheck(configurationFile: path, catalog: PlantedFaults.catalog)
        check.interruptions = 6
        check.sheetFile = directory.appendingPathComponent("sheet.png").path
        var lines: [String] = []
        XCTAssertEqual(try check.run { lines.append($0) }, .script)
        func expect(_ tab: Int, _ role: String, _ message: String, _ line: UInt = #line) {
            let prefix = "\(path):\(keys[tab]): tabs[\(tab)].animation \"\(Self.animations[tab])\" (\(role)): "
            XCTAssertTrue(
                lines.contains { $0.hasPrefix(prefix + message) }, "\(prefix + message)\n\(lines)", line: line)
        }
        // The jump lies between the samples at 0.200 and 0.204 s (48 and 49 / 240).
        expect(1, "select", "jumps 19.9 px between 0.200 s and 0.204 s (bound 11.7 px)")
        expect(2, "select", "still moving at 0.500 s, after its end at 0.500 s")
        expect(3, "deselect", "two selected items: item 3 still looks selected beside item 0 at 0.300 s, its end")
        expect(4, "select", try overshootMessage())
        XCTAssertFalse(lines.contains { $0.contains("tabs[0]") }, "bounce is clean: \(lines)")
        // The sheet has a row per finding with frames: two frames and captions, at least.
        let sheet = try RasterSurface(png: try XCTUnwrap(check.sheetFile))
        XCTAssertGreaterThan(sheet.height, 4 * 200)
        // The sticky item still looks selected after random taps that end elsewhere.
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\(path):3:3: tabs (6 interruptions): ") && $0.contains("item 3 still looks selected")
            },
            "\(lines)")
    }

    /// The first 240 Hz sample at which the dipping icon's frame reaches more than half a
    /// pixel below the window, from the layout (not from the check).
    func overshootMessage() throws -> String {
        var configuration = AppConfiguration(tabs: Self.titles.map { TabItem(title: $0) })
        configuration.bar.indicator = .none
        let layout = TabBarController(configuration: configuration, viewport: .defaultWindow).layout
        let icon = layout.items[4].iconFrame
        let k = try XCTUnwrap((0...120).first { icon.maxY + OvershootAnimation.dip(Double($0) / 240) > 844.5 })
        let past = icon.maxY + OvershootAnimation.dip(Double(k) / 240) - 844
        return "the icon reaches \(String(format: "%.1f", past)) px past the window's bottom edge at "
            + String(format: "%.3f s", Double(k) / 240)
    }
}
