import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarLoading
import TabBarLottie
import TestSupport
import XCTest

/// Lottie items in the real window on a private Xvfb: the clock paused and stepped one
/// 60 Hz frame at a time through `--control`, items clicked through XTEST, and each step's
/// icon read back from the server and matched against every frame rlottie draws of the file.
/// A select plays its segment frame by frame, a reselect and an interruption go on from the
/// frame on screen (no jump), the tint recolours, and reduced motion shows the last frame.
final class LottieEndToEndTests: TemporaryDirectoryTestCase {
    /// python-lottie's ruler: 60 fps, so one 60 Hz step is one frame, and a bar growing
    /// linearly, so no two frames look alike; select 0…36, deselect 36…48.
    static let heart = Repository.root().appendingPathComponent("Tests/Fixtures/Lottie/ruler.json").path
    static let background: UInt32 = 0xF9F9F9, tint: UInt32 = 0xFF2D55

    /// Two Lottie tabs, tinted alike in both states (so a colour cross-fade draws the same
    /// picture), on an opaque bar.
    func config() throws -> String {
        let path = directory.appendingPathComponent("lottie.json").path
        let tab = #""lottie": "\#(Self.heart)", "select": "select", "deselect": "deselect""#
        try """
        {"bar": {"background": "#F9F9F9", "translucent": false, "indicator": "bottom-line", "iconSize": 48, "height": 100, "itemLayout": "rdv",
                 "iconColor": "#FF2D55", "selectedIconColor": "#FF2D55"},
         "tabs": [{"title": "A", \(tab)}, {"title": "B", \(tab)}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    final class Window {
        let session: WindowSession
        let input = Pipe()
        let icons: [Rect]
        /// Every frame of the file as the window should show it: recoloured, over the bar,
        /// as red, green, blue channels.
        let candidates: [[Int]]
        var time = 0.0

        init(config: String, extra: [String] = []) throws {
            session = try WindowSession(arguments: ["--config", config, "--control"] + extra, input: input)
            let configuration = try ConfigurationFile.load(config)
            let controller = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
            icons = controller.layout.items.map(\.iconFrame)
            let side = Int(icons[0].width)
            let player = try LottiePlayer(
                bytes: Array(try Data(contentsOf: URL(fileURLWithPath: LottieEndToEndTests.heart))), path: "heart")
            candidates = (0..<player.frameCount).map { frame in
                var pixels = [UInt32](repeating: 0, count: side * side)
                pixels.withUnsafeMutableBufferPointer {
                    player.render(
                        frame: frame, into: $0.baseAddress!, width: side, height: side, bytesPerRow: side * 4,
                        recolour: Color(hex: LottieEndToEndTests.tint))
                }
                return pixels.flatMap { Window.channels(Window.over($0, LottieEndToEndTests.background)) }
            }
            send(#"{"pause": true}"#)
            time = try clock(after: 0)
        }

        /// A premultiplied ARGB pixel composited over an opaque RGB colour.
        static func over(_ pixel: UInt32, _ under: UInt32) -> UInt32 {
            let alpha = pixel >> 24
            var out: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let top = (pixel >> shift) & 0xFF, bottom = (under >> shift) & 0xFF
                out |= ((top * 255 + bottom * (255 - alpha) + 127) / 255) << shift
            }
            return out
        }

        func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// The paused clock's time, from the `clock` event after line `mark`.
        func clock(after mark: Int) throws -> Double {
            let event = try session.app.waitForEvent(after: mark) {
                $0["event"] as? String == "clock" && $0["state"] as? String == "paused"
            }.event
            return ((event["t_ms"] as? Double) ?? Double(event["t_ms"] as? Int ?? 0)) / 1000
        }

        func click(_ item: Int) throws {
            let mark = session.app.lineCount
            let (x, y) = session.center(of: item)
            try session.click(x: x, y: y)
            try session.app.waitForEvent(after: mark) {
                ["select", "reselect"].contains($0["event"] as? String ?? "")
            }
            // Off the bar, so no hover mark lies under the icons.
            try session.xdotool(["mousemove", "200", "300"])
            try session.app.waitForEvent(after: mark) { $0["event"] as? String == "hover" && $0["index"] is NSNull }
        }

        /// Steps the clock one frame and waits for that frame on screen.
        func step() throws {
            let mark = session.app.lineCount
            send(#"{"step": 1}"#)
            time += 1.0 / 60
            let due = (time * 1000 * 1000).rounded() / 1000
            try session.app.waitForEvent(after: mark) {
                guard $0["event"] as? String == "frame" else { return false }
                let ms = ($0["t_ms"] as? Double) ?? Double($0["t_ms"] as? Int ?? -1)
                return abs(ms - due) < 0.01
            }
        }

        /// The frame of the heart item `item` shows, and how far it is from that frame
        /// (the largest channel difference).
        func shownFrame(_ item: Int) throws -> (frame: Int, difference: Int) {
            let box = icons[item], side = Int(box.width)
            let shot = try session.client.screenshot(
                session.window, x: Int(box.minX), y: Int(box.minY), width: side, height: side)
            var shown: [Int] = []
            for y in 0..<side {
                for x in 0..<side { shown += Window.channels(shot.pixel(x: x, y: y)) }
            }
            var best = (frame: -1, sum: Int.max)
            for (frame, candidate) in candidates.enumerated() {
                var sum = 0
                for index in shown.indices { sum += abs(shown[index] - candidate[index]) }
                if sum < best.sum { best = (frame, sum) }
            }
            let worst = zip(shown, candidates[best.frame]).map { abs($0 - $1) }.max() ?? 0
            return (best.frame, worst)
        }

        static func channels(_ pixel: UInt32) -> [Int] {
            [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
        }

        /// Steps `count` frames, returning the frame item `item` shows after each.
        func play(_ item: Int, steps count: Int) throws -> [(frame: Int, difference: Int)] {
            try (0..<count).map { _ in
                try step()
                return try shownFrame(item)
            }
        }
    }

    /// No step of the drawn frames skips a frame: each moves by at most one (60 fps file,
    /// 60 Hz steps), and moves at all (the motion plays, it does not hold).
    func assertFrameByFrame(
        _ shown: [(frame: Int, difference: Int)], from start: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        var last = start
        for (index, step) in shown.enumerated() {
            XCTAssertLessThanOrEqual(
                abs(step.frame - last), 1, "step \(index): \(last) → \(step.frame)", file: file, line: line)
            last = step.frame
        }
        let moved = zip(shown, shown.dropFirst()).filter { $0.frame != $1.frame }.count
        XCTAssertGreaterThanOrEqual(moved, shown.count * 3 / 4, "\(shown.map(\.frame))", file: file, line: line)
    }

    /// A select plays the select segment (0…36) a frame per step, in the tint exactly, and
    /// rests on its last frame; the unselected item rests on the deselect's end (48).
    func testSelect_PlaysTheSegmentFrameByFrameInTheTint() throws {
        let window = try Window(config: try config())
        defer { window.session.close() }
        XCTAssertEqual(try window.shownFrame(0).frame, 36, "the selected item rests on its select's end")
        XCTAssertEqual(try window.shownFrame(1).frame, 48, "the other on its deselect's end")
        try window.click(1)
        let shown = try window.play(1, steps: 40)
        assertFrameByFrame(shown, from: 0)
        XCTAssertEqual(shown.prefix(36).map(\.frame), Array(1...36), "\(shown.map(\.frame))")
        XCTAssertEqual(shown.last?.frame, 36)
        // Drawn at rest in the tint, the icon is rlottie's recoloured frame to within rounding.
        for step in shown { XCTAssertLessThanOrEqual(step.difference, 2, "\(step)") }
    }

    /// A select interrupted at frame 12 by a tap elsewhere deselects from frame 12 towards
    /// 48, and a reselect mid-select lets the select finish: no frame is skipped.
    func testInterruptionAndReselect_GoOnFromTheFrameOnScreen() throws {
        let window = try Window(config: try config())
        defer { window.session.close() }
        try window.click(1)
        let selecting = try window.play(1, steps: 12)
        XCTAssertEqual(selecting.last?.frame, 12)
        try window.click(0)
        let deselecting = try window.play(1, steps: 40)
        assertFrameByFrame(deselecting, from: 12)
        XCTAssertEqual(deselecting.last?.frame, 48)
        XCTAssertEqual(deselecting.first?.frame, 13)
        // Item 1 selected again plays from its first frame; reselected at frame 5, it goes on.
        try window.click(1)
        XCTAssertEqual(try window.play(1, steps: 5).map(\.frame), [1, 2, 3, 4, 5])
        try window.click(1)
        let reselected = try window.play(1, steps: 35)
        assertFrameByFrame(reselected, from: 5)
        XCTAssertEqual(reselected.last?.frame, 36)
    }

    /// Reduced motion shows the segment's last frame at once: the first frame after the tap.
    func testReducedMotion_ShowsTheLastFrameAtOnce() throws {
        let window = try Window(config: try config(), extra: ["--reduce-motion"])
        defer { window.session.close() }
        try window.click(1)
        let shown = try window.play(1, steps: 12)
        XCTAssertTrue(shown.allSatisfy { $0.frame == 36 }, "\(shown.map(\.frame))")
        let other = try window.shownFrame(0)
        XCTAssertEqual(other.frame, 48)
    }

    /// Under `--watch`, an edit naming a marker the file lacks keeps the last good
    /// configuration: the error is traced and printed, and the Lottie items still play.
    func testWatch_KeepsTheLastGoodConfigurationOnABadLottieEdit() throws {
        let path = try config()
        let window = try Window(config: path, extra: ["--watch"])
        defer { window.session.close() }
        var mark = window.session.app.lineCount
        let good = try String(contentsOfFile: path, encoding: .utf8)
        try good.replacingOccurrences(of: #""select": "select""#, with: #""select": "tap""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let failed = try window.session.app.waitForEvent(after: mark, TraceProcess.event("reload", ["ok": "false"]))
        let error = failed.event["error"] as? String ?? ""
        XCTAssertTrue(error.contains(#"tabs[0].select: no marker "tap" in"#), error)
        try window.click(1)
        XCTAssertEqual(try window.play(1, steps: 3).map(\.frame), [1, 2, 3], "the last good configuration plays")
        mark = window.session.app.lineCount
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        try window.session.app.waitForEvent(after: mark, TraceProcess.event("reload", ["ok": "true"]))
        XCTAssertEqual(try window.session.closeWindow(), 0)
        XCTAssertTrue(
            window.session.app.standardError.contains("tabbar: error: reload: "), window.session.app.standardError)
    }
}
