import TabBarCore

/// The review gallery: one row per item animation, every row sampled at the same times, so
/// a reviewer compares the animations side by side. A static grid for PNGs, or one looping
/// cell per row for the window.
///
/// Each row draws its item through the bar's own scene builder (see `ItemFilmStrip`), with
/// the film strips' scripts: a press and release for `press`, a selection otherwise.
public struct Gallery {
    /// One animation's row.
    struct Row {
        var name: String
        var strip: ItemFilmStrip
        var script: ItemFilmStrip.Script
        /// How long the row's script takes.
        var length: Double
    }

    let rows: [Row]
    /// A cell: one slot wide, with room above the bar for fume's rising title.
    public let cell = Size(width: 96, height: 49 + 48)
    /// The page behind the cells.
    public var background = Color.white
    /// The line at the bottom of the live gallery.
    public var hint = "Every row replays its animation in a loop, all in phase."
    /// The width of the label column.
    public static let labelWidth = 110.0
    /// The height of the header row (time labels, or the live loop's progress).
    public static let headerHeight = 24.0
    /// The pause after the longest animation before the live gallery starts over.
    public static let pause = 0.6
    static let hintHeight = 28.0
    static let ink = Color(hex: 0x1F2937), muted = Color(hex: 0x6B7280), rule = Color.black.withAlpha(0.08)

    /// A row for each of `names` the catalog knows (unknown names are skipped), each item
    /// showing `icon`, `selectedIcon` and `title`; the `frames` animation flips through `frames`.
    /// With `lottie`, a last row "lottie" plays that Lottie icon as its item does.
    public init(
        names: [String], catalog: ItemAnimationCatalog, icon: ImageRef?, selectedIcon: ImageRef?,
        frames: [ImageRef], style: BarStyle, measurer: any TextMeasuring, title: String = "首页",
        lottie: LottieIcon? = nil
    ) {
        let request = ItemAnimationCatalog.Request(duration: nil, frameCount: frames.count)
        let cell = self.cell
        func row(_ name: String, _ item: TabItem) -> Row {
            var strip = ItemFilmStrip(item: item, style: style, measurer: measurer)
            strip.cell = cell
            let script = ItemFilmStrip.script(for: item.animation)
            return Row(name: name, strip: strip, script: script, length: strip.length(of: script))
        }
        var rows: [Row] = names.compactMap { name in
            guard let animation = catalog.make(name, request) else { return nil }
            var item = TabItem(title: title, icon: icon, selectedIcon: selectedIcon, animation: animation)
            if name == "frames" { item.frames = frames }
            return row(name, item)
        }
        if let lottie {
            var item = TabItem(title: title, animation: LottieAnimation(icon: lottie))
            item.lottie = lottie
            rows.append(row(LottieAnimation.animationName, item))
        }
        self.rows = rows
    }

    /// The names of the rows, top to bottom.
    public var names: [String] { rows.map(\.name) }

    /// The longest script among the rows, in seconds.
    public var longest: Double { rows.map(\.length).max() ?? 0 }

    /// The live gallery's loop: the longest script, then `pause`.
    public var period: Double { longest + Self.pause }

    /// The common sample times: `count` evenly spaced from 0 to the longest duration among
    /// the animations (press: its press+release script length).
    public func times(count: Int) -> [Double] {
        FilmStrip.times(count: count, duration: longest)
    }

    /// The size `scene(count:)` produces.
    public func size(count: Int) -> Size {
        Size(
            width: Self.labelWidth + cell.width * Double(times(count: count).count),
            height: Self.headerHeight + cell.height * Double(rows.count))
    }

    /// A static gallery (PNG mode): a header row of time labels, then per row the
    /// animation's name and `count` cells at the common times.
    public func scene(count: Int) -> Scene {
        let times = times(count: count)
        let size = size(count: count)
        var header: [SceneNode] = [
            .fill(.rect(Rect(x: 0, y: 0, width: size.width, height: Self.headerHeight)), .solid(Color(hex: 0xF3F4F6))),
            .text(
                TextRun(
                    "animation", font: FontSpec(size: 11, weight: .medium), color: Self.muted,
                    frame: Rect(x: 12, y: 0, width: Self.labelWidth - 16, height: Self.headerHeight),
                    alignment: .leading)),
        ]
        for (i, time) in times.enumerated() {
            header.append(
                .text(
                    TextRun(
                        FilmStrip.label(time), font: FontSpec(size: 11), color: Self.muted,
                        frame: Rect(
                            x: Self.labelWidth + Double(i) * cell.width, y: 0,
                            width: cell.width, height: Self.headerHeight))))
        }
        var layers = [SceneLayer(id: "header", node: .group(header))]
        for (r, row) in rows.enumerated() {
            let y = Self.headerHeight + Double(r) * cell.height
            var nodes = label(row, y: y)
            for (i, cellLayers) in row.strip.layers(at: times, script: row.script).enumerated() {
                nodes.append(cellNode(cellLayers, x: Self.labelWidth + Double(i) * cell.width, y: y))
                if i > 0 { nodes.append(vertical(x: Self.labelWidth + Double(i) * cell.width, y: y)) }
            }
            layers.append(SceneLayer(id: "row.\(r)", node: .group(nodes)))
        }
        layers.append(SceneLayer(id: "rules", node: .group(rules(width: size.width))))
        return Scene(size: size, background: background, layers: layers)
    }

