import Foundation
import Harness
import TestSupport
import XCTest

/// Bad Lottie input on the command line: each case is exit 2 and one line that names the
/// configuration's key and the Lottie file, and says what is wrong. `render` needs no X.
final class LottieInputTests: TemporaryDirectoryTestCase {
    static let ruler = Repository.root().appendingPathComponent("Tests/Fixtures/Lottie/ruler.json")

    /// Writes `lottie` as icon.json and renders a one-tab configuration using it with `keys`.
    func render(lottie: Data, keys: String = "") throws -> Commands.Result {
        try lottie.write(to: directory.appendingPathComponent("icon.json"))
        return try render(keys: keys)
    }

    /// Renders a one-tab configuration using icon.json with `keys`.
    func render(keys: String = "") throws -> Commands.Result {
        let config = directory.appendingPathComponent("tabs.json").path
        try #"{"tabs": [{"title": "A", "lottie": "icon.json"\#(keys)}]}"#.write(
            toFile: config, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out.png").path
        return try Commands.run(Commands.tabbar, ["render", "--config", config, "-o", out], display: nil)
    }

    func assertError(
        _ result: Commands.Result, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 2, result.standardError, file: file, line: line)
        let text = result.standardError
        XCTAssertTrue(text.hasPrefix("tabbar: error: "), text, file: file, line: line)
        XCTAssertTrue(text.contains(expected), "\(text) lacks \(expected)", file: file, line: line)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, text, file: file, line: line)
        XCTAssertLessThan(text.count, 500, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
    }

    /// The ruler with `edit` applied to its top-level object (the checks refuse these before
    /// rlottie reads a key, so the keys' order does not matter).
    func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var document = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.ruler)) as? [String: Any] ?? [:]
        edit(&document)
        return try JSONSerialization.data(withJSONObject: document)
    }

    var icon: String { directory.appendingPathComponent("icon.json").path }

    func testGoodFile_Renders() throws {
        let result = try render(lottie: try Data(contentsOf: Self.ruler), keys: #", "select": "select""#)
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    func testInvalidJSON() throws {
        let truncated = try Data(contentsOf: Self.ruler).prefix(300)
        assertError(try render(lottie: truncated), "tabs.json:1:36: tabs[0].lottie: \(icon): invalid JSON at 1:")
    }

    func testMissingLayersFrIpOp() throws {
        for (key, phrase) in [
            ("layers", "missing \"layers\""), ("fr", "missing \"fr\" (the frame rate)"),
            ("ip", "missing \"ip\" (the first frame)"), ("op", "missing \"op\" (the end frame)"),
        ] {
            assertError(try render(lottie: try edited { $0[key] = nil }), "tabs[0].lottie: \(icon): \(phrase)")
        }
    }

    func testSegmentOutsideTheFrames_AndUnknownMarker() throws {
        let ruler = try Data(contentsOf: Self.ruler)
        assertError(
            try render(lottie: ruler, keys: #", "select": [0, 99]"#),
            #"tabs[0].select: frames 0…99 are outside "icon.json"'s 0…61"#)
        assertError(
            try render(lottie: ruler, keys: #", "deselect": "tap""#),
            #"tabs[0].deselect: no marker "tap" in "icon.json"; its markers: select, deselect"#)
    }

    /// Over 16 MB (a sparse file: nothing is read but its size).
    func testFileOverTheSizeCap() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: icon, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: icon))
        try handle.truncate(atOffset: 16 << 20 + 1)
        try handle.close()
        assertError(try render(), "\(icon): the file is 16777217 bytes or more; at most 16777216 are read")
    }

    func testCompositionOver16384Pixels() throws {
        assertError(
            try render(lottie: try edited { $0["w"] = 16385 }),
            "\(icon): the composition is 16385×100 px; at most 16384 a side")
    }

    /// A shape group whose items are not a list gets past the checks; rlottie refuses it.
    func testFileRlottieRefuses() throws {
        let text = String(decoding: try Data(contentsOf: Self.ruler), as: UTF8.self)
        let group = #"{"ty": "gr", "it": ["#
        XCTAssertTrue(text.contains(group))
        let broken = text.replacingOccurrences(of: group, with: #"{"ty": "gr", "it": "bad", "x": ["#)
        assertError(try render(lottie: Data(broken.utf8)), "\(icon): rlottie cannot play this file")
        // The window finds it once its first frame is shown (rlottie loads after it), and
        // closes with the same line and exit 2 rather than drawing the bar without the icon.
        let config = directory.appendingPathComponent("tabs.json").path
        let window = try withPrivateDisplay { server in
            try Commands.run(Commands.tabbar, ["--config", config, "--exit-after", "20"], display: server.display)
        }
        assertError(window, "\(icon): rlottie cannot play this file")
    }
}
