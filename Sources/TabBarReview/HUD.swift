import TabBarCore

/// What the heads-up display shows: frame timing, the selection, the clock and an optional
/// message (such as a configuration reload error).
public struct HUDStats: Hashable, Sendable {
    /// Frames presented in the last second.
    public var fps: Double
    /// Render and present time of the last frame, in milliseconds.
    public var lastFrameMs: Double
    /// The 99th percentile of frame times over the recent window, in milliseconds.
    public var p99FrameMs: Double
    /// The last frame times (at most `HUD.graphSamples` are drawn), oldest first.
    public var recentFrameMs: [Double]
    /// The selected bar slot.
    public var selectedIndex: Int
    /// "running", "paused", "slow ×10", …
    public var clockState: String
    /// Shown in red under the graph, wrapped (long words broken) to four lines and
    /// ellipsized; nil for none.
    public var message: String?
    /// The animation clock's time, shown with its frame number while the clock is not
    /// running (paused, stepping), so a reviewer knows which frame is on screen.
    public var clockTime: Double?
    /// Nothing is animating, so no frames are drawn: the HUD says "idle" instead of a
    /// (meaningless, red) frame rate.
    public var isIdle = false
    /// The animation clock is paused: the HUD shows a PAUSED chip in place of the frame
    /// rate, whether a motion is frozen halfway or nothing moves.
    public var isPaused = false

    /// Stats of the given values; the defaults show an idle window.
    public init(
        fps: Double = 0, lastFrameMs: Double = 0, p99FrameMs: Double = 0, recentFrameMs: [Double] = [],
        selectedIndex: Int = 0, clockState: String = "running", message: String? = nil
    ) {
        self.fps = fps
        self.lastFrameMs = lastFrameMs
        self.p99FrameMs = p99FrameMs
        self.recentFrameMs = recentFrameMs
        self.selectedIndex = selectedIndex
        self.clockState = clockState
        self.message = message
    }
}

/// The reviewer's heads-up display (F1): an opaque dark panel over the window's top-left
/// corner, like a game's performance overlay, with a graph of recent frame times against
/// the 60 Hz budget. Opaque, so the page's text never shows through its own; no text in it
/// is smaller than 11 px.
public enum HUD {
    /// The panel's top-left corner: below the pages' navigation header, so the title shows.
    public static let origin = Point(x: 8, y: PageStyle.standard.headerHeight + 8)
    /// The panel's width when the window is wide enough.
    public static let width = 228.0
    /// The 60 Hz frame budget, in milliseconds.
    public static let budgetMs = 1000 / AnimationClock.frameRate
    /// How many frame times the graph holds; older ones are dropped.
    public static let graphSamples = 120

    static let padding = 10.0
    /// The graph sits below the clock's own second line (time and frame number while paused
    /// or stepping), which would not fit beside the state at this width.
    static let graphTop = 108.0, graphHeight = 36.0
    static let messageLineHeight = 14.0, messageLines = 4
    static let panelColor = Color(hex: 0x111418)
    /// The smallest text size in the panel, logical pixels.
    public static let minimumTextSize = 11.0
    static let primary = Color.white.withAlpha(0.92), secondary = Color.white.withAlpha(0.62)
    static let good = Color(hex: 0x30D158), warn = Color(hex: 0xFFD60A), bad = Color(hex: 0xFF453A)
    static let messageColor = Color(hex: 0xFF6961)
    static let mono = "DejaVu Sans Mono, Noto Sans Mono CJK SC, monospace"

    /// Where the HUD draws in a window of `size`: at `origin`, `width` wide (narrower in a
    /// narrow window), taller by two lines when there is a message; always inside the window.
    public static func frame(in size: Size, hasMessage: Bool) -> Rect {
        let height =
            graphTop + graphHeight + padding
            + (hasMessage ? 6 + messageLineHeight * Double(messageLines) : 0)
        return Rect(
            x: origin.x, y: origin.y, width: min(width, max(0, size.width - 2 * origin.x)),
            height: min(height, max(0, size.height - 2 * origin.y)))
    }

