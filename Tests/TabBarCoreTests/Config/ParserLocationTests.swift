import TabBarCore
import XCTest

/// Every value and key records the line and column where it starts.
final class ParserLocationTests: XCTestCase {
    private func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }

    private func members(_ node: JSONNode, file: StaticString = #filePath, line: UInt = #line) -> [JSONMember] {
        guard case .object(let members) = node.value else {
            XCTFail("expected an object, found \(node.value.typeName)", file: file, line: line)
            return []
        }
        return members
    }

    private func elements(_ node: JSONNode, file: StaticString = #filePath, line: UInt = #line) -> [JSONNode] {
        guard case .array(let elements) = node.value else {
            XCTFail("expected an array, found \(node.value.typeName)", file: file, line: line)
            return []
        }
        return elements
    }

    func testKeysValuesAndNestedValues() throws {
        let text = """
            {
              "title": "Home",
              "size": -12.5,
              "tabs": [
                {"on": true},  null
              ]
            }
            """
        let root = try JSONParser.parse(text)
        XCTAssertEqual(root.location, at(1, 1))
        let top = members(root)
        XCTAssertEqual(top.map(\.keyLocation), [at(2, 3), at(3, 3), at(4, 3)])
        XCTAssertEqual(top.map(\.value.location), [at(2, 12), at(3, 11), at(4, 11)])
        let tabs = elements(top[2].value)
        XCTAssertEqual(tabs.map(\.location), [at(5, 5), at(5, 20)])
        let on = members(tabs[0])
        XCTAssertEqual(on.first?.keyLocation, at(5, 6))
        XCTAssertEqual(on.first?.value.location, at(5, 12))
    }

    func testColumnsCountCharactersNotBytes() throws {
        // 首 and 页 are three bytes each, é two and 😀 four; each is one column.
        let root = try JSONParser.parse(#"{"t": "首页", "x": 1, "é😀": [2]}"#)
        let top = members(root)
        XCTAssertEqual(top.map(\.keyLocation), [at(1, 2), at(1, 13), at(1, 21)])
        XCTAssertEqual(top.map(\.value.location), [at(1, 7), at(1, 18), at(1, 27)])
        XCTAssertEqual(elements(top[2].value).first?.location, at(1, 28))
    }

    func testEscapesCountAsWrittenNotAsDecoded() throws {
        // The escape \u9996 is six columns in the file even though it decodes to one character.
        let top = members(try JSONParser.parse(#"{"a": "\u9996\n", "b": 0}"#))
        XCTAssertEqual(top.last?.keyLocation, at(1, 19))
    }

    func testCarriageReturnLineFeedIsOneLineBreak() throws {
        let root = try JSONParser.parse("{\r\n  \"a\": 1,\r\n\r\n  \"b\": [\r\n true]\r\n}")
        let top = members(root)
        XCTAssertEqual(top.map(\.keyLocation), [at(2, 3), at(4, 3)])
        XCTAssertEqual(top.first?.value.location, at(2, 8))
        XCTAssertEqual(elements(top[1].value).first?.location, at(5, 2))
    }

    func testLoneCarriageReturnAndLineFeedBreakLines() throws {
        let items = elements(try JSONParser.parse("[1,\r2,\n3,\n\r4]"))
        XCTAssertEqual(items.map(\.location), [at(1, 2), at(2, 1), at(3, 1), at(5, 1)])
    }

    func testByteOrderMarkTakesNoColumn() throws {
        let root = try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"k": 1}"#.utf8))
        XCTAssertEqual(root.location, at(1, 1))
        XCTAssertEqual(members(root).first?.keyLocation, at(1, 2))
    }

    func testErrorLocationsAfterMultiByteCharactersAndLineBreaks() {
        XCTAssertThrowsError(try JSONParser.parse("[\"首页\", @]")) { error in
            XCTAssertEqual((error as? JSONParseError)?.location, at(1, 8))
        }
        XCTAssertThrowsError(try JSONParser.parse("{\r\n\"首页\": 1\r\n  \"x\": 2}")) { error in
            XCTAssertEqual(
                error as? JSONParseError,
                JSONParseError(
                    message: "expected ',' or '}' after an object member", location: at(3, 3)))
        }
    }
}
