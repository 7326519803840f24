import Foundation
import Harness
import TestSupport
import XCTest

/// Issue 8 (memory): a statically linked runtime keeps nearly all of its code resident, so
/// every library linked into `tabbar` costs RSS. Swift's regex library (`_StringProcessing`,
/// with `_RegexParser` 800 KB of code, most of it resident) is imported implicitly; one
/// `String.contains(String)` is enough to link it. No `tabbar` code may call into it.
final class LinkedLibrariesTests: XCTestCase {
    func testTabbar_CallsNothingInTheRegexLibrary() throws {
        let result = try Commands.run("nm", ["--undefined-only", Commands.tabbar])
        XCTAssertEqual(result.status, 0, result.standardError)
        let symbols = result.standardOutput.split(separator: "\n")
        // A debug build links the Swift runtime dynamically: everything it uses is undefined.
        XCTAssertTrue(symbols.contains { $0.contains("swift_retain") }, "nm listed no Swift runtime symbols")
        let regex = symbols.filter { $0.contains("17_StringProcessing") || $0.contains("12_RegexParser") }
        XCTAssertEqual(regex, [], "tabbar calls the regex library; use the standard library's own searches")
    }
}
