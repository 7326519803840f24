import Glibc
import TabBarCore

/// One property of a motion against time, for `tabbar plot`.
public struct PlotLane: Hashable, Sendable {
    /// "item 1 icon scale", "indicator left (px)", …
    public var name: String
    /// (seconds, value) along the motion, in time order, one run per stretch where the
    /// property is defined (a node not drawn leaves a gap).
    public var segments: [[Point]]
    /// A colour lane's colours at their times, drawn as a band instead of a curve.
    public var swatches: [PlotSwatch]
    /// Keyframe instants, drawn as dots on the curve.
    public var keyframes: [Point]
    /// The seed's reference values, drawn as faint marks; empty where the seed gives none.
    public var reference: [Point]

    /// A lane called `name` with whatever curves, swatches, keyframes and references it has.
    public init(
        name: String, segments: [[Point]] = [], swatches: [PlotSwatch] = [], keyframes: [Point] = [],
        reference: [Point] = []
    ) {
        self.name = name
        self.segments = segments
        self.swatches = swatches
        self.keyframes = keyframes
        self.reference = reference
    }

    /// Every sampled point, gaps left out.
    public var samples: [Point] { segments.flatMap { $0 } }

    /// The lane's height in the plot: a colour band needs less room than a curve.
    var height: Double { swatches.isEmpty ? MotionPlot.laneHeight : MotionPlot.bandHeight }
}

/// One colour of a colour lane, from `time` until the next swatch.
public struct PlotSwatch: Hashable, Sendable {
    /// When the colour starts, in seconds.
    public var time: Double
    /// The colour.
    public var colour: Color

    /// A swatch of `colour` from `time` seconds.
    public init(time: Double, colour: Color) {
        self.time = time
        self.colour = colour
    }
}

/// Motion curves: one lane per property, each with a time axis in ms and its ticks, begin
/// and end markers, keyframe dots and faint seed reference marks. A scene, so the project's
/// own renderer draws it like every other PNG.
public struct MotionPlot: Sendable {
    /// The plot's heading: what `FilmStripHeader` says of the motion.
    public var title: String
    /// When the motion ends (seconds); it begins at 0.
    public var duration: Double
    /// The properties plotted, one lane each, top to bottom.
    public var lanes: [PlotLane]

    static let width = 720.0
    static let titleHeight = 30.0
    static let laneHeight = 120.0
    static let bandHeight = 64.0
    static let left = 96.0
    static let right = 24.0
    static let plotTop = 22.0
    static let plotHeight = 66.0
    static let curve = Color(hex: 0x2563EB)
    static let ink = Color(hex: 0x374151)
    static let muted = Color(hex: 0x6B7280)
    static let begin = Color(hex: 0x16A34A)
    static let end = Color(hex: 0xDC2626)

    /// When everything is still, if later than `duration` (the indicator moving on after an
    /// item's bounce): the time shown reaches it.
    public var rest: Double

    /// A plot of `lanes` over `duration` seconds, its time axis reaching `rest` when the motion
    /// settles later than it ends.
    public init(title: String, duration: Double, rest: Double? = nil, lanes: [PlotLane]) {
        self.title = title
        self.duration = duration
        self.rest = rest ?? duration
        self.lanes = lanes
    }

    /// The time shown: a little before the beginning and after the end (and the rest), so
    /// both markers and the last motion show.
    var timeRange: ClosedRange<Double> {
        let span = max(duration, rest, AnimationClock.frameDuration)
        return -span * 0.04...max(duration * 1.12, span * 1.04)
    }

    /// The plot's size in logical pixels: a fixed width, a heading and each lane's height.
    public var size: Size {
        Size(width: Self.width, height: Self.titleHeight + lanes.reduce(0) { $0 + $1.height })
    }

    /// The plot as a scene, for the project's renderer to draw.
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
        var top = Self.titleHeight
        for (index, lane) in lanes.enumerated() {
            let nodes = lane.swatches.isEmpty ? nodes(for: lane, top: top) : band(for: lane, top: top)
            layers.append(SceneLayer(id: "lane.\(index)", node: .group(nodes)))
            top += lane.height
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
