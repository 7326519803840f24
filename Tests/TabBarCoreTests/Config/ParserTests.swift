import TabBarCore
import XCTest

/// Valid documents: every kind of value parses to the expected tree.
final class ParserTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try JSONParser.parse(text).value
        } catch {
            XCTFail("unexpected error \(error) for \(text)", file: file, line: line)
            return nil
        }
    }

    func testScalars() {
        XCTAssertEqual(value("null"), .null)
        XCTAssertEqual(value("true"), .bool(true))
        XCTAssertEqual(value("false"), .bool(false))
        XCTAssertEqual(value("\"\""), .string(""))
        XCTAssertEqual(value(" \t\n\r 42 \n"), .number(42))
    }

    func testNumbers() {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("-0.25", -0.25),
            ("1e3", 1000), ("1E+2", 100), ("25e-1", 2.5), ("0.1", 0.1), ("1e-400", 0),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("123456789012345678", Double("123456789012345678")!),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(value(text), .number(expected), text)
        }
    }

    func testStringEscapes() {
        XCTAssertEqual(value(#""a\"b\\c\/d\be\ff\ng\rh\ti""#), .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
        XCTAssertEqual(value(#""\u0041\u00e9\u9996""#), .string("Aé首"))
        XCTAssertEqual(value(#""\uD83D\uDE00""#), .string("😀"))
        XCTAssertEqual(value(#""\u0000""#), .string("\u{0}"))
        XCTAssertEqual(value("\"首页 ホーム 😀\""), .string("首页 ホーム 😀"))
    }

    func testContainers() throws {
        XCTAssertEqual(value("[]"), .array([]))
        XCTAssertEqual(value("{}"), .object([]))
        XCTAssertEqual(value("[ ]"), .array([]))
        XCTAssertEqual(value("{\n}"), .object([]))
        let root = try JSONParser.parse(#"{"b": [1, {"c": null}], "a": true}"#)
        guard case .object(let members) = root.value else { return XCTFail("not an object: \(root.value)") }
        // Members keep file order, not sorted order.
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(members[1].value.value, .bool(true))
        guard case .array(let elements) = members[0].value.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(elements[0].value, .number(1))
        guard case .object(let inner) = elements[1].value else { return XCTFail("not an object") }
        XCTAssertEqual(inner.map(\.key), ["c"])
        XCTAssertEqual(inner[0].value.value, .null)
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(
            try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).value,
            .array([JSONNode(.number(1), at: SourceLocation(line: 1, column: 2))]))
        XCTAssertEqual(try JSONParser.parse("\u{FEFF}true").value, .bool(true))
    }

    func testBytesAndStringAgree() throws {
        let text = "{\"首页\": [1, \"x\", {\"y\": false}]}"
        XCTAssertEqual(try JSONParser.parse(text), try JSONParser.parse(bytes: Array(text.utf8)))
    }

    func testMaximumDepthIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        var node = try JSONParser.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            levels += 1
        }
        XCTAssertEqual(levels, depth)
    }

    func testLargeDocumentParses() throws {
        // Large enough that a quadratic step would take minutes, small enough to be quick.
        let count = 100_000
        let text = "[" + (0..<count).map { "{\"k\": \"v\($0)\"}" }.joined(separator: ",") + "]"
        guard case .array(let elements) = try JSONParser.parse(text).value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, count)
        XCTAssertEqual(
            elements.last?.value,
            .object([
                JSONMember(
                    key: "k", keyLocation: SourceLocation(line: 1, column: text.count - 14),
                    value: JSONNode(.string("v\(count - 1)"), at: SourceLocation(line: 1, column: text.count - 9)))
            ]))
        let long = String(repeating: "é", count: 500_000)
        XCTAssertEqual(try JSONParser.parse("\"\(long)\"").value, .string(long))
    }

    func testTypeNames() {
        XCTAssertEqual(JSONValue.null.typeName, "null")
        XCTAssertEqual(JSONValue.bool(true).typeName, "a boolean")
        XCTAssertEqual(JSONValue.number(1).typeName, "a number")
        XCTAssertEqual(JSONValue.string("").typeName, "a string")
        XCTAssertEqual(JSONValue.array([]).typeName, "an array")
        XCTAssertEqual(JSONValue.object([]).typeName, "an object")
    }

    func testSourceLocationDescriptionAndOrder() {
        XCTAssertEqual(SourceLocation(line: 12, column: 17).description, "12:17")
        XCTAssertLessThan(SourceLocation(line: 1, column: 99), SourceLocation(line: 2, column: 1))
        XCTAssertLessThan(SourceLocation(line: 3, column: 4), SourceLocation(line: 3, column: 5))
    }
}
