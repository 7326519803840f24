import TabBarCore

/// The timeline panel as scene layers, drawn by the window's renderer over the window's
/// scene: the panel itself, and the playhead as a layer of its own, so that scrubbing
/// repaints only what the playhead crosses and the bar.
public struct TimelineScene {
    /// Where everything sits, the same layout that hit-tests clicks, so drawing and clicks agree.
    public var layout: TimelineLayout
    /// What the panel shows: rows, choice, speed, drag and message.
    public var model: TimelineModel
    /// Each row's configuration keys (none for a row no key sets).
    public var bindings: [Int: [MotionBinding]]
    /// The configuration file's name; nil when the window has none (edits are off).
    public var fileName: String?
    /// Edits not yet saved.
    public var unsavedEdits: Int
    /// Seconds since the interaction began at the animation clock's time now.
    public var playhead: Double
    /// Whether the rows can be edited and saved.
    public var canEdit: Bool
    /// The curve of each row a tween transition plays (its editor shows when the row is open).
    public var curves: [Int: CurveBinding] = [:]
    /// The animation clock's state, beside the title ("paused", "slow ×4").
    public var clock = AnimationClock.State(isPaused: false, slowFactor: 1)

    /// The panel as `layout` places it, showing `model`; `curves` and `clock` keep their
    /// defaults until set.
    public init(
        layout: TimelineLayout, model: TimelineModel, bindings: [Int: [MotionBinding]], fileName: String?,
        unsavedEdits: Int, playhead: Double, canEdit: Bool
    ) {
        self.layout = layout
        self.model = model
        self.bindings = bindings
        self.fileName = fileName
        self.unsavedEdits = unsavedEdits
        self.playhead = playhead
        self.canEdit = canEdit
    }

    static let background = Color(hex: 0x15181C), ink = Color(hex: 0xE6EAEF), muted = Color(hex: 0x8B95A1)
    static let rule = Color(hex: 0x2A3038), accent = Color(hex: 0x4C8DFF), playheadColor = Color(hex: 0xFF5A5F)
    static let error = Color(hex: 0xFF7B72)

    /// The panel's layers: "timeline" and "timeline playhead".
    public var layers: [SceneLayer] {
        var nodes: [SceneNode] = [.fill(.rect(layout.panel), .solid(Self.background))]
        nodes += header + ruler + rowNodes + footer
        return [
            SceneLayer(id: "timeline", node: .group(nodes, clip: .rect(layout.panel))),
            SceneLayer(id: "timeline playhead", node: .group(playheadNodes, clip: .rect(layout.panel))),
        ]
    }

    static func text(
        _ string: String, _ frame: Rect, size: Double = 11, weight: FontWeight = .regular, color: Color = ink,
        alignment: TextAlignment = .leading
    ) -> SceneNode {
        .text(
            TextRun(
                string, font: FontSpec(size: size, weight: weight), color: color, frame: frame, alignment: alignment))
    }

    /// The title, the file line, the Save and Replay buttons and the speed chips.
    var header: [SceneNode] {
        let panel = layout.panel, pad = TimelineLayout.padding
        var nodes: [SceneNode] = [
            Self.text(
                "Timeline", Rect(x: panel.minX + pad, y: panel.minY + 12, width: 80, height: 24), size: 15,
                weight: .bold)
        ]
        if clock.isPaused || clock.slowFactor > 1 {
            let state = clock.isPaused ? "paused" : "slow ×" + ConfigDocument.literal(clock.slowFactor, decimals: 1)
            nodes.append(
                Self.text(
                    state, Rect(x: panel.minX + pad + 80, y: panel.minY + 17, width: 64, height: 16), size: 10,
                    weight: .semibold, color: Color(hex: 0xFFD60A)))
        }
        let file: String
        if let fileName {
            file =
                unsavedEdits == 0
                ? fileName : "\(fileName) — \(unsavedEdits) unsaved edit\(unsavedEdits == 1 ? "" : "s") (S saves)"
        } else {
            file = "no --config FILE: edits are off"
        }
        nodes.append(
            Self.text(
                file, Rect(x: panel.minX + pad, y: panel.minY + 40, width: panel.width - 2 * pad, height: 16),
                color: Self.muted))
        nodes += button("Save", layout.saveButton, on: unsavedEdits > 0, enabled: canEdit)
        nodes += button("Replay", layout.replayButton, on: false, enabled: true)
        for speed in TimelineModel.Speed.allCases {
            nodes += button("\(speed.rawValue) %", layout.chip(speed), on: model.speed == speed, enabled: true)
        }
        return nodes
    }

    func button(_ title: String, _ frame: Rect, on: Bool, enabled: Bool) -> [SceneNode] {
        let fill = on ? Self.accent : Color(hex: 0x242A31)
        return [
            .fill(.roundedRect(frame, radius: 6), .solid(fill)),
            Self.text(
                title, frame, size: 11, weight: .semibold, color: enabled ? Self.ink : Self.muted, alignment: .center),
        ]
    }

