import Foundation
import Harness
import TestSupport
import XCTest

/// `tabbar plot`'s lanes hold the seed libraries' numbers (shared/reference/seed-libraries.md),
/// read from its CSV: what a reviewer sees on the curves is the seed's motion.
final class PlotSeedTests: TemporaryDirectoryTestCase {
    /// One number a lane must show: `column` at `time` seconds after the input.
    struct Mark {
        var column: String
        var time: Double
        var value: Double
        var tolerance = 1e-3

        init(_ column: String, _ time: Double, _ value: Double, tolerance: Double = 1e-3) {
            (self.column, self.time, self.value, self.tolerance) = (column, time, value, tolerance)
        }
    }

    /// `tabbar plot … --format csv`, read back.
    func csv(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> PlotCSV {
        let output = directory.appendingPathComponent("lanes.csv").path
        let result = try Commands.run(Commands.tabbar, ["plot"] + arguments + ["--format", "csv", "-o", output])
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try PlotCSV(String(contentsOfFile: output, encoding: .utf8))
    }

    func check(_ arguments: [String], _ marks: [Mark], file: StaticString = #filePath, line: UInt = #line) throws {
        let table = try csv(arguments, file: file, line: line)
        for mark in marks {
            let what = "\(arguments.joined(separator: " ")): \(mark.column) at \(mark.time) s"
            guard let value = table.value(mark.column, at: mark.time) else {
                XCTFail("\(what): no such lane in \(table.columns.keys.sorted())", file: file, line: line)
                continue
            }
            XCTAssertEqual(value, mark.value, accuracy: mark.tolerance, what, file: file, line: line)
        }
    }

    /// The UIKit article's pop: the whole button to 1.2 in 0.1 s, back to 1.0 at 0.2 s
    /// (the plot sampled the icon, which does not scale, and drew a flat line).
    func testPop_ScalesTheButton() throws {
        try check(
            [
                "--config", Repository.root().appendingPathComponent("assets/demos/uikit-bounce.json").path,
                "--animation", "pop", "--item", "1",
            ],
            [Mark("item 1 button scale", 0.1, 1.2), Mark("item 1 button scale", 0.2, 1)])
    }

    /// Ramotion's bounce: seven evenly spaced scale keyframes over 0.5 s.
    func testBounce_HitsRamotionsKeyframes() throws {
        let keys = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        try check(
            ["--animation", "bounce", "--item", "1"],
            keys.indices.map { Mark("item 1 icon scale", 0.5 * Double($0) / 6, keys[$0]) })
    }

    /// Ramotion's rotations: 0 → ±360° linearly over 0.5 s, then upright at ±360 (the plot
    /// drew a spin back to 0 that the window never shows).
    func testRotations_TurnOnceAndRestWithoutSpinningBack() throws {
        for (name, turn) in [("rotate-right", 360.0), ("rotate-left", -360.0)] {
            try check(
                ["--animation", name, "--item", "1"],
                [0.1, 0.25, 0.5, 0.55, 0.7].map { Mark("item 1 icon rotation", $0, turn * min($0, 0.5) / 0.5) })
        }
    }

    /// Ramotion's fume: the icon sinks 4 px by d/2; the title rises 60 px, doubles and fades
    /// out over d (it had no lane at all).
    func testFume_MovesIconAndTitle() throws {
        try check(
            ["--animation", "fume", "--item", "1"],
            [
                Mark("item 1 icon y", 0.25, 4), Mark("item 1 title y", 0.5, -60), Mark("item 1 title scale", 0.5, 2),
                Mark("item 1 title opacity", 0.5, 0),
            ])
    }

    /// UIKit's flips turn the icon over in 0.5 s with its ease-in-out, which is symmetric:
    /// edge-on at half time, and as far past 90° at 0.4 s as short of it at 0.1 s. From-left
    /// and from-right mirror each other, as do top and bottom.
    func testFlips_TurnOverInPerspective() throws {
        for (name, sign) in [("flip-left", 1.0), ("flip-right", -1.0), ("flip-top", 1.0), ("flip-bottom", -1.0)] {
            let output = try csv(["--animation", name, "--item", "1"])
            let turn = { (time: Double) in output.value("item 1 icon turn", at: time) ?? .nan }
            XCTAssertEqual(turn(0.5), sign * 180, accuracy: 1e-6, name)
            XCTAssertEqual(turn(0.1) + turn(0.4), sign * 180, accuracy: 1e-3, name)
            XCTAssertGreaterThan(turn(0.1) * sign, 0, name)
            XCTAssertLessThan(turn(0.1) * sign, 45, "\(name): eases in")
            // Exactly edge-on at 0.25 s, the card draws nothing and the lane has a gap.
            XCTAssertNil(output.value("item 1 icon turn", at: 0.25), name)
        }
    }

    /// The curls uncover the selected icon, and the cross-dissolve fades it in, over 0.5 s, in
    /// Ramotion's bar (under the default demo's colourful mask the selected look follows the
    /// mask instead, so the faces change when it arrives).
    func testCurlsAndCrossDissolve_ShowTheSelectedFaceComing() throws {
        let ramotion = Repository.root().appendingPathComponent("assets/demos/ramotion.json").path
        for name in ["curl-up", "curl-down", "cross-dissolve"] {
            var marks = [Mark("item 1 icon face", 0, 0), Mark("item 1 icon face", 0.5, 1)]
            if name == "cross-dissolve" { marks.append(Mark("item 1 icon face", 0.25, 0.5)) }
            try check(["--config", ramotion, "--animation", name, "--item", "1"], marks)
        }
    }

    /// ES's highlight: 1.15 at rest, 0.92 after 0.2 s pressed, 1.15 again 0.2 s after release.
    func testPress_ShrinksWhilePressed() throws {
        try check(
            ["--animation", "press", "--item", "1"],
            [
                Mark("item 1 icon scale", 0, 1.15), Mark("item 1 icon scale", 0.2, 0.92),
                Mark("item 1 icon scale", 0.4, 1.15),
            ])
    }

    /// TColorful's mask (0 → 2; slots on whole pixels, their edges at 0, 98, 195 and 293 px):
    /// it stretches a quarter slot per slot of distance towards the target in 0.5 s, then
    /// lands on it at 1 s. Ramotion's line is half-way at 0.15 s and there at 0.3 s. M3's
    /// pill fades out of its old place in 0.1 s and ends 64 px wide.
    func testIndicators_MoveAsTheirSeeds() throws {
        try check(
            ["--indicator", "colorful-mask"],
            [
                Mark("indicator left", 0.5, 0), Mark("indicator right", 0.5, 98 + 97.0 / 2),
                Mark("indicator left", 1, 195), Mark("indicator right", 1, 293),
            ])
        try check(
            ["--indicator", "bottom-line"],
            [Mark("indicator left", 0.15, 98), Mark("indicator left", 0.3, 195)])
        try check(
            ["--indicator", "pill"],
            [
                Mark("indicator 0 opacity", 0.05, 0.5), Mark("indicator 2 left", 0.5, 212),
                Mark("indicator 2 right", 0.5, 276),
            ])
    }

    /// HYB's transitions and UIKit's push on a 390 × 844 window (the half-sheet from the demo's
    /// Modal tab, the one that presents it).
    func testTransitions_MoveTheirPages() throws {
        try check(
            ["--transition", "push"],
            [
                Mark("tab 0 page 2 x", 0, 390),
                Mark("tab 0 page 2 x", 0.5, 0),
                // The old page's last frame before the push ends: nearly a third of the width left.
                Mark("tab 0 page 1 x", 0.5 - 1.0 / 60, -130, tolerance: 0.5),
            ])
        try check(["--transition", "cross-dissolve"], [Mark("tab 0 page 2 opacity", 0.25, 0.5)])
        try check(
            ["--transition", "bubble"],
            [Mark("sheet scale", 0, 0.001), Mark("sheet scale", 0.5, 1), Mark("sheet opacity", 0.5, 1)])
        try check(
            ["--transition", "modal"],
            [Mark("tab 2 page 1 scale", 0.5, 0.9), Mark("sheet y", 0, 844), Mark("sheet y", 0.5, 422)])
        try check(
            ["--transition", "none"],
            [
                Mark("tab 0 page 1 opacity", -0.01, 1), Mark("tab 0 page 1 opacity", 0, 0),
                Mark("tab 0 page 2 opacity", 0, 1),
            ])
    }
}
