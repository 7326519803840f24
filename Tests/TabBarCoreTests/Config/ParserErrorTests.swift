import TabBarCore
import XCTest

/// Every syntax error has a precise message and location.
final class ParserErrorTests: XCTestCase {
    private func assertError(
        _ text: String, _ message: String, _ line: Int, _ column: Int,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        assertError(bytes: Array(text.utf8), message, line, column, file: file, sourceLine: sourceLine)
    }

    private func assertError(
        bytes: [UInt8], _ message: String, _ line: Int, _ column: Int,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        do {
            let node = try JSONParser.parse(bytes: bytes)
            XCTFail("parsed \(node.value) instead of failing", file: file, line: sourceLine)
        } catch {
            XCTAssertEqual(
                error, JSONParseError(message: message, location: SourceLocation(line: line, column: column)),
                file: file, line: sourceLine)
        }
    }

    func testStructureErrors() {
        assertError(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after an object member", 1, 9)
        assertError("[1 2]", "expected ',' or ']' after an array element", 1, 4)
        assertError("[1}", "expected ',' or ']' after an array element", 1, 3)
        assertError(#"{"a" 1}"#, #"expected ':' after the key "a""#, 1, 6)
        assertError("{a: 1}", "expected a key in double quotes", 1, 2)
        assertError("{'a': 1}", "unexpected single quote; keys need double quotes", 1, 2)
        assertError("[1, @]", "unexpected character '@'", 1, 5)
        assertError("[1, 'x']", "unexpected single quote; strings need double quotes", 1, 5)
        assertError("[\u{A0}1]", "unexpected character U+00A0", 1, 2)
        assertError("[首]", "unexpected character '首' (U+9996)", 1, 2)
        assertError("{} x", "trailing characters after the JSON value", 1, 4)
        assertError("1\n2", "trailing characters after the JSON value", 2, 1)
        assertError(#"{"title": 1, "title": 2}"#, #"duplicate key "title""#, 1, 14)
        assertError(#"{"a": {"x": 1}, "b": {"x": 2, "x": 3}}"#, #"duplicate key "x""#, 1, 31)
        assertError(#"{"a": 1, "\u0061": 2}"#, #"duplicate key "a""#, 1, 10)
        assertError("{\"\u{E9}\": 1, \"e\u{301}\": 2}", "duplicate key \"e\u{301}\"", 1, 10)
        assertError("{} // done", "comments are not allowed in JSON", 1, 4)
    }

    func testEndOfFileErrors() {
        assertError("", "empty file", 1, 1)
        assertError(" \n\t\r\n ", "empty file", 1, 1)
        assertError(bytes: [0xEF, 0xBB, 0xBF], "empty file", 1, 1)
        assertError("[1,", "unexpected end of file; expected a value", 1, 4)
        assertError(#"{"a":1"#, "unexpected end of file; expected ',' or '}' after an object member", 1, 7)
        assertError("[\n", "unexpected end of file; expected a value", 2, 1)
        assertError("{", "unexpected end of file; expected a key in double quotes", 1, 2)
        assertError(#"{"a""#, #"unexpected end of file; expected ':' after the key "a""#, 1, 5)
    }

    func testTrailingCommas() {
        assertError("[1,]", "trailing comma before ']'", 1, 3)
        assertError("{\"a\": 1,\n}", "trailing comma before '}'", 1, 8)
        assertError("[,1]", "unexpected character ','", 1, 2)
    }

    func testCommentsAreRejected() {
        assertError("{// note\n}", "comments are not allowed in JSON", 1, 2)
        assertError("[1 /* two */]", "comments are not allowed in JSON", 1, 4)
        assertError("[/ 1]", "unexpected character '/'", 1, 2)
    }

    func testNumberErrors() {
        assertError("01", "leading zeros are not allowed in numbers", 1, 1)
        assertError("[-01]", "leading zeros are not allowed in numbers", 1, 2)
        assertError("{\"duration\": 0x10}", "hexadecimal numbers are not JSON; write the number in decimal", 1, 14)
        assertError("+1", "unexpected character '+'; numbers have no plus sign", 1, 1)
        assertError(".5", "unexpected character '.'; numbers need a digit before the decimal point", 1, 1)
        assertError("[1.]", "expected a digit after the decimal point", 1, 4)
        assertError("1.", "unexpected end of file; expected a digit after the decimal point", 1, 3)
        assertError("1e", "unexpected end of file; expected a digit in the exponent", 1, 3)
        assertError("[1e+x]", "expected a digit in the exponent", 1, 5)
        assertError("-Infinity", "expected a digit after '-'", 1, 2)
        assertError("- 1", "expected a digit after '-'", 1, 2)
        assertError("1e400", "number 1e400 is too large for a 64-bit floating-point value", 1, 1)
        assertError("[0, -1e400]", "number -1e400 is too large for a 64-bit floating-point value", 1, 5)
        assertError(
            "1" + String(repeating: "0", count: 400),
            "number 100000000000000000000000… is too large for a 64-bit floating-point value", 1, 1)
        let hint = "; expected true, false, null, a number, or a string in double quotes"
        assertError("NaN", "unexpected word 'NaN'" + hint, 1, 1)
        assertError("[tru]", "unexpected word 'tru'" + hint, 1, 2)
        assertError(#"{"animation": bounce}"#, "unexpected word 'bounce'" + hint, 1, 15)
    }

    func testStringErrors() {
        assertError(#""abc"#, "unterminated string", 1, 1)
        assertError(#"{"a": "abc\"#, "unterminated string", 1, 7)
        assertError(#""a\qb""#, #"invalid escape '\q'"#, 1, 3)
        assertError("\"a\\\u{1}\"", #"invalid escape '\' followed by U+0001"#, 1, 3)
        assertError(#""\u12G4""#, #"invalid escape '\u12'; \u needs four hex digits"#, 1, 2)
        assertError(#""\uD83D\u12""#, #"invalid escape '\u12'; \u needs four hex digits"#, 1, 8)
        let pairHint = #" in a string; a \uD800-\uDBFF escape must be followed by a \uDC00-\uDFFF escape"#
        assertError(#""\uD800""#, #"lone surrogate '\uD800'"# + pairHint, 1, 2)
        assertError(#""x\uDC00""#, #"lone surrogate '\uDC00'"# + pairHint, 1, 3)
        assertError(#""\uD83Dx""#, #"lone surrogate '\uD83D'"# + pairHint, 1, 2)
        assertError(#""\uD83D\u0041""#, #"lone surrogate '\uD83D'"# + pairHint, 1, 2)
        assertError("\"a\tb\"", #"control character U+0009 in a string; write it as \u0009"#, 1, 3)
        assertError("[\"ab\ncd\"]", #"line break in a string; close the string or write \n"#, 1, 5)
    }

    func testInvalidUTF8() {
        let message = "invalid UTF-8"
        assertError(bytes: [0x22, 0xFF, 0x22], message, 1, 2) // never valid
        assertError(bytes: [0x22, 0x61, 0xC3, 0x22], message, 1, 3) // truncated sequence
        assertError(bytes: [0x22, 0xC0, 0x80, 0x22], message, 1, 2) // overlong NUL
        assertError(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], message, 1, 2) // encoded surrogate
        assertError(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], message, 1, 2) // above U+10FFFF
        assertError(bytes: [0x22, 0xE9, 0xA6], message, 1, 2) // cut off by the end of the file
        assertError(bytes: Array("[\"é\",".utf8) + [0x80, 0x5D], message, 1, 6) // outside a string
        assertError(bytes: [0x5B, 0x31, 0x20, 0xFE, 0x5D], message, 1, 4) // where ',' was expected
    }

    func testTenThousandLevelsFailCleanly() {
        let message = "nesting deeper than 128 levels"
        assertError(String(repeating: "[", count: 10_000), message, 1, 129)
        assertError(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), message, 1, 129)
        // Each level of {"a": is five characters, so the 129th brace is at column 5 × 128 + 1.
        assertError(String(repeating: #"{"a":"#, count: 10_000), message, 1, 641)
        assertError(String(repeating: "[{\"k\":\n", count: 5_000), message, 65, 1)
    }

    func testErrorDescription() {
        let error = JSONParseError(message: "unterminated string", location: SourceLocation(line: 3, column: 9))
        XCTAssertEqual(error.description, "3:9: unterminated string")
    }
}
