import TabBarCore

/// Lays out frames of a motion side by side in one scene, each labelled with its time:
/// a single image a reviewer can read like a storyboard, and a golden test can compare.
public struct FilmStrip {
    /// The size of one frame's cell, without its label.
    public var cell: Size
    /// The page behind the cells.
    public var background = Color.white
    /// The labels' colour (#6B7280, a mid grey).
    public var labelColor = Color(hex: 0x6B7280)
    /// Height of the label row under each cell.
    public static let labelHeight = 18.0
    /// The widest a strip gets before its frames wrap onto more rows (a compact layout for
    /// long motions, such as the colourful mask's window-wide frames).
    public static let maximumWidth = 2000.0
    /// Onion skin: every frame in one cell, each weighing the same (frame i drawn at
    /// opacity 1/(i+1) over the ones before), so the whole path of a motion shows at once.
    public var isOnionSkin = false
    /// Measures the onion skin's label, whose tile widens to show it whole (an item's cell
    /// is narrower than "9 frames, 0.000 s – 0.400 s").
    public var measurer: any TextMeasuring = EstimatedTextMeasurer()

    /// A strip of cells of `cell` size.
    public init(cell: Size) {
        self.cell = cell
    }

    /// The strip for `times`: `content(t)` draws one frame in a cell at the origin.
    public func scene(times: [Double], content: (Double) -> [SceneLayer]) -> Scene {
        if isOnionSkin { return onionSkin(times: times, content: content) }
        var layers: [SceneLayer] = []
        let columns = Self.columns(count: times.count, cellWidth: cell.width)
        let rowHeight = cell.height + Self.labelHeight
        for (i, time) in times.enumerated() {
            let x = Double(i % columns) * cell.width, y = Double(i / columns) * rowHeight
            let nodes = content(time).map(\.node)
            let clip = Rect(origin: .zero, size: cell)
            layers.append(
                SceneLayer(id: "frame.\(i)", node: .group(nodes, transform: .translation(x, y), clip: .rect(clip))))
            let label = TextRun(
                Self.label(time), font: FontSpec(size: 11), color: labelColor,
                frame: Rect(x: x, y: y + cell.height, width: cell.width, height: Self.labelHeight))
            layers.append(SceneLayer(id: "label.\(i)", node: .text(label)))
            if i % columns > 0 {
                layers.append(
                    SceneLayer(
                        id: "rule.\(i)",
                        node: .fill(
                            .rect(Rect(x: x, y: y, width: 1, height: cell.height)),
                            .solid(Color.black.withAlpha(0.08)))))
            }
        }
        let rows = (max(times.count, 1) + columns - 1) / columns
        let size = Size(width: cell.width * Double(min(max(times.count, 1), columns)), height: rowHeight * Double(rows))
        return Scene(size: size, background: background, layers: layers)
    }

    /// All frames overlaid in one cell, labelled with their count and time span; the tile is
    /// at least as wide as the label, with the cell centred in it.
    func onionSkin(times: [Double], content: (Double) -> [SceneLayer]) -> Scene {
        let span = times.isEmpty ? "" : Self.label(times[0]) + " – " + Self.label(times[times.count - 1])
        let font = FontSpec(size: 11)
        let text = "\(times.count) frames, \(span)"
        let width = max(cell.width, (measurer.measure(text, font: font).width + 2 * Self.labelPadding).rounded(.up))
        let clip = Shape.rect(Rect(origin: .zero, size: cell))
        let shift = AffineTransform.translation(((width - cell.width) / 2).rounded(), 0)
        var layers = times.enumerated().map { i, time in
            SceneLayer(
                id: "frame.\(i)",
                node: .group(content(time).map(\.node), transform: shift, opacity: 1 / Double(i + 1), clip: clip))
        }
        let label = TextRun(
            text, font: font, color: labelColor,
            frame: Rect(x: 0, y: cell.height, width: width, height: Self.labelHeight))
        layers.append(SceneLayer(id: "label", node: .text(label)))
        return Scene(
            size: Size(width: width, height: cell.height + Self.labelHeight), background: background, layers: layers)
    }

    /// Room left and right of a label that sets its tile's width.
    static let labelPadding = 4.0

    /// How many frames a row holds: all of them while the strip stays within `maximumWidth`.
    public static func columns(count: Int, cellWidth: Double) -> Int {
        guard cellWidth > 0 else { return max(count, 1) }
        return max(1, min(max(count, 1), Int(maximumWidth / cellWidth)))
    }

    /// `count` evenly spaced times from 0 to `duration`, both included.
    public static func times(count: Int, duration: Double) -> [Double] {
        guard count > 1 else { return [0] }
        return (0..<count).map { duration * Double($0) / Double(count - 1) }
    }

    /// "0.250 s", the label format.
    public static func label(_ time: Double) -> String {
        let ms = Int((time * 1000).rounded())
        let padded = String(ms % 1000 + 1000).dropFirst()
        return "\(ms / 1000).\(padded) s"
    }
}
