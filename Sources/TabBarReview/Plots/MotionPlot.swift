import Glibc
import TabBarCore

/// One property of a motion against time, for `tabbar plot`.
public struct PlotLane: Hashable, Sendable {
    /// "scale", "x offset", "mask left", …
    public var name: String
    /// (seconds, value) along the motion, in time order.
    public var samples: [Point]
    /// Keyframe instants, drawn as dots on the curve.
    public var keyframes: [Point]
    /// The seed's reference values, drawn as faint marks; empty where the seed gives none.
    public var reference: [Point]

    public init(name: String, samples: [Point], keyframes: [Point] = [], reference: [Point] = []) {
        self.name = name
        self.samples = samples
        self.keyframes = keyframes
        self.reference = reference
    }
}

/// Motion curves: one lane per property, each with a time axis in ms and its ticks, begin
/// and end markers, keyframe dots and faint seed reference marks. A scene, so the project's
/// own renderer draws it like every other PNG.
public struct MotionPlot: Sendable {
    public var title: String
    /// When the motion ends (seconds); it begins at 0.
    public var duration: Double
    public var lanes: [PlotLane]

    static let width = 720.0
    static let titleHeight = 30.0
    static let laneHeight = 120.0
    static let left = 96.0
    static let right = 24.0
    static let plotTop = 22.0
    static let plotHeight = 66.0
    static let curve = Color(hex: 0x2563EB)
    static let ink = Color(hex: 0x374151)
    static let muted = Color(hex: 0x6B7280)
    static let begin = Color(hex: 0x16A34A)
    static let end = Color(hex: 0xDC2626)

    public init(title: String, duration: Double, lanes: [PlotLane]) {
        self.title = title
        self.duration = duration
        self.lanes = lanes
    }

    /// The time shown: a little before the beginning and after the end, so both markers show.
    var timeRange: ClosedRange<Double> {
        let span = max(duration, 1.0 / 60)
        return -span * 0.04...span * 1.12
    }

    public var size: Size { Size(width: Self.width, height: Self.titleHeight + Self.laneHeight * Double(lanes.count)) }

    public func scene() -> Scene {
        var layers = [
            SceneLayer(
                id: "title",
                node: .text(
                    TextRun(
                        title, font: FontSpec(size: 14, weight: .semibold), color: Self.ink,
                        frame: Rect(x: 12, y: 6, width: Self.width - 24, height: 20),
                        alignment: .leading)))
        ]
        for (index, lane) in lanes.enumerated() {
            let top = Self.titleHeight + Self.laneHeight * Double(index)
            layers.append(SceneLayer(id: "lane.\(index)", node: .group(nodes(for: lane, top: top))))
        }
        return Scene(size: size, background: .white, layers: layers)
    }

    /// The tick step in ms: the smallest of 50, 100, 200, 250, 500, 1000, … that gives at most ten ticks.
    static func tickStep(for span: Double) -> Double {
        let ms = span * 1000
        var scale = 1.0
        while true {
            for step in [50.0, 100, 200, 250, 500] where ms / (step * scale) <= 10 { return step * scale }
            scale *= 10
        }
    }

