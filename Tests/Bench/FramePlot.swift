import TabBarCairo
import TabBarCore

/// A scenario's frame times as a bar per frame, with the 16.7 ms line of 60 Hz, drawn by
/// the project's own renderer.
enum FramePlot {
    static func write(_ times: [Double], title: String, to path: String) throws {
        let size = Size(width: 800, height: 300)
        let plot = Rect(x: 50, y: 40, width: 730, height: 220)
        let top = max(20, (times.max() ?? 0) * 1.1)
        func y(_ ms: Double) -> Double { plot.maxY - plot.height * min(ms, top) / top }
        var nodes: [SceneNode] = [.fill(.rect(plot), .solid(Color(hex: 0xF4F4F8)))]
        let step = plot.width / Double(max(times.count, 1))
        for (i, ms) in times.enumerated() {
            let color = ms > 16.7 ? Color(hex: 0xD83030) : Color(hex: 0x2682D5)
            nodes.append(
                .fill(
                    .rect(
                        Rect(
                            x: plot.minX + Double(i) * step, y: y(ms), width: max(1, step - 0.5),
                            height: plot.maxY - y(ms))), .solid(color)))
        }
        nodes.append(
            .fill(
                .rect(Rect(x: plot.minX, y: y(16.7) - 0.5, width: plot.width, height: 1)), .solid(Color(hex: 0x22AA44)))
        )
        let font = FontSpec(size: 12, weight: .regular)
        nodes.append(
            .text(
                TextRun(
                    title, font: font, color: .black, frame: Rect(x: 50, y: 12, width: 700, height: 20),
                    alignment: .leading)))
        nodes.append(
            .text(
                TextRun(
                    "16.7 ms", font: font, color: Color(hex: 0x22AA44),
                    frame: Rect(x: 2, y: y(16.7) - 8, width: 48, height: 16), alignment: .leading)))
        nodes.append(
            .text(
                TextRun(
                    "\(Int(top.rounded())) ms", font: font, color: .black,
                    frame: Rect(x: 2, y: plot.minY - 8, width: 48, height: 16), alignment: .leading)))
        nodes.append(
            .text(
                TextRun(
                    "frame (\(times.count) frames) →", font: font, color: .black,
                    frame: Rect(x: 50, y: plot.maxY + 8, width: 400, height: 16), alignment: .leading)))
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(
            Scene(size: size, background: .white, layers: [SceneLayer(id: "plot", node: .group(nodes))]),
            on: surface)
        try surface.writePNG(to: path)
    }
}
