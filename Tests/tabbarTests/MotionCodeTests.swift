import Foundation
import Harness
import TabBarCore
import TestSupport
import XCTest

/// `tabbar export --format swift|kotlin|css` writes the values the motion uses: Ramotion's
/// bounce passes through its seven keyframes (1, 1.4, 0.9, 1.15, 0.95, 1.02, 1) at sixths
/// of its 0.5 s, and rotate-left turns a whole turn anticlockwise, in each language.
final class MotionCodeTests: TemporaryDirectoryTestCase {
    func export(_ format: String, _ animation: String) throws -> String {
        let path = directory.appendingPathComponent("motion.\(format)").path
        let result = try Commands.run(
            Commands.tabbar, ["export", "--format", format, "--animation", animation, "-o", path], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The numbers in the line of `text` that starts with `prefix` (after it).
    func numbers(after prefix: String, in text: String) -> [Double] {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return [] }
        return line.dropFirst(prefix.count).split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap {
            Double($0)
        }
    }

    static let seeds = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]

    func testSwift_KeyframesAreTheBouncesOwn() throws {
        let code = try export("swift", "bounce")
        XCTAssertTrue(code.contains(#"CAKeyframeAnimation(keyPath: "transform.scale")"#), code)
        let values = numbers(after: "item_0IconScale.values = ", in: code)
        let times = numbers(after: "item_0IconScale.keyTimes = ", in: code)
        XCTAssertEqual(values.count, 31)
        XCTAssertEqual(times.count, 31)
        guard values.count == 31, times.count == 31 else { return }
        // Frames 0, 5, 10, … fall on the sixths of the motion: the seed's keyframes.
        XCTAssertEqual(stride(from: 0, through: 30, by: 5).map { values[$0] }, Self.seeds)
        XCTAssertEqual(times[5], 1.0 / 6, accuracy: 1e-4)
        XCTAssertTrue(code.contains("item_0IconScale.duration = 0.5"), code)
    }

    func testKotlin_KeyframesAreTheBouncesOwn() throws {
        let code = try export("kotlin", "bounce")
        XCTAssertTrue(code.contains("durationMillis = 500"), code)
        for (index, seed) in Self.seeds.enumerated() {
            let at = Int((Double(index * 5) * 1000 / 60).rounded())
            let value = seed == seed.rounded() ? String(Int(seed)) : String(seed)
            XCTAssertTrue(code.contains("    \(value)f at \(at) using LinearEasing"), "\(value) at \(at) ms")
        }
    }

    func testCSS_KeyframesAreTheBouncesOwn() throws {
        let code = try export("css", "bounce")
        XCTAssertTrue(code.contains("@keyframes item-0-icon {"), code)
        XCTAssertTrue(code.contains("16.6667% { transform: translate(0px, 0px) rotate(0deg) scale(1.4, 1.4); }"), code)
        XCTAssertTrue(code.contains("animation: item-0-icon 500ms linear both"), code)
    }

    func testRotation_TurnsOnceAnticlockwise() throws {
        let code = try export("swift", "rotate-left")
        XCTAssertEqual(code.components(separatedBy: "let item_0IconRotation =").count, 2, "one declaration")
        let swift = numbers(after: "item_0IconRotation.values = ", in: code)
        XCTAssertEqual(swift.last ?? 0, -2 * .pi, accuracy: 1e-3)
        XCTAssertTrue(zip(swift, swift.dropFirst()).allSatisfy { $1 < $0 }, "\(swift)")
        XCTAssertTrue(
            try export("css", "rotate-left").contains("100% { transform: translate(0px, 0px) rotate(-360deg)"))
    }

    /// A 3D flip has no 2D transform to write: the code says which layers only the Lottie
    /// export carries, rather than leaving them out unsaid.
    func testFramesDrawnOneByOne_AreNamed() throws {
        let code = try export("css", "flip-bottom")
        XCTAssertTrue(
            code.contains("Drawn frame by frame, with no transform or opacity to write: bar.item.0/0, bar.item.0/1"),
            code)
        XCTAssertFalse(try export("swift", "bounce").contains("Drawn frame by frame"))
    }
}

/// `tabbar export`'s usage errors and outputs: one line, exit 2; a file is written whole.
final class ExportCommandErrorTests: TemporaryDirectoryTestCase {
    func run(_ arguments: [String]) throws -> Commands.Result {
        try Commands.run(Commands.tabbar, ["export"] + arguments, display: nil)
    }

    func assertError(_ arguments: [String], _ text: String, line: UInt = #line) throws {
        let result = try run(arguments)
        XCTAssertEqual(result.status, 2, result.standardError, line: line)
        XCTAssertTrue(result.standardError.contains(text), result.standardError, line: line)
        XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, line: line)
    }

    func testUsageErrors_AreOneLineAndExit2() throws {
        let out = directory.appendingPathComponent("m.json").path
        try assertError(["--animation", "bounce", "-o", out], "export needs --lottie or --format swift|kotlin|css")
        try assertError(["--format", "java", "--animation", "bounce", "-o", out], #"unknown format "java""#)
        try assertError(["--lottie", "--format", "css", "--animation", "bounce", "-o", out], "both given")
        try assertError(["--lottie", "--animation", "bunce", "-o", out], #"did you mean "bounce""#)
        try assertError(
            ["--lottie", "--transition", "push", "--crop", "item", "-o", out], "--crop item needs --animation")
        let missing = directory.appendingPathComponent("no/such/m.json").path
        try assertError(["--lottie", "--animation", "bounce", "-o", missing], "cannot write \(missing)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// The file is whole and nothing else is left beside it (the temporary file is renamed).
    func testLottie_IsWrittenWhole() throws {
        let out = directory.appendingPathComponent("m.json").path
        let result = try run(["--lottie", "--indicator", "bottom-line", "-o", out])
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out)))
        XCTAssertEqual((object as? [String: Any])?["fr"] as? Int, 60)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["m.json"])
    }
}
