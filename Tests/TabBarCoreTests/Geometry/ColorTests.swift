import TabBarCore
import XCTest

final class ColorTests: XCTestCase {
    func testHexStrings_Parse() {
        XCTAssertEqual(Color(hexString: "#E13329"), Color(hex: 0xE13329))
        XCTAssertEqual(Color(hexString: "#fff"), .white)
        XCTAssertEqual(Color(hexString: "#00000080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-9)
        XCTAssertNil(Color(hexString: "E13329"))
        XCTAssertNil(Color(hexString: "#E1332"))
        XCTAssertNil(Color(hexString: "#GGGGGG"))
        XCTAssertNil(Color(hexString: "#+12345"))
    }

    func testHexString_RoundTrips() {
        XCTAssertEqual(Color(hex: 0x2682D5).hexString, "#2682D5")
        XCTAssertEqual(Color.black.withAlpha(0.5).hexString, "#00000080")
    }

    func testMixing_IsLinear() {
        XCTAssertEqual(Color.black.mixed(with: .white, 0.5), Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}
