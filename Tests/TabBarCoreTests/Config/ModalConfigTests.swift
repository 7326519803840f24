import TabBarCore
import XCTest

/// The half-sheet's configuration keys (issue 9, defect 6): HYB's defaults unless told.
final class ModalConfigTests: XCTestCase {
    func decode(_ navigation: String) throws -> NavigationSettings {
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/base", listFrames: { _ in nil })
        return try decoder.decode(JSONParser.parse(#"{"navigation": \#(navigation), "tabs": [{"title": "A"}]}"#))
            .navigation
    }

    func testDefaults_AreHYBs() throws {
        XCTAssertEqual(
            try decode("{}").modal,
            ModalStyle(scaleX: 0.9, scaleY: 0.9, height: .fraction(0.5), dimAlpha: 0, cornerRadius: 0))
    }

    func testScale_BothAxesOrEachOne() throws {
        XCTAssertEqual(try decode(#"{"modalScale": 0.95}"#).modal.scaleY, 0.95)
        let modal = try decode(#"{"modalScale": 0.95, "modalScaleX": 0.8}"#).modal
        XCTAssertEqual(modal.scaleX, 0.8)
        XCTAssertEqual(modal.scaleY, 0.95)
        XCTAssertEqual(try decode(#"{"modalScaleY": 0.7}"#).modal.scaleX, 0.9)
    }

    func testHeight_FractionOrPoints() throws {
        XCTAssertEqual(try decode(#"{"modalHeight": 0.3}"#).modal.height, .fraction(0.3))
        XCTAssertEqual(try decode(#"{"modalHeight": 0.3, "modalHeightPoints": 320}"#).modal.height, .points(320))
    }

    func testDimAndCorners_AreOptions() throws {
        let modal = try decode(#"{"modalDim": 0.4, "modalCornerRadius": 10}"#).modal
        XCTAssertEqual(modal.dimAlpha, 0.4)
        XCTAssertEqual(modal.cornerRadius, 10)
    }

    func testOutOfRange_IsAnError() {
        XCTAssertThrowsError(try decode(#"{"modalScaleX": 2}"#))
        XCTAssertThrowsError(try decode(#"{"modalHeightPoints": 0}"#))
        XCTAssertThrowsError(try decode(#"{"modalDim": 1.5}"#))
    }
}
