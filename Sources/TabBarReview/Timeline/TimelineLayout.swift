import TabBarCore

/// Where everything in the timeline panel sits, in the window's logical pixels: the panel
/// docked beside the bar's area (a portrait window) or below it (a landscape one), its header
/// with the speed chips, Replay and Save, the ruler, the rows on a common time axis in ms,
/// and the message line. A pure function of the bar's area and the rows, so a click and the
/// drawing agree.
public struct TimelineLayout: Equatable, Sendable {
    /// Where the panel docks.
    public enum Dock: String, Sendable {
        /// To the right of the bar's area, for a portrait window, which has width to spare.
        case beside
        /// Under the bar's area, for a landscape window, which has height to spare.
        case below
    }

    /// What a point in the panel is on.
    public enum Hit: Equatable, Sendable {
        /// A speed chip: a click sets the animation clock to its speed.
        case chip(TimelineModel.Speed)
        /// The Replay button: plays the interaction shown again from its start.
        case replay
        /// The Save button: writes the edits back to the configuration file.
        case save
        /// Row `row`'s end grip: dragging it edits the duration.
        case end(row: Int)
        /// One of a spring row's fields.
        case field(row: Int, property: MotionBinding.Property)
        /// Handle `handle` (0 or 1) of an open row's curve editor.
        case handle(row: Int, handle: Int)
        /// A row's name: a click chooses it, a second one opens it.
        case label(row: Int)
        /// The ruler or the rows' time axis: a click or drag scrubs there.
        case axis
        /// Anywhere else in the panel: the click is the panel's, not the bar's beneath.
        case panel
    }

    /// The panel's width when docked beside: room for the labels and a readable time axis.
    public static let besideWidth = 460.0
    /// The panel's height when docked below: room for the header, the ruler and a few rows.
    public static let belowHeight = 340.0
    static let headerHeight = 66.0, rulerHeight = 24.0, rowHeight = 40.0, fieldHeight = 24.0
    static let curveHeight = 132.0
    static let laneHeight = 30.0, labelWidth = 156.0, footerHeight = 84.0, padding = 14.0

    /// Where the panel is docked, chosen from the bar's area's shape.
    public let dock: Dock
    /// The panel's rectangle.
    public let panel: Rect
    /// The rows' tops, heights and whether each has spring fields.
    public let rowFrames: [Rect]
    let fieldRows: Set<Int>
    /// The rows showing a curve editor.
    let curveRows: Set<Int>
    /// Seconds from the interaction's start that the time axis shows, from 0.
    public let span: Double

    /// The panel beside or below `viewport` (the bar's area, from the window's origin) for
    /// `rows`; `fields` are the rows with spring fields, `lanes` the lane count of each
    /// opened row, `curves` the rows showing a curve editor, `now` the seconds since the
    /// interaction began (an unfinished row reaches it).
    public init(
        viewport: Size, rows: [TimelineRow], fields: Set<Int> = [], curves: Set<Int> = [], lanes: [Int: Int] = [:],
        now: Double = 0
    ) {
        dock = Self.dock(for: viewport)
        panel = Self.panel(for: viewport)
        let ends = rows.map { $0.end ?? max(now, $0.start) }
        span = max(0.5, ((ends.max() ?? 0) * 1.15 * 10).rounded(.up) / 10)
        var top = panel.minY + Self.headerHeight + Self.rulerHeight + 6
        var frames: [Rect] = []
        for index in rows.indices {
            var height = Self.rowHeight
            if fields.contains(index) { height += Self.fieldHeight }
            if curves.contains(index) { height += Self.curveHeight }
            height += Double(lanes[index] ?? 0) * Self.laneHeight
            frames.append(Rect(x: panel.minX, y: top, width: panel.width, height: height))
            top += height
        }
        rowFrames = frames
        fieldRows = fields
        curveRows = curves
    }

    /// Beside a portrait window, below a landscape one.
    public static func dock(for viewport: Size) -> Dock {
        viewport.height >= viewport.width ? .beside : .below
    }

    /// The panel's rectangle next to `viewport`.
    public static func panel(for viewport: Size) -> Rect {
        switch dock(for: viewport) {
        case .beside: Rect(x: viewport.width, y: 0, width: besideWidth, height: max(viewport.height, 480))
        case .below: Rect(x: 0, y: viewport.height, width: max(viewport.width, 600), height: belowHeight)
        }
    }

    /// The window's size with the panel open beside or below `viewport`.
    public static func window(for viewport: Size) -> Size {
        let panel = panel(for: viewport)
        return Size(width: max(viewport.width, panel.maxX), height: max(viewport.height, panel.maxY))
    }

    /// The bar's area in a window of `size` with the panel open (what is left of it).
    public static func viewport(inWindow size: Size, dock: Dock) -> Size {
        switch dock {
        case .beside: Size(width: max(1, size.width - besideWidth), height: size.height)
        case .below: Size(width: size.width, height: max(1, size.height - belowHeight))
        }
    }

    /// The time axis's left and right ends.
    public var axis: ClosedRange<Double> {
        (panel.minX + Self.labelWidth + 8)...(panel.maxX - Self.padding - 16)
    }

