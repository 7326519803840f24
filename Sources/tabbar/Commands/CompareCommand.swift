import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// `tabbar compare A.json B.json (--animation|--transition) NAME [--frames N] -o cmp.png`:
/// both configurations' film strips of one motion, one above the other, at the same
/// instants, and a third row that shows where each frame differs.
enum CompareCommand {
    static let usage = """
        usage: tabbar compare A.json B.json (--animation NAME | --transition NAME) [--item I] [--frames N] \
        [--size WxH] [--scale S] -o FILE.png
               tabbar compare A.json B.json [--size WxH] [--trace] [--exit-after SECONDS]
        """
    /// A label band above each row.
    static let band = 18.0
    /// Channel differences up to this (0–255) count as equal: antialiasing noise, not a change.
    static let tolerance = 8

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var choice = MotionChoice()
        var frames = 6
        var configs: [String] = []
        var windowArguments: [String] = []
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) || choice.read(argument, from: &cursor) { continue }
            if argument == "--trace" {
                windowArguments.append(argument)
            } else if argument == "--exit-after" {
                windowArguments += [argument, try cursor.value(for: argument)]
            } else if argument == "--frames" {
                frames = try cursor.integer(for: argument, in: 2...60)
            } else if argument.hasPrefix("-") || configs.count == 2 {
                throw UsageError("compare: unknown option \"\(argument)\"; \(usage)")
            } else {
                configs.append(argument)
            }
        }
        guard configs.count == 2 else {
            throw UsageError("compare needs two configurations, A.json and B.json; \(usage)")
        }
        if choice.animation == nil && choice.transition == nil && choice.indicator == nil && options.output == nil {
            // No motion and no output: the window, both configurations side by side.
            return CompareWindowCommand.run(
                configs, arguments: windowArguments + ["--size", "\(options.width)x\(options.height)"])
        }
        guard choice.indicator == nil else {
            throw UsageError("compare compares --animation or --transition, not --indicator")
        }
        let motion = try choice.motion("compare", kinds: "--animation or --transition")
        let output = try options.requireOutput("compare")
        let renderer = SceneRenderer()
        let clips = try configs.map { path in
            var each = options
            each.configPath = path
            return try clip(
                motion, item: choice.item ?? 0, configuration: try each.loadConfiguration(images: renderer.images),
                viewport: options.viewport, renderer: renderer)
        }
        let times = FilmStrip.times(count: frames, duration: max(clips[0].duration, clips[1].duration))
        let strips = clips.map { clip in
            var scenes = clip.frames(times).makeIterator()
            return FilmStrip(cell: clip.size).scene(times: times) { _ in scenes.next()?.layers ?? [] }
        }
        let names = configs.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let scene = layout(strips, labels: ["A  \(names[0])", "B  \(names[1])", "differences (red)"])
        try OfflineOptions.checkSize(scene.size, scale: options.scale, what: "the comparison")
        let surface = try RasterSurface(
            width: max(1, Int((scene.size.width * options.scale).rounded())),
            height: max(1, Int((scene.size.height * options.scale).rounded())))
        renderer.render(scene, on: surface, scale: options.scale)
        let rows = [band, band * 2 + strips[0].size.height, band * 3 + strips[0].size.height + strips[1].size.height]
            .map { Int(($0 * options.scale).rounded()) }
        let height = Int((max(strips[0].size.height, strips[1].size.height) * options.scale).rounded())
        let counts = markDifferences(
            on: surface, rowA: rows[0], rowB: rows[1], diffRow: rows[2], height: height,
            cell: Int((strips[0].size.width / Double(frames) * options.scale).rounded()), frames: frames)
        do {
            try surface.writePNG(to: output)
        } catch {
            throw UsageError("compare: cannot write \(error)")
        }
        for (time, count) in zip(times, counts) { Console.out("\(FilmStrip.label(time)): \(count) pixels differ\n") }
        return .success
    }

    /// The motion in one configuration: an item alone in its cell, or the whole window for a transition.
    static func clip(
        _ motion: MotionChoice.Motion, item: Int, configuration: AppConfiguration, viewport: Size,
        renderer: SceneRenderer
    ) throws -> MotionClip {
        switch motion {
        case .animation(let name):
            let found = try MotionLookup.item(item, animation: name, configuration: configuration, command: "compare")
            return MotionClip.animation(
                found.animation, item: found.item, index: item, crop: .item, configuration: configuration,
                viewport: viewport, measurer: renderer.text)
        case .transition(let name):
            return MotionClip.transition(
                try MotionLookup.transition(name, command: "compare"), crop: .window,
                configuration: configuration, viewport: viewport, measurer: renderer.text)
        case .indicator:
            throw UsageError("compare compares --animation or --transition, not --indicator")
        }
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

    /// Fills the difference row: A faded to grey, with every pixel where A and B differ in
    /// red. Returns how many pixels differ in each frame's cell.
    static func markDifferences(
        on surface: RasterSurface, rowA: Int, rowB: Int, diffRow: Int, height: Int, cell: Int,
        frames: Int
    ) -> [Int] {
        var counts = Array(repeating: 0, count: frames)
        surface.fill { x, y in
            let own = surface.pixel(x: x, y: y)
            guard y >= diffRow, y < diffRow + height else { return own }
            let a = surface.pixel(x: x, y: rowA + y - diffRow), b = surface.pixel(x: x, y: rowB + y - diffRow)
            if ImageComparison.channelDistance(a, b) > tolerance {
                if cell > 0 { counts[min(frames - 1, x / cell)] += 1 }
                return 0xFFE1_1D48
            }
            return ImageComparison.faded(a)
        }
        return counts
    }
}
