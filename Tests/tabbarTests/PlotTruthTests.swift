import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

import typealias TabBarCore.AffineTransform

@testable import TabBarReview
@testable import tabbar

/// Issue 40, "No flat plot": every motion `tabbar list` names plots at least one lane that
/// changes, and its CSV agrees with the window's scene, played here in the headless window
/// from the same inputs and read by `SceneTruth`, at 20 instants.
final class PlotTruthTests: TemporaryDirectoryTestCase {
    /// `tabbar plot … --format csv`, as columns by name.
    func csv(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> PlotCSV {
        let output = directory.appendingPathComponent("lanes.csv").path
        let result = try Commands.run(
            Commands.tabbar, ["plot"] + arguments + ["--format", "csv", "-o", output], timeout: 120)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try PlotCSV(String(contentsOfFile: output, encoding: .utf8))
    }

    /// Every motion `tabbar list` prints, as plot arguments.
    func listedMotions() throws -> [[String]] {
        let list = try Commands.run(Commands.tabbar, ["list"]).standardOutput
        var option = "", motions: [[String]] = []
        for line in list.split(separator: "\n") {
            if !line.hasPrefix(" ") {
                option =
                    ["animations": "--animation", "indicators": "--indicator", "transitions": "--transition"][
                        String(line)] ?? ""
            } else if !option.isEmpty {
                let name = line.trimmingCharacters(in: .whitespaces)
                motions.append(option == "--animation" ? [option, name, "--item", "1"] : [option, name])
            }
        }
        return motions
    }

    func testEveryListedMotion_PlotsALaneThatChanges_AndAgreesWithTheScene() throws {
        let motions = try listedMotions()
        XCTAssertEqual(motions.count, 27, "16 animations, 4 indicators and 7 transitions")
        // `make check`: one motion in five.
        for arguments in TestTier.sample(motions, stride: 5) {
            let table = try csv(arguments)
            let moving = table.columns.filter { $0.key != "time" && Set($0.value).count > 1 }.keys.sorted()
            XCTAssertFalse(moving.isEmpty, "\(arguments): a flat plot")
            let motion = try played(arguments)
            let rows = table.rows
            var seen: [String: Set<Double>] = [:]
            for k in 0..<20 {
                // From the input on (the rows before it show the resting frame); written to
                // six decimals, the frames lie on the 60 Hz grid.
                let row = 2 + k * (rows - 3) / 19
                let time = try XCTUnwrap(Double(table.columns["time"]![row])).onFrameGrid
                let truth = SceneTruth.nodes(motion.scene(at: time))
                for (name, values) in table.columns where name != "time" {
                    check(name, values[row], truth, at: time, "\(arguments.joined(separator: " "))")
                }
                for (node, found) in truth {
                    let t = found.transform
                    seen[node + " scale", default: []].insert(((t.a * t.a + t.b * t.b).squareRoot() * 1e4).rounded())
                    seen[node + " opacity", default: []].insert((found.opacity * 1e3).rounded())
                    if SceneTruth.strips(found.group) != nil { seen[node + " turn", default: []].insert(1) }
                }
            }
            // What the scene shows changing has its lane: a scale or an opacity that moves, a
            // card turned in perspective.
            for (lane, values) in seen where values.count > 1 || lane.hasSuffix(" turn") {
                // A scale that differs between the axes plots as the node's edges.
                let uneven =
                    lane.hasSuffix(" scale")
                    && ["left", "right", "top", "bottom"].contains { table.columns[lane.dropLast(5) + $0] != nil }
                XCTAssertTrue(
                    table.columns[lane] != nil || uneven, "\(arguments): the scene moves \(lane), the plot has no lane")
            }
        }
    }

    /// The motion `arguments` name, played in the headless window as every review tool plays it.
    func played(_ arguments: [String]) throws -> RecordedMotion {
        let parsed = try CLITable.plot.parse(arguments)
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let request = try MotionRequest.resolve(
            try choice.motion("test"), item: choice.item, role: nil, configuration: configuration,
            viewport: options.viewport, command: "test")
        return try RecordedMotion.play(
            request.recipe, configuration: configuration, viewport: options.viewport, measurer: renderer.text)
    }

    /// One CSV cell against the scene: transforms, opacities, a flip's turn redrawn, colours
    /// and edges where the scene states them plainly.
    func check(_ column: String, _ cell: String, _ truth: [String: SceneTruth.Node], at time: Double, _ motion: String)
    {
        guard let (node, property) = PlotCSV.split(column) else { return XCTFail("\(motion): column \(column)") }
        let what = "\(motion) at \(time) s: \(column) = \(cell)"
        guard let found = truth[node] else {
            // A node not drawn: only its opacity is defined, as 0 (the bar is at rest).
            if property == "opacity" { XCTAssertEqual(cell, node == NodeName.bar ? "1" : "0", what) }
            return
        }
        let t = found.transform
        let value = Double(cell)
        switch property {
        case "opacity":
            XCTAssertEqual(value ?? .nan, found.opacity, accuracy: 1e-6, what)
        case "scale":
            XCTAssertEqual(value ?? .nan, (t.a * t.a + t.b * t.b).squareRoot(), accuracy: 1e-6, what)
        case "rotation":
            let degrees = atan2(t.b, t.a) * 180 / .pi
            let difference = ((value ?? .nan) - degrees).truncatingRemainder(dividingBy: 360)
            XCTAssertTrue(abs(difference) < 1e-4 || abs(abs(difference) - 360) < 1e-4, what)
        case "x" where t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1:
            XCTAssertEqual(value ?? .nan, t.tx, accuracy: 1e-6, what)
        case "y" where t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1:
            XCTAssertEqual(value ?? .nan, t.ty, accuracy: 1e-6, what)
        case "turn":
            checkTurn(value, found.group, what)
        case "colour":
            if found.count == 1, let colour = SceneTruth.soleColour(found.group) {
                XCTAssertEqual(cell, MotionSamples.hex(colour), what)
            }
        case "left", "right", "top", "bottom":
            guard let edges = SceneTruth.fillEdges(found.group), t.b == 0, t.c == 0, t.a == t.d else { return }
            let expected = ["left": edges.minX, "right": edges.maxX, "top": edges.minY, "bottom": edges.maxY][property]!
            XCTAssertEqual(value ?? .nan, expected, accuracy: 1e-6, what)
        default:
            break
        }
    }

    /// The flip drawn again at the plotted angle lands its strips where the scene's are.
    func checkTurn(_ value: Double?, _ group: SceneGroup, _ what: String) {
        // Exactly edge-on, the card draws nothing and has no angle.
        if group.children.isEmpty { return XCTAssertNil(value, what) }
        guard let strips = SceneTruth.strips(group), let (face, frame, axis) = SceneTruth.face(group) else {
            // Flat: a whole number of half turns.
            let turns = (value ?? .nan) / 180
            return XCTAssertEqual(turns, turns.rounded(), accuracy: 1e-6, what)
        }
        guard let value else { return XCTFail(what) }
        let angle = abs(value).truncatingRemainder(dividingBy: 360) * .pi / 180
        let redrawn = IconFlip.nodes(
            front: face, back: face, frame: frame, angle: angle, axis: axis, direction: value < 0 ? -1 : 1)
        let again = SceneTruth.strips(SceneGroup(children: redrawn)) ?? []
        func extent(_ rects: [Rect]) -> (Double, Double) {
            axis == .vertical
                ? (rects.map(\.minX).min() ?? 0, rects.map(\.maxX).max() ?? 0)
                : (rects.map(\.minY).min() ?? 0, rects.map(\.maxY).max() ?? 0)
        }
        let (low, high) = extent(strips), (lowAgain, highAgain) = extent(again)
        XCTAssertEqual(low, lowAgain, accuracy: 0.01, what)
        XCTAssertEqual(high, highAgain, accuracy: 0.01, what)
    }
}

/// A plot's CSV read back: columns by header name.
struct PlotCSV {
    var columns: [String: [String]] = [:]
    var rows = 0

    init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        for line in lines.dropFirst() {
            for (name, cell) in zip(header, line.split(separator: ",", omittingEmptySubsequences: false)) {
                columns[name, default: []].append(String(cell))
            }
        }
        rows = lines.count - 1
    }

    /// "item 1 icon scale" → ("item 1 icon", "scale").
    static func split(_ column: String) -> (String, String)? {
        for property in MotionProperty.allCases.map(\.rawValue).sorted(by: { $0.count > $1.count })
        where column.hasSuffix(" " + property) {
            return (String(column.dropLast(property.count + 1)), property)
        }
        return nil
    }

    /// The value of `column` at the row nearest `time`.
    func value(_ column: String, at time: Double) -> Double? {
        guard let times = columns["time"]?.compactMap(Double.init), let cells = columns[column],
            let row = times.indices.min(by: { abs(times[$0] - time) < abs(times[$1] - time) })
        else { return nil }
        return Double(cells[row])
    }
}

extension Double {
    /// The nearest 1/60 s: where the window's frames, and so a plot's samples, lie.
    var onFrameGrid: Double { (self * 60).rounded() / 60 }
}
