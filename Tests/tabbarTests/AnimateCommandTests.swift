import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarGIF
import TabBarMotionReview
import TabBarReview
import TestSupport
import XCTest

@testable import tabbar

/// `tabbar animate`: the GIF is decoded here and each frame compared with what the
/// renderer draws for the same moment of the motion.
final class AnimateCommandTests: TemporaryDirectoryTestCase {
    /// Runs `tabbar animate` with no display and decodes the GIF it wrote.
    func animate(
        _ arguments: [String], to name: String = "motion.gif", file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (path: String, frames: [GIFReader.Frame]) {
        let output = directory.appendingPathComponent(name).path
        let result = try Commands.run(Commands.tabbar, ["animate"] + arguments + ["-o", output], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return (output, try GIFReader.read(output))
    }

    /// Per-channel differences between a decoded frame and a rendered surface.
    func difference(_ frame: GIFReader.Frame, _ surface: RasterSurface) -> (mean: Double, max: Int) {
        var total = 0, worst = 0
        let pixels = frame.rgbPixels
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let a = pixels[y * frame.width + x], b = surface.pixel(x: x, y: y)
                for shift in [16, 8, 0] as [UInt32] {
                    let d = abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
                    total += d
                    worst = max(worst, d)
                }
            }
        }
        return (Double(total) / Double(3 * frame.width * frame.height), worst)
    }

    func testAnimation_FramesMatchTheRendererEvery20ms() throws {
        let (_, frames) = try animate(["--animation", "bounce"])
        // Ramotion's bounce lasts 0.5 s: 25 frames of 2 cs in motion, then 0.5 s held (25 more).
        XCTAssertEqual(frames.count, 25 + 25)
        XCTAssertEqual(Set(frames.map(\.delay)), [2], "every frame lasts the GIF's finest delay")
        XCTAssertTrue(frames.allSatisfy { $0.palette.count <= 256 })

        // The headless window's frame of item 0 bouncing, cut to its cell, at each frame's
        // time (the frame the window shows then, on its 60 Hz grid; the last one at rest).
        let configuration = try DemoConfiguration.load()
        let renderer = SceneRenderer()
        let viewport = Size.defaultWindow
        let clip = try MotionClip.make(
            try MotionRequest.resolve(
                .animation("bounce"), item: 0, role: nil, configuration: configuration, viewport: viewport,
                command: "test"),
            crop: nil, configuration: configuration, viewport: viewport, measurer: renderer.text, command: "test")
        XCTAssertEqual(clip.duration, 0.5, accuracy: 1e-9)
        let times = (0..<frames.count).map { min(Double($0) * 0.02, clip.span) }
        let surface = try RasterSurface(width: Int(clip.size.width), height: Int(clip.size.height))
        XCTAssertEqual(frames[0].width, surface.width)
        XCTAssertEqual(frames[0].height, surface.height)
        for (i, frame) in frames.enumerated() {
            renderer.render(clip.frame(at: times[i]), on: surface)
            // Tolerance: dithering may move single pixels by the error clamp plus the
            // palette's spacing, but the frame as a whole stays within 2 levels on average.
            let (mean, worst) = difference(frame, surface)
            XCTAssertLessThanOrEqual(mean, 2, "frame \(i) at \(times[i]) s")
            XCTAssertLessThanOrEqual(worst, Ditherer.errorLimit + 64, "frame \(i) at \(times[i]) s")
        }
        // The motion really moves: the bounce's peak (1.4× at 1/6 of the way) differs from rest.
        XCTAssertNotEqual(frames[4].rgbPixels, frames[0].rgbPixels)
        XCTAssertEqual(frames[30].rgbPixels, frames[49].rgbPixels, "the hold shows one picture")
    }

    func testSlowMotion_StretchesTheMotionNotTheHold() throws {
        // 0.5 s at 4× slower: 2 s of motion (100 frames), then the same 0.5 s hold.
        XCTAssertEqual(try animate(["--animation", "bounce", "--slow", "4"]).frames.count, 100 + 25)
    }

    func testIndicatorAndTransition_CropAndCount() throws {
        let indicator = try animate(
            ["--indicator", "colorful-mask", "--crop", "bar", "--size", "200x300"], to: "i.gif")
        XCTAssertEqual(indicator.frames.first?.width, 200)
        XCTAssertGreaterThan(indicator.frames.count, 25)
        let transition = try animate(["--transition", "cross-dissolve", "--size", "120x200"], to: "t.gif")
        XCTAssertEqual(transition.frames.first?.width, 120)
        XCTAssertEqual(transition.frames.first?.height, 200)
    }

    func testTwoRuns_WriteIdenticalBytes() throws {
        let a = try animate(["--animation", "fume"], to: "a.gif").path
        let b = try animate(["--animation", "fume"], to: "b.gif").path
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testBadInput_IsAUsageErrorWithTheNearestName() throws {
        let output = directory.appendingPathComponent("x.gif").path
        let cases: [([String], String)] = [
            (["--animation", "bonce", "-o", output], "did you mean \"bounce\"?"),
            (["--transition", "puhs", "-o", output], "did you mean \"push\"?"),
            (["--indicator", "pil", "-o", output], "did you mean \"pill\"?"),
            (["--animation", "bounce", "--crop", "bars", "-o", output], "did you mean \"bar\"?"),
            (["--transition", "push", "--crop", "item", "-o", output], "--crop item needs --animation"),
            (["--animation", "bounce"], "needs -o FILE.gif"),
            (
                ["--animation", "bounce", "-o", "/nonexistent-dir/x.gif"],
                "cannot write /nonexistent-dir/x.gif: no such file or directory"
            ),
        ]
        for (arguments, message) in cases {
            let result = try Commands.run(Commands.tabbar, ["animate"] + arguments, display: nil)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), "no file on a usage error")
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
            XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        }
        // The window's --capture is checked before any window opens (no display is given here).
        let result = try Commands.run(Commands.tabbar, ["--capture", "/nonexistent-dir/s.gif"], display: nil)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("--capture /nonexistent-dir/s.gif: the folder does not exist"),
            result.standardError)
    }
}

extension AnimateCommandTests {
    /// Issue 46: frames are streamed (drawn, encoded against the one before, written), so memory
    /// stays bounded however long the GIF: 525 frames of 1024×1024 (an item animation of 0.1 s at
    /// 100× slower, then the hold) keep the peak under 200 MB, where keeping every frame took
    /// over 500 MB. A plain configuration keeps each frame cheap to draw in a debug build.
    func testSlow100At1024_PeakMemoryStaysUnder200MB() throws {
        try TestTier.fullOnly("a hundredfold slow animation at 1024 px")
        let config = directory.appendingPathComponent("plain.json").path
        try
            #"{"bar": {"indicator": "none"}, "tabs": [{"title": "A"}, {"title": "B", "animation": "bounce", "duration": 0.1}, {"title": "C"}]}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("long.gif").path
        let result = try PeakMemory.run(
            Commands.tabbar,
            [
                "animate", "--config", config, "--animation", "bounce", "--item", "1", "--crop", "window", "--size",
                "1024x1024", "--slow", "100", "-o", output,
            ], timeout: 120)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertLessThan(result.peakKiB, 200 << 10, "peak RSS \(result.peakKiB) KiB")
        let frames = try GIFReader.readStored(output)
        XCTAssertEqual(frames.count, 500 + GIFTiming.holdFrames)
        XCTAssertEqual(frames.first?.1.width, 1024)
    }
}
