import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarMotionReview
import TabBarOutput
import TabBarReview
import TabBarX11

/// `tabbar compare A.json B.json (--animation|--transition) NAME [--frames N] -o cmp.png`:
/// both configurations' film strips of one motion, one above the other, at the same
/// instants, and a third row that shows where each frame differs.
enum CompareCommand {
    /// A label band above each row.
    static let band = 18.0
    /// Channel differences up to this (0–255) count as equal: antialiasing noise, not a change.
    static let tolerance = 8

    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let frames = parsed.integer("--frames") ?? 6
        let configs = parsed.positionals
        if choice.animation == nil && choice.transition == nil && options.output == nil {
            // No motion and no output: the window, both configurations side by side.
            return CompareWindowCommand.run(
                configs, half: options.viewport, trace: parsed.contains("--trace"),
                exitAfter: parsed.number("--exit-after"))
        }
        let motion = try choice.motion("compare", kinds: "--animation or --transition")
        let output = try options.requireOutput("compare")
        HeadlessSignals.watch()
        let (surface, lines) = try comparison(
            motion, item: choice.item, configs: configs, frames: frames, options: options)
        try surface.writePNG(to: output)
        for line in lines { try StandardOutput.write(line + "\n") }
        return .success
    }

    /// The comparison of `motion` as `configs` play it, drawn, and its lines ("0.125 s: 1234
    /// pixels differ", each the red of that frame's cell).
    static func comparison(
        _ motion: MotionChoice.Motion, item: Int?, configs: [String], frames: Int, options: OfflineOptions
    ) throws -> (surface: RasterSurface, lines: [String]) {
        let renderer = SceneRenderer()
        let clips = try configs.map { path in
            var each = options
            each.configPath = path
            let configuration = try each.loadConfiguration(images: renderer.images)
            return try MotionClip.play(
                motion, item: item, role: nil, crop: nil, configuration: configuration, viewport: options.viewport,
                measurer: renderer.text, command: "compare"
            ).clip
        }
        // Both at the same instants: the longer motion's frames, from its start to its end.
        let longer = clips[0].motion.lastFrame >= clips[1].motion.lastFrame ? clips[0] : clips[1]
        let times = longer.motion.times(count: frames)
        let strips = clips.map { clip in FilmStrip(cell: clip.size).scene(times: times) { clip.frame(at: $0).layers } }
        let names = configs.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let scene = layout(strips, labels: ["A  \(names[0])", "B  \(names[1])", "differences (red)"])
        try OfflineOptions.checkSize(scene.size, scale: options.scale, what: "the comparison")
        let surface = try RasterSurface(
            width: max(1, Int((scene.size.width * options.scale).rounded())),
            height: max(1, Int((scene.size.height * options.scale).rounded())))
        renderer.render(scene, on: surface, scale: options.scale)
        let diffTop = band * 3 + strips[0].size.height + strips[1].size.height
        let rows = [band, band * 2 + strips[0].size.height, diffTop].map { Int(($0 * options.scale).rounded()) }
        let height = Int((max(strips[0].size.height, strips[1].size.height) * options.scale).rounded())
        markDifferences(on: surface, rowA: rows[0], rowB: rows[1], diffRow: rows[2], height: height)
        // Each count is the red of its own frame's cell in the difference row, as drawn.
        let counts = cells(count: times.count, cell: clips[0].size).map { cell in
            redPixels(on: surface, in: cell.offsetBy(dx: 0, dy: diffTop), scale: options.scale)
        }
        return (surface, zip(times, counts).map { "\(FilmStrip.label($0)): \($1) pixels differ" })
    }

    /// A and B one above the other with a label band over each, and room for the difference row.
    static func layout(_ strips: [Scene], labels: [String]) -> Scene {
        let width = strips.map(\.size.width).max() ?? 1
        let rowHeight = strips.map(\.size.height).max() ?? 1
        var layers: [SceneLayer] = []
        var y = 0.0
        for (index, label) in labels.enumerated() {
            layers.append(
                SceneLayer(
                    id: "label.\(index)",
                    node: .text(
                        TextRun(
                            label, font: FontSpec(size: 12, weight: .semibold),
                            color: Color(hex: 0x374151),
                            frame: Rect(x: 8, y: y + 1, width: width - 16, height: band - 2),
                            alignment: .leading))))
            y += band
            if index < strips.count {
                layers.append(
                    SceneLayer(
                        id: "row.\(index)",
                        node: .group(strips[index].layers.map(\.node), transform: .translation(0, y))))
                y += strips[index].size.height
            } else {
                y += rowHeight
            }
        }
        return Scene(size: Size(width: width, height: y), background: .white, layers: layers)
    }

    /// The difference mark: a pixel where A and B differ.
    static let red: UInt32 = 0xFFE1_1D48

    /// Fills the difference row: A faded to grey, with every pixel where A and B differ in red.
    static func markDifferences(on surface: RasterSurface, rowA: Int, rowB: Int, diffRow: Int, height: Int) {
        let rows = max(0, min(height, surface.height - diffRow))
        surface.withMutablePixels { pixels in
            func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
                pixels.advanced(by: y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            }
            for y in 0..<rows {
                let a = row(rowA + y), b = row(rowB + y), out = row(diffRow + y)
                for x in 0..<surface.width {
                    out[x] = ImageComparison.channelDistance(a[x], b[x]) > tolerance ? red : ImageComparison.faded(a[x])
                }
            }
        }
    }

    /// The cells of `count` frames of `cell` in a film strip (`FilmStrip.scene`), in logical
    /// pixels from the strip's origin, in row after row once the strip wraps.
    static func cells(count: Int, cell: Size) -> [Rect] {
        let columns = FilmStrip.columns(count: count, cellWidth: cell.width)
        return (0..<count).map { i in
            Rect(
                x: Double(i % columns) * cell.width, y: Double(i / columns) * (cell.height + FilmStrip.labelHeight),
                width: cell.width, height: cell.height)
        }
    }

    /// The red pixels of `surface` in `rect` (logical pixels at `scale`, cut on whole device
    /// pixels so that neighbouring cells share none).
    static func redPixels(on surface: RasterSurface, in rect: Rect, scale: Double) -> Int {
        let x0 = max(0, Int((rect.minX * scale).rounded())), x1 = min(surface.width, Int((rect.maxX * scale).rounded()))
        let y0 = max(0, Int((rect.minY * scale).rounded()))
        let y1 = min(surface.height, Int((rect.maxY * scale).rounded()))
        guard x1 > x0, y1 > y0 else { return 0 }
        return surface.withPixels { pixels in
            var count = 0
            for y in y0..<y1 {
                let row = pixels.advanced(by: y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in x0..<x1 where row[x] == red { count += 1 }
            }
            return count
        } ?? 0
    }
}
