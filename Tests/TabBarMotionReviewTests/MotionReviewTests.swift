import Foundation
import TabBarCairo
import TabBarCore
import TabBarGIF
import TabBarMotionReview
import TabBarReview
import TestSupport
import XCTest

/// A program's own item animation, reviewed through the library as `tabbar` reviews its
/// own: the plot measures what the headless window drew, which must be the animation's own
/// poses, and every output is written.
final class MotionReviewTests: TemporaryDirectoryTestCase {
    /// A sign swinging on its hook, as Examples/CustomAnimation's: a damped sine of ±25°
    /// that is 0 at the end, a test's own animation that no catalog knows.
    struct Swing: ItemAnimation {
        let name = "swing"
        let duration = 0.8

        func angle(_ elapsed: Double) -> Double {
            let t = min(max(elapsed / duration, 0), 1)
            return 25 * Double.pi / 180 * exp(-3 * t) * sin(6 * Double.pi * t)
        }

        func selecting(elapsed: Double) -> ItemPose {
            var pose = ItemPose.selected
            pose.iconRotation = angle(elapsed)
            return pose
        }
    }

    func review(item: Int = 1) throws -> MotionReview {
        var configuration = Fixtures.configuration(count: 4)
        for i in configuration.tabs.indices { configuration.tabs[i].icon = ImageRef("icon.png") }
        return try MotionReview(animation: Swing(), item: item, in: configuration)
    }

    func testPlot_MeasuresTheAnimationsOwnPoses() throws {
        let review = try review()
        XCTAssertEqual(review.duration, 0.8, accuracy: 1e-9, "the trace's end: the animation's duration")
        let samples = review.plotScenes.samples
        let lane = try XCTUnwrap(
            samples.lanes.first { $0.name == "item 1 icon rotation" }, "\(samples.lanes.map(\.name))")
        var compared = 0
        for (time, value) in zip(samples.times, lane.values) where time >= 0 && time <= review.duration {
            let degrees = try XCTUnwrap(value)
            XCTAssertEqual(degrees, Swing().angle(time) * 180 / Double.pi, accuracy: 0.01, "t = \(time)")
            compared += 1
        }
        XCTAssertEqual(compared, 49, "every frame of 0.8 s at 60 Hz, both ends included")
        XCTAssertEqual(try XCTUnwrap(lane.values.last ?? nil), 0, accuracy: 1e-9, "it comes to rest upright")
        let csv = review.plotCSV()
        XCTAssertTrue(csv.hasPrefix("time,"), csv)
        XCTAssertTrue(csv.split(separator: "\n")[0].contains("item 1 icon rotation"))
    }

    func testOutputs_AreWritten() throws {
        let review = try review()
        let strip = directory.appendingPathComponent("swing.png").path
        let plot = directory.appendingPathComponent("swing-plot.png").path
        let csv = directory.appendingPathComponent("swing.csv").path
        let gif = directory.appendingPathComponent("swing.gif").path
        try review.writeFilmStrip(to: strip, frames: 5)
        try review.writePlot(to: plot)
        try review.writePlotCSV(to: csv)
        try review.writeGIF(to: gif)
        let stripImage = try RasterSurface(png: strip)
        let scene = review.filmStrip(frames: 5)
        XCTAssertEqual([stripImage.width, stripImage.height], [Int(scene.size.width), Int(scene.size.height)])
        XCTAssertTrue(review.header.text.contains("item 1 \"Tab 1\" · swing select · 0.8 s"), review.header.text)
        XCTAssertEqual(try String(contentsOfFile: csv, encoding: .utf8), review.plotCSV())
        let decoded = try GIFReader.read(gif)
        // 0.8 s: 40 frames of 2 cs in motion, then the 0.5 s hold.
        XCTAssertEqual(decoded.count, 40 + GIFTiming.holdFrames)
        let cell = review.clip().size
        XCTAssertEqual([decoded[0].width, decoded[0].height], [Int(cell.width), Int(cell.height)])
    }

    func testNoTabInTheSlot_IsUnplayable() {
        XCTAssertThrowsError(try review(item: 7)) { error in
            XCTAssertEqual("\(error)", "item 7: no tab's item in the bar's 4 slots")
        }
    }
}
