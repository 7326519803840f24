@testable import TabBarKit
import TabBarCore
import XCTest

/// Issue 10 item 15: the new trace lines, as JSON.
final class TraceLineTests: XCTestCase {
    func testBarHiddenAndRejectReasons_AreJSONLines() {
        let writer = TraceWriter(isEnabled: false)
        XCTAssertEqual(writer.encode(.barHidden(true)), #"{"event":"bar","hidden":true}"#)
        XCTAssertEqual(writer.encode(.reject(index: 2, reason: .covered, cause: .script)),
                       #"{"event":"reject","index":2,"reason":"covered","cause":"script"}"#)
        XCTAssertEqual(writer.encode(.reject(index: 0, reason: .noNeighbour, cause: .swipe)),
                       #"{"event":"reject","index":0,"reason":"no-neighbour","cause":"swipe"}"#)
    }
}