    /// The ruler's rectangle (tick labels), above the rows.
    public var ruler: Rect {
        Rect(
            x: axis.lowerBound, y: panel.minY + Self.headerHeight, width: axis.upperBound - axis.lowerBound,
            height: Self.rulerHeight)
    }

    /// Where the rows end (the playhead's foot).
    public var rowsBottom: Double { rowFrames.last?.maxY ?? (ruler.maxY + Self.rowHeight) }

    /// The message line's rectangle, at the panel's foot.
    public var footer: Rect {
        Rect(
            x: panel.minX + Self.padding, y: panel.maxY - Self.footerHeight, width: panel.width - 2 * Self.padding,
            height: Self.footerHeight - 8)
    }

    /// The x of `seconds` from the interaction's start.
    public func x(at seconds: Double) -> Double {
        axis.lowerBound + min(max(seconds, 0), span) / span * (axis.upperBound - axis.lowerBound)
    }

    /// The seconds at `x`, within the axis.
    public func seconds(at x: Double) -> Double {
        let fraction = (x - axis.lowerBound) / (axis.upperBound - axis.lowerBound)
        return min(max(fraction, 0), 1) * span
    }

    /// The frame of the 60 Hz grid nearest `x`, in seconds: where the playhead lands. The
    /// window draws on that grid and `tabbar render --at` counts its frames on it, so an
    /// instant between two frames would show a picture neither draws.
    public func frameSeconds(at x: Double) -> Double {
        let frame = AnimationClock.frameDuration
        let last = (span / frame).rounded(.down)
        return min((seconds(at: x) / frame).rounded(), last) * frame
    }

    /// Row `index`'s bar from `start` to `end` seconds.
    public func bar(row index: Int, start: Double, end: Double) -> Rect {
        let frame = rowFrames[index]
        let left = x(at: start), right = max(x(at: end), left + 2)
        return Rect(x: left, y: frame.minY + 8, width: right - left, height: Self.rowHeight - 16)
    }

    /// The grip at a bar's right end, a little wider than the bar's edge for the pointer.
    public func grip(row index: Int, end: Double) -> Rect {
        let frame = rowFrames[index]
        return Rect(x: x(at: end) - 5, y: frame.minY + 5, width: 10, height: Self.rowHeight - 10)
    }

    /// A spring row's field for `property` (damping left, velocity right), under its name.
    public func field(row index: Int, property: MotionBinding.Property) -> Rect {
        let frame = rowFrames[index]
        let width = (Self.labelWidth - Self.padding - 6) / 2
        let left = panel.minX + Self.padding + (property == .velocity ? width + 6 : 0)
        return Rect(x: left, y: frame.minY + Self.rowHeight - 4, width: width, height: Self.fieldHeight - 4)
    }

    /// Lane `lane` of opened row `index`.
    public func lane(row index: Int, lane: Int) -> Rect {
        let frame = rowFrames[index]
        let top =
            frame.minY + Self.rowHeight + (fieldRows.contains(index) ? Self.fieldHeight : 0)
            + (curveRows.contains(index) ? Self.curveHeight : 0)
        return Rect(x: panel.minX, y: top + Double(lane) * Self.laneHeight, width: panel.width, height: Self.laneHeight)
    }

    /// A speed chip's rectangle.
    public func chip(_ speed: TimelineModel.Speed) -> Rect {
        let index = Double(TimelineModel.Speed.allCases.firstIndex(of: speed) ?? 0)
        let left = panel.maxX - Self.padding - 3 * 46 - 2 * 4
        return Rect(x: left + index * 50, y: panel.minY + 12, width: 46, height: 24)
    }

    /// The Replay button's rectangle, left of the speed chips.
    public var replayButton: Rect {
        Rect(x: chip(.full).minX - 10 - 66, y: panel.minY + 12, width: 66, height: 24)
    }

    /// The Save button's rectangle, left of Replay.
    public var saveButton: Rect {
        Rect(x: replayButton.minX - 6 - 52, y: panel.minY + 12, width: 52, height: 24)
    }

    /// What `point` is on; nil outside the panel. `draggableEnds` says which rows have an end
    /// to drag (ended, with a duration key), `handles` the control points of the rows with a
    /// curve.
    public func hit(_ point: Point, draggableEnds: [Int: Double] = [:], handles: [Int: CubicBezier] = [:]) -> Hit? {
        guard panel.contains(point) else { return nil }
        if let handle = handle(at: point, handles) { return handle }
        for speed in TimelineModel.Speed.allCases where chip(speed).contains(point) { return .chip(speed) }
        if replayButton.contains(point) { return .replay }
        if saveButton.contains(point) { return .save }
        for (row, end) in draggableEnds where grip(row: row, end: end).contains(point) { return .end(row: row) }
        for row in fieldRows.sorted() {
            for property in [MotionBinding.Property.damping, .velocity]
            where field(row: row, property: property).contains(point) {
                return .field(row: row, property: property)
            }
        }
        if point.x >= axis.lowerBound - 4, point.y >= ruler.minY, point.y < rowsBottom { return .axis }
        if let row = rowFrames.firstIndex(where: { $0.contains(point) }) { return .label(row: row) }
        return .panel
    }
}
