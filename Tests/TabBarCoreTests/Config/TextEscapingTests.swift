import Foundation
import TabBarCore
import XCTest

/// The one escaper serves JSON (the trace) and one-line diagnostics alike.
final class TextEscapingTests: XCTestCase {
    func testControlCharactersQuotesAndBackslashes_AreEscaped() {
        XCTAssertEqual(TextEscaping.escaped("a\"b\\c\nd\re\tf\u{1}g\u{7F}"), #"a\"b\\c\nd\re\tf\u0001g\u007F"#)
    }

    func testWithoutQuotes_PathsKeepTheirQuotesAndBackslashes() {
        XCTAssertEqual(TextEscaping.escaped(#"C:\dir "x"\#n"#, quotes: false), #"C:\dir "x"\n"#)
    }

    func testEscapedText_IsAJSONStringThatDecodesToTheOriginal() throws {
        let original = "首页 \"Home\"\\\n\u{0}\u{1F}\u{7F}é😀"
        let json = "[\"" + TextEscaping.escaped(original) + "\"]"
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        XCTAssertEqual(decoded, [original])
        XCTAssertFalse(json.contains("\n"))
    }
}