    func nodes(for lane: PlotLane, top: Double) -> [SceneNode] {
        let plot = Rect(
            x: Self.left, y: top + Self.plotTop, width: Self.width - Self.left - Self.right, height: Self.plotHeight)
        let values = (lane.samples + lane.reference + lane.keyframes).map(\.y)
        let lowest = values.min() ?? 0, highest = values.max() ?? 0
        var low = lowest, high = highest
        if high - low < 1e-6 { (low, high) = (low - 1, high + 1) }
        let pad = (high - low) * 0.08
        (low, high) = (low - pad, high + pad)
        let range = timeRange
        func place(_ p: Point) -> Point {
            Point(
                x: plot.minX + (p.x - range.lowerBound) / (range.upperBound - range.lowerBound) * plot.width,
                y: plot.maxY - (p.y - low) / (high - low) * plot.height)
        }
        var nodes: [SceneNode] = [
            .text(
                TextRun(
                    lane.name, font: FontSpec(size: 12, weight: .semibold), color: Self.ink,
                    frame: Rect(x: 12, y: top + 4, width: 300, height: 16), alignment: .leading)),
            .fill(.rect(plot), .solid(Color(hex: 0xF9FAFB))),
            .stroke(.rect(plot), Color(hex: 0xE5E7EB), width: 1),
        ]
        // The lane's extreme values, labelled where they fall, with a faint rule across.
        for value in highest - lowest < 1e-6 ? [lowest] : [highest, lowest] {
            let y = place(Point(x: 0, y: value)).y
            nodes.append(
                .text(
                    TextRun(
                        Self.format(value), font: FontSpec(size: 10), color: Self.muted,
                        frame: Rect(x: 12, y: y - 7, width: Self.left - 20, height: 14), alignment: .trailing)))
            nodes.append(
                .fill(
                    .rect(Rect(x: plot.minX, y: y - 0.5, width: plot.width, height: 1)),
                    .solid(Color.black.withAlpha(0.06))))
        }
        // The time axis: ticks every step, labelled in ms.
        let step = Self.tickStep(for: range.upperBound - range.lowerBound) / 1000
        var tick = (range.lowerBound / step).rounded(.up) * step
        while tick <= range.upperBound + 1e-9 {
            let x = place(Point(x: tick, y: low)).x
            nodes.append(.fill(.rect(Rect(x: x - 0.5, y: plot.maxY, width: 1, height: 5)), .solid(Self.muted)))
            nodes.append(
                .text(
                    TextRun(
                        "\(Int((tick * 1000).rounded())) ms", font: FontSpec(size: 9), color: Self.muted,
                        frame: Rect(x: x - 30, y: plot.maxY + 6, width: 60, height: 12))))
            tick += step
        }
        // Begin and end markers, labelled clear of a keyframe dot on the line (3 px across).
        for (time, color, label) in [(0.0, Self.begin, "begin"), (duration, Self.end, "end")] {
            let x = place(Point(x: time, y: low)).x
            nodes.append(
                .fill(
                    .rect(Rect(x: x - 0.75, y: plot.minY, width: 1.5, height: plot.height)),
                    .solid(color.withAlpha(0.7))))
            nodes.append(
                .text(
                    TextRun(
                        label, font: FontSpec(size: 9, weight: .medium), color: color,
                        frame: Rect(x: x + 6, y: plot.minY + 1, width: 60, height: 12), alignment: .leading)))
        }
        // Faint seed reference marks: a short bar across the value at that instant.
        for mark in lane.reference {
            let p = place(mark)
            nodes.append(
                .fill(.rect(Rect(x: p.x - 7, y: p.y - 1.5, width: 14, height: 3)), .solid(Self.end.withAlpha(0.3))))
        }
        if let first = lane.samples.first {
            var path = Path([.move(place(first))])
            for sample in lane.samples.dropFirst() { path.elements.append(.line(place(sample))) }
            nodes.append(
                .group([.stroke(.path(path), Self.curve, width: 1.75)], clip: .rect(plot.insetBy(dx: 0, dy: -2))))
        }
        for dot in lane.keyframes {
            let p = place(dot)
            nodes.append(.fill(.ellipse(Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), .solid(Self.curve)))
            nodes.append(.stroke(.ellipse(Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), .white, width: 1))
        }
        return nodes
    }

    /// A value label: four significant digits at most and three decimals at most (a position
    /// of 194.805 px reads 194.8, an opacity of 0.866 stays), trailing zeros dropped.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 1 ? max(0, 3 - Int(log10(magnitude).rounded(.down))) : 3
        let unit = pow(10, Double(decimals))
        let rounded = (value * unit).rounded() / unit
        var text = String(rounded == 0 ? 0 : rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
