import TabBarCore
import XCTest

@testable import TabBarReviewWindow

/// The window's scale on a screen: what was asked for when it fits, lowered with a warning
/// when the scale came from the X resources (or is the default), refused when asked for.
final class WindowScaleTests: XCTestCase {
    let iPhone15 = Size(width: 393, height: 852)
    let screen = Size(width: 1280, height: 1024)

    func testFittingWindow_KeepsItsScaleWithoutAWord() throws {
        let chosen = try WindowScale.choose(size: iPhone15, requested: 1, dpi: nil, screen: screen)
        XCTAssertEqual(chosen, WindowScale(scale: 1))
        XCTAssertEqual(try WindowScale.choose(size: iPhone15, requested: nil, dpi: 96, screen: screen).scale, 1)
        XCTAssertEqual(try WindowScale.choose(size: .defaultWindow, requested: nil, dpi: nil, screen: screen).scale, 1)
    }

    func testScaleFromTheResources_IsLoweredUntilTheWindowFits() throws {
        let chosen = try WindowScale.choose(size: iPhone15, requested: nil, dpi: 192, screen: screen)
        XCTAssertEqual(chosen.scale, 1.2, "1024 / 852 = 1.20…, in steps of 0.05")
        XCTAssertLessThanOrEqual((iPhone15.height * chosen.scale).rounded(), screen.height)
        XCTAssertEqual(
            chosen.warning,
            "warning: at scale 2 the window would be 786x1704 device pixels, larger than the 1280x1024 screen: "
                + "drawn at scale 1.2 (472x1022 device pixels)")
    }

    func testDefaultScale_IsLoweredBelowOneOnASmallScreen() throws {
        let chosen = try WindowScale.choose(
            size: iPhone15, requested: nil, dpi: nil, screen: Size(width: 800, height: 600))
        XCTAssertEqual(chosen.scale, 0.7)
        XCTAssertNotNil(chosen.warning)
    }

    func testWindowTooLargeEvenAtTheSmallestScale_OpensThereAndSaysSo() throws {
        let chosen = try WindowScale.choose(
            size: Size(width: 4000, height: 4000), requested: nil, dpi: nil, screen: screen)
        XCTAssertEqual(chosen.scale, WindowScale.minimum)
        XCTAssertTrue(chosen.warning?.hasSuffix("still larger than the screen") == true, chosen.warning ?? "")
    }

    func testRequestedScale_ThatDoesNotFit_IsRefused() {
        XCTAssertThrowsError(try WindowScale.choose(size: iPhone15, requested: 2, dpi: nil, screen: screen)) {
            XCTAssertEqual(
                String(describing: $0),
                "at scale 2 the window would be 786x1704 device pixels, larger than the 1280x1024 screen; "
                    + "the largest scale that fits is 1.2")
        }
        XCTAssertThrowsError(
            try WindowScale.choose(size: Size(width: 4000, height: 300), requested: 1, dpi: nil, screen: screen)
        ) {
            XCTAssertTrue(String(describing: $0).contains("choose a smaller size"))
        }
    }
}
