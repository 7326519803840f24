import TabBarCore
import XCTest

@testable import TabBarReview

/// Lanes over time: a full turn keeps counting, still properties draw no lane, absent
/// nodes leave gaps, and the CSV and the plot carry exactly the lanes that change.
final class MotionSamplesTests: XCTestCase {
    static let icon = Rect(x: 100, y: 200, width: 26, height: 26)

    /// An icon turning 0 → 360° over 0.5 s, drawn at rest as turned by 0, a badge shown
    /// only from 0.25 s, and a title that never moves.
    func scene(at time: Double) -> Scene {
        let turn = time >= 0.5 ? 0 : 2 * Double.pi * max(time, 0) / 0.5
        let image = SceneNode.image(ImageRef("i.png"), frame: Self.icon, rendering: .template(.black), opacity: 1)
        var nodes: [SceneNode] = [
            .group([image], transform: AffineTransform.rotation(turn).about(Self.icon.center), name: "item 0 icon"),
            .group(
                [
                    .text(
                        TextRun(
                            "T", font: FontSpec(size: 10), color: .black, frame: Rect(x: 0, y: 0, width: 20, height: 12)
                        ))
                ],
                name: "item 0 title"),
        ]
        if time >= 0.25 { nodes.append(.group([.fill(.ellipse(Self.icon), .solid(.systemRed))], name: "item 0 badge")) }
        return Scene(
            size: Size(width: 400, height: 400), background: .white,
            layers: [SceneLayer(id: "bar.item.0", node: .group(nodes))])
    }

    func testAFullTurn_KeepsCountingAndRestsAt360() throws {
        let samples = MotionSamples(times: MotionSamples.times(duration: 0.5), scene: scene(at:))
        let rotation = try XCTUnwrap(samples.lane("item 0 icon", .rotation))
        let values = zip(samples.times, rotation.values).map { ($0, $1 ?? .nan) }
        for (time, value) in values where time > 0 {
            XCTAssertEqual(value, 720 * min(time, 0.5), accuracy: 1e-6, "at \(time) s")
        }
        XCTAssertEqual(samples.lanes.map(\.name), ["item 0 icon rotation", "item 0 badge opacity"])
    }

    func testAbsentNodes_AreInvisibleAndLeaveGaps() throws {
        let samples = MotionSamples(times: [0, 0.3], scene: scene(at:))
        XCTAssertEqual(samples.lane("item 0 badge", .opacity)?.values, [0, 1])
        XCTAssertEqual(samples.lane("item 0 badge", .left)?.values, [nil, 100])
    }

    func testCSV_HasTimeThenOneColumnPerChangingLane() {
        let samples = MotionSamples(times: [0, 0.125, 0.3], scene: scene(at:))
        XCTAssertEqual(
            samples.csv(),
            """
            time,item 0 icon rotation,item 0 badge opacity
            0,0,0
            0.125,90,0
            0.3,216,1

            """)
        let withVelocity = samples.csv(velocity: true).split(separator: "\n")
        XCTAssertEqual(
            withVelocity.first,
            "time,item 0 icon rotation,item 0 icon rotation velocity,item 0 badge opacity,item 0 badge opacity velocity"
        )
        XCTAssertEqual(withVelocity[1], "0,0,720,0,0", "one-sided at the start: 90° in 0.125 s")
    }

    func testPlot_DrawsOneLanePerChangingPropertyAndVelocitiesUnderThem() {
        let samples = MotionSamples(times: MotionSamples.times(duration: 0.5), scene: scene(at:))
        let plot = MotionPlot(title: "t", duration: 0.5, samples: samples, velocity: true)
        XCTAssertEqual(
            plot.lanes.map(\.name),
            [
                "item 0 icon rotation (°)", "item 0 icon rotation velocity (°/s)", "item 0 badge opacity",
                "item 0 badge opacity velocity (1/s)",
            ])
    }

    func testNumbers_AreShortAndExact() {
        XCTAssertEqual(MotionSamples.number(0.25), "0.25")
        XCTAssertEqual(MotionSamples.number(-60), "-60")
        XCTAssertEqual(MotionSamples.number(1.2000000001), "1.2")
        XCTAssertEqual(MotionSamples.number(-0.0000001), "0")
        XCTAssertEqual(MotionSamples.hex(Color(hex: 0x007AFF)), "#007AFFFF")
    }
}

/// The plot's value labels read as a designer writes values: a position to a tenth of a
/// pixel, a scale or an opacity to three decimals.
final class MotionPlotLabelTests: XCTestCase {
    func testValueLabels_KeepFourSignificantDigitsAndAtMostThreeDecimals() {
        XCTAssertEqual(MotionPlot.format(194.805), "194.8")
        XCTAssertEqual(MotionPlot.format(843.578), "843.6")
        XCTAssertEqual(MotionPlot.format(-12.3456), "-12.35")
        XCTAssertEqual(MotionPlot.format(1.2), "1.2")
        XCTAssertEqual(MotionPlot.format(0.866), "0.866")
        XCTAssertEqual(MotionPlot.format(0.00049), "0")
        XCTAssertEqual(MotionPlot.format(1390.4), "1390")
        XCTAssertEqual(MotionPlot.format(0), "0")
    }
}
