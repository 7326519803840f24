import TabBarCore
import TabBarReview
import XCTest

/// Findings point at the key that configured a motion, or at the closest key around it when
/// the file leaves it to the default.
final class ConfigSourceTests: XCTestCase {
    let text = """
        {
          "navigation": { "spring": true },
          "tabs": [
            { "title": "A", "animation": "pop" },
            { "title": "B" }
          ]
        }
        """

    func source() throws -> ConfigSource { ConfigSource(file: "c.json", root: try JSONParser.parse(text)) }

    func testWrittenKey_PointsAtTheKey() throws {
        let place = try source().place(of: [.key("tabs"), .index(0), .key("animation")])
        XCTAssertEqual(place, ConfigSource.Place(location: SourceLocation(line: 4, column: 21), isWritten: true))
    }

    func testDefault_PointsAtTheClosestEnclosingKeyOrElement() throws {
        let source = try source()
        XCTAssertEqual(
            source.place(of: [.key("tabs"), .index(1), .key("animation")]),
            ConfigSource.Place(location: SourceLocation(line: 5, column: 5), isWritten: false))
        XCTAssertEqual(
            source.place(of: [.key("navigation"), .key("push")]),
            ConfigSource.Place(location: SourceLocation(line: 2, column: 3), isWritten: false))
        XCTAssertEqual(
            source.place(of: [.key("bar"), .key("indicator")]),
            ConfigSource.Place(location: SourceLocation(line: 1, column: 1), isWritten: false))
    }

    func testPath_IsWrittenAsTheDecodersErrorsWriteIt() {
        XCTAssertEqual(ConfigSource.path([.key("tabs"), .index(2), .key("animation")]), "tabs[2].animation")
    }

    func testLabel_SaysWhenTheMotionIsTheDefault() throws {
        let source = try source()
        let key: [ConfigSource.Step] = [.key("tabs"), .index(1), .key("animation")]
        let motion = CheckedMotion(
            recipe: MotionRecipe(.item(.select, slot: 1)), key: key, value: "bounce", role: "select",
            place: source.place(of: key))
        XCTAssertEqual(motion.label, #"tabs[1].animation "bounce" (select, the default)"#)
    }
}
