import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `--device NAME` (issue 13, item 6): the preset's size, its safe areas honoured by the
/// pages and the bar, the optional overlay, and `tabbar list`.
final class DeviceCommandTests: TemporaryDirectoryTestCase {
    func render(_ arguments: [String]) throws -> RasterSurface {
        let output = directory.appendingPathComponent("out.png").path
        let result = try Commands.run(Commands.tabbar, ["render"] + arguments + ["-o", output], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try RasterSurface(png: output)
    }

    func testList_NamesEveryPresetWithItsSizeAndInsets() throws {
        let result = try Commands.run(Commands.tabbar, ["list"], display: nil)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let devices = Array(lines.drop { $0 != "devices" }.dropFirst().prefix { $0.hasPrefix(" ") })
        XCTAssertEqual(
            devices,
            [
                "  iPhone SE  375x667 top 20 bottom 0", "  iPhone 15  393x852 top 59 bottom 34",
                "  iPhone 15 Pro Max  430x932 top 59 bottom 34", "  Pixel 8  412x915 top 24 bottom 24",
                "  iPad 11\"  834x1194 top 24 bottom 20 items 110 wide, centred",
            ])
    }

    func testIPhone15_WithOverlay() throws {
        let surface = try render(["--device", "iphone-15", "--device-overlay"])
        XCTAssertEqual([surface.width, surface.height], [393, 852])
        Golden.assertMatches(surface, named: "device-iphone-15-overlay")
    }

    func testIPad_ItemsKeepTheirWidthAndAreCentred() throws {
        let surface = try render(["--device", "iPad 11\""])
        XCTAssertEqual([surface.width, surface.height], [834, 1194])
        Golden.assertMatches(surface, named: "device-ipad-11")
    }

    func testUnknownDevice_AndSizeWithDevice_AreUsageErrors() throws {
        for arguments in [
            ["--device", "iPhone 3G"], ["--device", "Pixel 8", "--size", "100x100"], ["--device-overlay"],
        ] {
            let result = try Commands.run(Commands.tabbar, arguments + ["--exit-after", "0"], display: nil)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, result.standardError)
            if arguments == ["--device", "iPhone 3G"] {
                // The list quotes each name as the configuration's errors do: the iPad's inch mark escaped.
                XCTAssertTrue(
                    result.standardError.contains(#"no device "iPhone 3G"; devices: "iPhone SE""#), result.standardError
                )
                XCTAssertTrue(result.standardError.contains(#""iPad 11\"" (tabbar list)"#), result.standardError)
            }
        }
    }
}
