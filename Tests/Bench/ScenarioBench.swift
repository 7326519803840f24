import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading
import TestPaths

/// Plays one scenario in a real window and collects its frames.
struct ScenarioResult {
    var scenario: Scenario
    /// render_ms (draw + present) of every frame from the first action on.
    var render: Sample
    /// draw_ms of the same frames: the part before the pixels went to the server.
    var draw: Sample
    /// Frames presented per transition, and the longest wall-clock gap between frames inside one.
    var framesPerTransition: Sample
    var longestGap: Double
    var yardstick: Yardstick
    /// The window's whole trace, each line prefixed with when the bench read it, kept only
    /// when a transition presented fewer than two frames: something to look at, not noise.
    var suspectTrace: [String]?
}

enum ScenarioBench {
    /// Plays `scenario` in a window of its own, then measures the yardsticks on that window's
    /// server, so each row compares with presents made under the same conditions.
    static func run(_ scenario: Scenario, configs: URL) throws -> ScenarioResult {
        let path = try scenario.writeConfiguration(in: configs)
        let (dw, dh) = (scenario.deviceWidth, scenario.deviceHeight)
        let session = try WindowSession(
            arguments: [
                "--config", path, "--size", "\(scenario.width)x\(scenario.height)",
                "--scale", "\(scenario.scale)",
            ],
            environment: (scenario.noLayers ? ["TABBAR_NO_LAYERS": "1"] : [:])
                .merging(scenario.noDirect ? ["TABBAR_NO_DIRECT": "1"] : [:]) { a, _ in a }
                .merging(scenario.oneThread ? ["TABBAR_NO_BANDS": "1"] : [:]) { a, _ in a }
                .merging(scenario.oneBuffer ? ["TABBAR_BUFFERS": "1"] : [:]) { a, _ in a }
                .merging(scenario.noTints ? ["TABBAR_NO_TINTS": "1"] : [:]) { a, _ in a },
            screen: (max(1280, dw), max(1024, dh)))
        defer { session.close() }
        _ = try session.app.waitForQuiet(0.3, within: 10, of: Self.isFrame)
        // As a person would, the bench lets the window finish drawing the other tabs ahead.
        _ = try? session.app.waitForEvent(after: 0, timeout: 10, Self.isAhead)
        let mark = session.app.lineCount
        let xtest = try XTest(display: session.server.display)
        try play(scenario, in: session, xtest: xtest)
        _ = try session.app.waitForQuiet(0.3, within: 10, of: Self.isFrame)
        let yardstick = try Yardstick.measure(display: session.server.display, width: dw, height: dh)
        let lines = session.app.events
        // Frame events after the mark, and the transitions among them.
        var render: [Double] = [], draw: [Double] = [], perTransition: [Double] = [], gap = 0.0
        var inside: (count: Int, last: Double?)?
        for event in lines.suffix(from: min(mark, lines.count)) {
            // BENCH_VERBOSE=all prints every trace line, to see what a slow frame outside a
            // transition followed (the rest after one, a tap, pages drawn ahead).
            if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] == "all" { print("  \(scenario.name) \(event)") }
            switch event["event"] as? String {
            case "frame":
                if let ms = event["render_ms"] as? Double { render.append(ms) }
                if let ms = event["draw_ms"] as? Double { draw.append(ms) }
                if var current = inside {
                    let t = event["t_ms"] as? Double ?? 0
                    // BENCH_VERBOSE=1 prints every frame inside a transition, to see which are slow.
                    if let verbose = ProcessInfo.processInfo.environment["BENCH_VERBOSE"], verbose != "all" {
                        print(
                            "  \(scenario.name) #\(current.count) t \(t) render \(event["render_ms"] ?? "-")"
                                + " draw \(event["draw_ms"] ?? "-") gap \(current.last.map { t - $0 } ?? 0)")
                    }
                    if let last = current.last { gap = max(gap, t - last) }
                    current.count += 1
                    current.last = t
                    inside = current
                }
            case "transition":
                if event["phase"] as? String == "begin" { inside = (0, nil) }
                if event["phase"] as? String == "end", let current = inside {
                    perTransition.append(Double(current.count))
                    inside = nil
                }
            default: break
            }
        }
        // A transition with no frame, or one, is either a stalled window or a lost wake-up.
        let suspect =
            perTransition.contains { $0 < 2 }
            ? session.app.linesWithArrivals.map { "\(format($0.arrival * 1000, 3)) \($0.line)" } : nil
        return ScenarioResult(
            scenario: scenario, render: Sample(values: render), draw: Sample(values: draw),
            framesPerTransition: Sample(values: perTransition), longestGap: gap, yardstick: yardstick,
            suspectTrace: suspect)
    }

    /// The scenario's input: clicks on items and page targets, Escape to go back.
    static func play(_ scenario: Scenario, in session: WindowSession, xtest: XTest) throws {
        let count = session.items.count
        func tab(_ index: Int) throws {
            let mark = session.app.lineCount
            let c = session.center(of: index)
            xtest.click(x: c.x, y: c.y)
            if scenario.tabTransition == "none" {
                _ = try session.app.waitForQuiet(0.2, within: 5, of: Self.isFrame)
            } else {
                _ = try? session.app.waitForEvent(after: mark, timeout: 3) { Self.isEnd($0) }
            }
        }
        if scenario.action == .tabs {
            for i in 0..<scenario.repeats * 2 { try tab((i + 1) % min(count, max(2, count))) }
            return
        }
        let (tabIndex, target): (Int, PageTarget) =
            switch scenario.action {
            case .push: (3, .row(0))
            case .bubble: (1, .button)
            case .modal: (2, .button)
            default: (0, .card(0))
            }
        let beforeTab = session.app.lineCount
        try tab(tabIndex)
        // A person takes longer to reach for the page (or for Escape) than the window takes to
        // draw the pages a tap there opens or a pop uncovers (`ahead`, after every rest).
        _ = try? session.app.waitForEvent(after: beforeTab, timeout: 5, Self.isAhead)
        let point = try targetPoint(tabIndex, target, scenario)
        for _ in 0..<scenario.repeats {
            var mark = session.app.lineCount
            xtest.click(x: point.x, y: point.y)
            if let end = try? session.app.waitForEvent(after: mark, timeout: 3, Self.isEnd) {
                _ = try? session.app.waitForEvent(after: end.index, timeout: 5, Self.isAhead)
            }
            mark = session.app.lineCount
            xtest.tap(keysym: 0xFF1B)
            if let end = try? session.app.waitForEvent(after: mark, timeout: 3, Self.isEnd) {
                _ = try? session.app.waitForEvent(after: end.index, timeout: 5, Self.isAhead)
            }
        }
    }

    static func isFrame(_ event: [String: Any]) -> Bool {
        event["event"] as? String == "frame"
    }

    static func isAhead(_ event: [String: Any]) -> Bool {
        event["event"] as? String == "ahead"
    }

    static func isEnd(_ event: [String: Any]) -> Bool {
        event["event"] as? String == "transition" && event["phase"] as? String == "end"
    }

    /// Where `target` is on tab `index`'s page, in window pixels, from the core's layout.
    static func targetPoint(_ index: Int, _ target: PageTarget, _ scenario: Scenario) throws -> (x: Int, y: Int) {
        let path = Repository.root().appendingPathComponent("assets/demos/hyb-transitions.json").path
        let configuration = try ConfigurationFile.load(path, pages: .demo)
        let c = TabBarController(
            configuration: configuration, viewport: Size(width: Double(scenario.width), height: Double(scenario.height))
        )
        _ = c.select(index, cause: .program, at: 0)
        _ = c.advance(to: 5)
        let page = c.navigator.currentStack.last!.spec
        let rect =
            PageRenderer.rect(of: target, page: page, in: c.pageArea(at: 5), scroll: 0, canGoBack: false) ?? .zero
        return (Int(rect.center.x * scenario.scale), Int(rect.center.y * scenario.scale))
    }
}
