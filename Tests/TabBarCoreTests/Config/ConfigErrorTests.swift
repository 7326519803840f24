import TabBarCore
import XCTest

/// ConfigError prints as one "file:line:column: path: message" line, leaving out what it lacks.
final class ConfigErrorTests: XCTestCase {
    func testFullDescription() {
        let error = ConfigError(
            file: "demo.json", location: SourceLocation(line: 12, column: 17),
            keyPath: "tabs[2].animation", message: #"unknown animation "bonce"; valid: bounce, pop, none"#)
        XCTAssertEqual(
            error.description,
            #"demo.json:12:17: tabs[2].animation: unknown animation "bonce"; valid: bounce, pop, none"#)
    }

    func testMissingPartsAreOmitted() {
        let location = SourceLocation(line: 3, column: 4)
        XCTAssertEqual(ConfigError(location: location, keyPath: "bar", message: "m").description, "3:4: bar: m")
        XCTAssertEqual(ConfigError(file: "a.json", keyPath: "bar", message: "m").description, "a.json: bar: m")
        XCTAssertEqual(ConfigError(file: "a.json", location: location, message: "m").description, "a.json:3:4: m")
        XCTAssertEqual(ConfigError(file: "", message: "m").description, "m")
        XCTAssertEqual(ConfigError(message: "m").description, "m")
    }

    func testWrapsParseErrors() {
        let parse = JSONParseError(message: "unterminated string", location: SourceLocation(line: 2, column: 9))
        let error = ConfigError(parse, file: "demo.json")
        XCTAssertEqual(
            error,
            ConfigError(
                file: "demo.json", location: SourceLocation(line: 2, column: 9),
                keyPath: "", message: "unterminated string"))
        XCTAssertEqual(error.description, "demo.json:2:9: unterminated string")
        XCTAssertEqual(ConfigError(parse, file: nil).description, "2:9: unterminated string")
    }

    func testParserErrorEndToEnd() {
        do {
            _ = try JSONParser.parse("{\n  \"tabs\": [1, 2,]\n}")
            XCTFail("a trailing comma must not parse")
        } catch {
            XCTAssertEqual(
                ConfigError(error, file: "demo.json").description, "demo.json:2:16: trailing comma before ']'")
        }
    }

    func testDescriptionStaysOnOneLine() throws {
        // A key full of line breaks and quotes must not break the one-line format.
        let object = try ObjectReader(JSONParser.parse(#"{"a\nb\"c": 1}"#), path: "", file: "x.json")
        do throws(ConfigError) {
            try object.finish()
            XCTFail("an unknown key must be an error")
        } catch {
            XCTAssertFalse(error.description.contains("\n"), error.description)
            XCTAssertEqual(
                error.description, #"x.json:1:2: ["a\nb\"c"]: unknown key "a\nb\"c"; this object takes no keys"#)
        }
    }
}
