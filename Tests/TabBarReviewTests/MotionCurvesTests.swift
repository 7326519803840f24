import TabBarCore
import XCTest

@testable import TabBarReview

/// The plotted curves are the seed's motions: checked against seed numbers, not the drawing.
final class MotionCurvesTests: XCTestCase {
    func value(_ lane: PlotLane, at time: Double) -> Double {
        lane.samples.min { abs($0.x - time) < abs($1.x - time) }?.y ?? .nan
    }

    func testBounce_ScaleLaneHitsRamotionsKeyframes() throws {
        let plot = MotionCurves.item(BounceAnimation(duration: 0.5))
        XCTAssertEqual(plot.lanes.map(\.name), ["scale", "rotation (°)", "x offset (px)", "y offset (px)", "opacity"])
        let scale = plot.lanes[0]
        let seed = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        XCTAssertEqual(scale.reference.map(\.y), seed)
        XCTAssertEqual(scale.keyframes.count, 7)
        for (dot, value) in zip(scale.keyframes, seed) {
            XCTAssertEqual(dot.y, value, accuracy: 1e-9, "keyframe at \(dot.x) s")
        }
        XCTAssertEqual(value(scale, at: 0.5 / 6), 1.4, accuracy: 1e-3)
        XCTAssertEqual(value(plot.lanes[4], at: 0.25), 1, "bounce never fades")
        XCTAssertGreaterThan(scale.samples.last?.x ?? 0, 0.5, "the plot runs past the end")
    }

    func testColorfulMask_StretchesThenShrinksInTwoHalfSecondPhases() {
        var configuration = AppConfiguration(tabs: (0..<4).map { TabItem(title: "T\($0)") })
        configuration.bar.maskPhaseDuration = 0.5
        let plot = MotionCurves.indicator(
            .colorfulMask, configuration: configuration, viewport: Size(width: 400, height: 800),
            target: 2, measurer: EstimatedTextMeasurer())
        let (left, right) = (plot.lanes[0], plot.lanes[1])
        XCTAssertEqual(plot.duration, 1, accuracy: 1e-9)
        XCTAssertEqual(value(left, at: 0), 0, accuracy: 1e-6)
        XCTAssertEqual(value(right, at: 0), 1, accuracy: 1e-6)
        XCTAssertEqual(value(left, at: 0.5), 0, accuracy: 1e-3, "the left edge holds while the mask stretches")
        // The stretch reaches |to − from| / 4 slots past the start (seeds/004's article, as ColorfulMaskMotion reads it).
        XCTAssertEqual(value(right, at: 0.5), 1 + 2.0 / 4, accuracy: 1e-3, "stretched towards the target")
        XCTAssertEqual(value(left, at: 1), 2, accuracy: 1e-3)
        XCTAssertEqual(value(right, at: 1), 3, accuracy: 1e-3)
        XCTAssertEqual(left.reference.map(\.y), [0, 0, 2])
    }

    func testBubble_RadiusGrowsToCoverTheArea() {
        let area = Rect(x: 0, y: 0, width: 390, height: 844)
        let plot = MotionCurves.transition(.bubble, role: .present, timing: TransitionTiming(), area: area)
        let radius = plot.lanes.last!
        XCTAssertEqual(radius.name, "circle radius (px)")
        XCTAssertLessThan(value(radius, at: 0), 1)
        let full = radius.reference[0].y
        XCTAssertEqual(value(radius, at: 0.5), full, accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(full, (390.0 * 390 + 844 * 844).squareRoot() / 2)
        XCTAssertEqual(value(plot.lanes[3], at: 0.5), 1, accuracy: 1e-6, "the page ends opaque")
    }

    func testPush_SlidesTheWholeWidth() {
        let area = Rect(x: 0, y: 0, width: 390, height: 795)
        let plot = MotionCurves.transition(.push, role: .push, timing: TransitionTiming(), area: area)
        XCTAssertEqual(value(plot.lanes[0], at: 0), 390, accuracy: 1e-6)
        XCTAssertEqual(value(plot.lanes[0], at: 0.5), 0, accuracy: 1e-6)
        XCTAssertEqual(plot.lanes.count, 4, "no circle lane without a bubble")
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