    /// Tick marks and labels in ms along the time axis.
    var ruler: [SceneNode] {
        let ruler = layout.ruler
        var nodes: [SceneNode] = [
            .fill(
                .rect(Rect(x: layout.panel.minX, y: ruler.maxY, width: layout.panel.width, height: 1)),
                .solid(Self.rule))
        ]
        let step = Self.tickStep(for: layout.span)
        var tick = 0.0
        while tick <= layout.span + 1e-9 {
            let x = layout.x(at: tick).rounded()
            nodes.append(.fill(.rect(Rect(x: x, y: ruler.maxY - 5, width: 1, height: 5)), .solid(Self.muted)))
            nodes.append(
                Self.text(
                    "\(Int((tick * 1000).rounded()))", Rect(x: x - 24, y: ruler.minY + 2, width: 48, height: 14),
                    size: 9, color: Self.muted, alignment: .center))
            tick += step
        }
        nodes.append(
            Self.text(
                "ms", Rect(x: layout.panel.minX + TimelineLayout.padding, y: ruler.minY + 2, width: 40, height: 14),
                size: 9, color: Self.muted))
        return nodes
    }

    /// Seconds between ticks: about six along the axis, on 50, 100, 200 or 500 ms.
    static func tickStep(for span: Double) -> Double {
        [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5].first { span / $0 <= 7 } ?? 10
    }

    /// The message line (two lines at most), the confirmation, and the keys.
    var footer: [SceneNode] {
        let frame = layout.footer
        var nodes: [SceneNode] = [
            .fill(
                .rect(Rect(x: layout.panel.minX, y: frame.minY - 6, width: layout.panel.width, height: 1)),
                .solid(Self.rule))
        ]
        if model.isConfirmingClose {
            nodes.append(
                .fill(
                    .roundedRect(
                        Rect(x: frame.minX - 4, y: frame.minY - 2, width: frame.width + 8, height: 36), radius: 6),
                    .solid(Color(hex: 0x3A2F12))))
            let edits = "\(unsavedEdits) unsaved edit\(unsavedEdits == 1 ? "" : "s")"
            nodes.append(
                Self.text(
                    "Save \(edits) to \(fileName ?? "the file")?",
                    Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 16), weight: .semibold))
            nodes.append(
                Self.text(
                    "y save and close · n discard and close · Escape keep editing",
                    Rect(x: frame.minX, y: frame.minY + 16, width: frame.width, height: 16), color: Self.muted))
        } else if let message = model.message {
            for (index, line) in Self.wrapped(message, width: frame.width).prefix(2).enumerated() {
                nodes.append(
                    Self.text(
                        line, Rect(x: frame.minX, y: frame.minY + Double(index) * 16, width: frame.width, height: 16),
                        color: model.messageIsError ? Self.error : Self.ink))
            }
        }
        for (index, line) in Self.keys.enumerated() {
            nodes.append(
                Self.text(
                    line, Rect(x: frame.minX, y: frame.maxY - 39 + Double(index) * 13, width: frame.width, height: 13),
                    size: 9.5, color: Self.muted))
        }
        return nodes
    }

    static let keys = [
        "drag: the playhead scrubs · a bar's end its length · ζ v a spring · handles a curve",
        "T close · ↑ ↓ row · e lanes, curve · [ ] { } scrub · - + length · d D v V spring",
        "j l i k (J L I K) Bézier handles · r replay · x speed 100, 25, 10 % · S save · ? keys",
    ]

    /// `text` cut into lines of about `width` pixels at 11 px type (6 px a character), at spaces.
    static func wrapped(_ text: String, width: Double) -> [String] {
        let limit = max(10, Int(width / 6))
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The playhead: a line across the ruler and rows, its knob on the ruler and its time.
    var playheadNodes: [SceneNode] {
        let x = layout.x(at: playhead).rounded()
        let ruler = layout.ruler
        let label = "\(Int((playhead * 1000).rounded())) ms"
        // The time beside the line (on its left near the panel's right edge), at its foot
        // under the last row: on the ruler it covered the tick labels.
        let tag = x + 61 > layout.panel.maxX - 4 ? x - 61 : x + 7
        let tagTop = min(layout.rowsBottom + 4, layout.footer.minY - 16)
        return [
            .fill(
                .rect(Rect(x: x - 0.75, y: ruler.minY, width: 1.5, height: layout.rowsBottom - ruler.minY)),
                .solid(Self.playheadColor)),
            .fill(
                .roundedRect(Rect(x: x - 5, y: ruler.maxY - 10, width: 10, height: 10), radius: 2),
                .solid(Self.playheadColor)),
            .fill(
                .rect(Rect(x: x - 0.75, y: layout.rowsBottom, width: 1.5, height: tagTop + 7 - layout.rowsBottom)),
                .solid(Self.playheadColor)),
            .fill(.roundedRect(Rect(x: tag, y: tagTop, width: 54, height: 14), radius: 3), .solid(Self.playheadColor)),
            Self.text(
                label, Rect(x: tag, y: tagTop, width: 54, height: 14), size: 9, weight: .semibold, color: .white,
                alignment: .center),
        ]
    }
}