    /// A live gallery (window mode): the same label column, then one cell per row that
    /// replays the row's animation in a loop of `period`, all rows in phase, at `time`
    /// seconds. Rows flow into columns, scaled down when even the best arrangement does not
    /// fit `size`; the header shows the loop's progress and the bottom line `hint`.
    public func liveScene(at time: Double, size: Size) -> Scene {
        // In whole microseconds, so that t and t + period give the very same scene.
        let loop = max(Int((period * 1e6).rounded()), 1)
        let micros = time.isFinite ? Int((min(max(time, -1e9), 1e9) * 1e6).rounded()) : 0
        let phase = Double((micros % loop + loop) % loop) / 1e6
        let (perColumn, scale) = arrangement(in: size)
        let place = AffineTransform.scale(scale, scale).concatenating(.translation(0, Self.headerHeight))
        var layers = [
            SceneLayer(
                id: "header",
                node: .group(
                    progress(
                        phase: phase, period: Double(loop) / 1e6,
                        width: size.width)))
        ]
        for (r, row) in rows.enumerated() {
            var nodes = label(row, y: 0)
            nodes += row.strip.layers(at: [phase], script: row.script).map { cellNode($0, x: Self.labelWidth, y: 0) }
            nodes.append(
                .fill(
                    .rect(Rect(x: 0, y: cell.height - 1, width: Self.labelWidth + cell.width, height: 1)),
                    .solid(Self.rule)))
            let slot = AffineTransform.translation(
                Double(r / perColumn) * columnWidth, Double(r % perColumn) * cell.height)
            layers.append(SceneLayer(id: "row.\(r)", node: .group(nodes, transform: slot.concatenating(place))))
        }
        let hint = TextRun(
            self.hint, font: FontSpec(size: 12), color: Self.muted,
            frame: Rect(
                x: 12, y: size.height - Self.hintHeight, width: max(0, size.width - 24),
                height: Self.hintHeight), alignment: .leading)
        layers.append(SceneLayer(id: "hint", node: .text(hint)))
        return Scene(size: size, background: background, layers: layers)
    }

    /// A live column: label and cell, then a gutter.
    var columnWidth: Double { Self.labelWidth + cell.width + 16 }

    /// How many rows a live column holds, and the scale that fits them all in `size`
    /// between the header and the hint: the arrangement with the largest scale (at most 1).
    func arrangement(in size: Size) -> (perColumn: Int, scale: Double) {
        let width = size.width, height = size.height - Self.headerHeight - Self.hintHeight
        var best = (perColumn: max(rows.count, 1), scale: 0.0)
        for columns in 1...max(rows.count, 1) {
            let perColumn = (max(rows.count, 1) + columns - 1) / columns
            let scale = min(1, width / (Double(columns) * columnWidth - 16), height / (Double(perColumn) * cell.height))
            if scale > best.scale + 1e-9 { best = (perColumn, scale) }
        }
        return (best.perColumn, max(best.scale, 0))
    }

    /// A row's label: its name, and under it the script's length in grey ("· tap" when the
    /// script is a press and release), beside the bar.
    func label(_ row: Row, y: Double) -> [SceneNode] {
        let barMid = y + cell.height - row.strip.style.height / 2
        let caption = FilmStrip.label(row.length) + (row.script == .press ? " · tap" : "")
        return [
            .text(
                TextRun(
                    row.name, font: FontSpec(size: 13, weight: .medium), color: Self.ink,
                    frame: Rect(x: 12, y: barMid - 17, width: Self.labelWidth - 16, height: 18), alignment: .leading)),
            .text(
                TextRun(
                    caption, font: FontSpec(size: 10), color: Self.muted,
                    frame: Rect(x: 12, y: barMid + 1, width: Self.labelWidth - 16, height: 14), alignment: .leading)),
        ]
    }

    /// One sampled frame of a row, moved to its cell and clipped to it.
    func cellNode(_ layers: [SceneLayer], x: Double, y: Double) -> SceneNode {
        .group(layers.map(\.node), transform: .translation(x, y), clip: .rect(Rect(origin: .zero, size: cell)))
    }

    func vertical(x: Double, y: Double) -> SceneNode {
        .fill(.rect(Rect(x: x, y: y, width: 1, height: cell.height)), .solid(Self.rule))
    }

    /// The header's bottom rule, the label column's edge and a rule under every row.
    func rules(width: Double) -> [SceneNode] {
        let height = Self.headerHeight + cell.height * Double(rows.count)
        return [.fill(.rect(Rect(x: Self.labelWidth - 1, y: 0, width: 1, height: height)), .solid(Self.rule))]
            + (0...rows.count).map { r in
                .fill(
                    .rect(Rect(x: 0, y: Self.headerHeight + Double(r) * cell.height - 1, width: width, height: 1)),
                    .solid(Self.rule))
            }
    }

    /// The live header: the loop's time and a progress track, with a tick where the longest
    /// animation ends and the pause begins.
    func progress(phase: Double, period: Double, width: Double) -> [SceneNode] {
        let track = Rect(
            x: Self.labelWidth, y: Self.headerHeight / 2 - 2, width: max(0, width - Self.labelWidth - 12),
            height: 4)
        let done = Rect(x: track.minX, y: track.minY, width: track.width * phase / period, height: 4)
        return [
            .text(
                TextRun(
                    "t = " + FilmStrip.label(phase), font: FontSpec(size: 11), color: Self.muted,
                    frame: Rect(x: 12, y: 0, width: Self.labelWidth - 16, height: Self.headerHeight),
                    alignment: .leading)),
            .fill(.roundedRect(track, radius: 2), .solid(Color.black.withAlpha(0.08))),
            .fill(.roundedRect(done, radius: 2), .solid(.systemBlue)),
            .fill(
                .rect(
                    Rect(
                        x: (track.minX + track.width * longest / period).rounded(), y: track.minY - 3, width: 1,
                        height: 10)), .solid(Self.muted)),
        ]
    }
}
