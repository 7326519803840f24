import Foundation
import Harness
import TestSupport
import XCTest

/// RDV's demo selects on touch-down (`"selectOn": "press"`) in the real window: the select
/// line comes while the button is still held, and the release adds nothing.
final class SelectOnPressEndToEndTests: XCTestCase {
    func testRDVDemo_SelectsWhileTheButtonIsHeld() throws {
        let path = Repository.root().appendingPathComponent("assets/demos/rdv.json").path
        let session = try WindowSession(arguments: ["--config", path])
        defer { session.close() }
        let (x, y) = session.center(of: 1)
        try session.xdotool(["mousemove", "\(x)", "\(y)", "mousedown", "1"])
        let select = try session.app.waitForEvent(named: "select")
        XCTAssertEqual(select.event["to"] as? Int, 1)
        XCTAssertEqual(select.event["cause"] as? String, "tap")
        try session.xdotool(["mouseup", "1"])
        // A later event marks the release as handled; nothing selects or reselects in between.
        try session.xdotool(["mousemove", "10", "10", "key", "b"])
        let badge = try session.app.waitForEvent(named: "badge", after: select.index + 1)
        let between = session.app.events[(select.index + 1)..<badge.index].compactMap { $0["event"] as? String }
        XCTAssertFalse(between.contains("select") || between.contains("reselect"), "\(between)")
    }
}