    /// The HUD's nodes for a window of `size` (logical px). `measurer` wraps the message; the
    /// default estimate errs wide, so wrapped lines never overflow.
    public static func nodes(
        _ stats: HUDStats, in size: Size,
        measurer: any TextMeasuring = EstimatedTextMeasurer()
    ) -> [SceneNode] {
        let panel = frame(in: size, hasMessage: stats.message != nil)
        guard !panel.isEmpty else { return [] }
        let inner = panel.insetBy(dx: padding, dy: 0)
        func line(
            _ text: String, y: Double, height: Double, font: FontSpec, color: Color,
            alignment: TextAlignment = .leading
        ) -> SceneNode {
            .text(
                TextRun(
                    text, font: font, color: color,
                    frame: Rect(x: inner.minX, y: panel.minY + y, width: inner.width, height: height),
                    alignment: alignment))
        }
        let small = FontSpec(family: mono, size: minimumTextSize)
        let caption = FontSpec(size: minimumTextSize)
        let fpsColor = stats.fps >= 55 ? good : stats.fps >= 30 ? warn : bad
        let headline: [SceneNode] =
            stats.isPaused
            ? pausedChip(at: Point(x: inner.minX, y: panel.minY + 8))
            // No frame in the last second is not a slow frame: the window is idle.
            : [
                line(
                    stats.isIdle ? "idle" : "fps " + fixed(stats.fps, 1), y: 8, height: 22,
                    font: FontSpec(family: mono, size: 16, weight: .bold), color: stats.isIdle ? secondary : fpsColor)
            ]
        var nodes: [SceneNode] = [.fill(.roundedRect(panel, radius: 8), .solid(panelColor))] + headline
        nodes += [
            line(
                "frame \(fixed(stats.lastFrameMs, 2)) ms · p99 \(fixed(stats.p99FrameMs, 2)) ms", y: 31, height: 15,
                font: small, color: primary),
            line("selected \(stats.selectedIndex)", y: 46, height: 15, font: small, color: primary),
            line(
                "clock " + stats.clockState, y: 61, height: 15, font: small,
                color: stats.clockState == "running" ? primary : warn),
            line("last \(graphSamples) frames", y: graphTop - 15, height: 13, font: caption, color: secondary),
            line(
                "- - 16.7 ms budget", y: graphTop - 15, height: 13, font: caption, color: secondary,
                alignment: .trailing),
        ]
        let position = clockPosition(stats)
        if !position.isEmpty { nodes.append(line(position, y: 75, height: 15, font: small, color: warn)) }
        let graph = Rect(x: inner.minX, y: panel.minY + graphTop, width: inner.width, height: graphHeight)
        nodes.append(graphNode(stats.recentFrameMs, in: graph))
        if let message = stats.message {
            let top = graph.maxY + 6
            nodes.append(
                .fill(
                    .rect(Rect(x: inner.minX, y: top, width: inner.width, height: 1)),
                    .solid(Color.white.withAlpha(0.12))))
            let font = FontSpec(size: minimumTextSize)
            for (i, text) in wrap(message, width: inner.width, font: font, measurer: measurer).enumerated() {
                nodes.append(
                    .text(
                        TextRun(
                            text, font: font, color: messageColor,
                            frame: Rect(
                                x: inner.minX, y: top + 2 + Double(i) * messageLineHeight,
                                width: inner.width, height: messageLineHeight),
                            alignment: .leading)))
            }
        }
        return [.group(nodes, clip: .rect(panel))]
    }

    /// Bars of the last `graphSamples` frame times, newest at the right; frames over budget
    /// are red. The scale is a square root up to two budgets (taller frames are clipped at the
    /// top), so that sub-millisecond frames still show; a dashed line marks the budget.
    /// A bar is at least a pixel tall.
    static func graphNode(_ times: [Double], in graph: Rect) -> SceneNode {
        let top = 2 * budgetMs
        let pitch = graph.width / Double(graphSamples)
        let recent = times.suffix(graphSamples)
        var nodes: [SceneNode] = [.fill(.rect(graph), .solid(Color.white.withAlpha(0.07)))]
        for (j, ms) in recent.enumerated() {
            let slot = Double(graphSamples - recent.count + j)
            let x0 = (graph.minX + slot * pitch).rounded(), x1 = (graph.minX + (slot + 1) * pitch).rounded()
            let value = ms.isFinite ? max(ms, 0) : top
            let height = max(1, (scaled(value) * graph.height).rounded())
            nodes.append(
                .fill(
                    .rect(Rect(x: x0, y: graph.maxY - height, width: x1 - x0, height: height)),
                    .solid(value > budgetMs ? bad : good.withAlpha(0.85))))
        }
        let lineY = (graph.maxY - scaled(budgetMs) * graph.height).rounded()
        var x = graph.minX
        while x < graph.maxX {
            nodes.append(
                .fill(
                    .rect(Rect(x: x, y: lineY, width: min(4, graph.maxX - x), height: 1)),
                    .solid(Color.white.withAlpha(0.7))))
            x += 7
        }
        return .group(nodes, clip: .roundedRect(graph, radius: 3))
    }

    /// A frame time's height in the graph, as a fraction of its height.
    static func scaled(_ ms: Double) -> Double {
        (min(max(ms, 0), 2 * budgetMs) / (2 * budgetMs)).squareRoot()
    }

    /// `text` broken at spaces into at most `messageLines` lines that fit `width`; whatever
    /// does not fit goes on the last line, which the renderer ellipsizes.
    static func wrap(_ text: String, width: Double, font: FontSpec, measurer: any TextMeasuring) -> [String] {
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: true)
            .flatMap { pieces(of: String($0), width: width, font: font, measurer: measurer) }[...]
        while let word = words.first {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measurer.measure(candidate, font: font).width <= width {
                current = candidate
                words.removeFirst()
            } else {
                lines.append(current)
                current = ""
                if lines.count == messageLines - 1 { break }
            }
        }
        let rest = ([current] + words).filter { !$0.isEmpty }.joined(separator: " ")
        if !rest.isEmpty { lines.append(rest) }
        return lines
    }

    /// `value` with exactly `digits` decimals ("0.41"), without locale; "–" when not finite.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "–" }
        let unit = (0..<digits).reduce(1) { product, _ in product * 10 }
        let scaled = Int((abs(value) * Double(unit)).rounded())
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(scaled / unit)
        if digits > 0 {
            let fraction = String(scaled % unit)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }
}
