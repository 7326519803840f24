import TabBarCairo
import TabBarCore

/// `tabbar plot [--config F] (--animation|--transition|--indicator) NAME [--item I] -o curves.png`:
/// the motion's properties against time, one lane per property, drawn by the scene renderer.
enum PlotCommand {
    static let usage = """
        usage: tabbar plot [--config FILE] [--scale S] (--animation NAME | --transition NAME | --indicator NAME) \
        [--item I] -o FILE.png
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var options = OfflineOptions()
        var animation: String?, transition: String?, indicator: String?
        var item: Int?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) { continue }
            switch argument {
            case "--animation": animation = try cursor.value(for: argument)
            case "--transition": transition = try cursor.value(for: argument)
            case "--indicator": indicator = try cursor.value(for: argument)
            case "--item": item = try cursor.integer(for: argument, in: 0...999)
            default: throw UsageError("plot: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let output = try options.requireOutput("plot")
        guard [animation, transition, indicator].compactMap({ $0 }).count == 1 else {
            throw UsageError("plot needs exactly one of --animation, --transition or --indicator")
        }
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let plot: MotionPlot
        if let animation {
            let found = try MotionLookup.item(item ?? 0, animation: animation, configuration: configuration, command: "plot")
            plot = MotionCurves.item(found.animation)
        } else if let transition {
            let kind = try MotionLookup.transition(transition, command: "plot")
            plot = MotionCurves.transition(kind, role: TransitionFilmStrip.defaultRole(for: kind), timing: configuration.navigation.timing,
                                           area: Rect(origin: .zero, size: options.viewport))
        } else {
            let kind = try MotionLookup.indicator(indicator ?? "", command: "plot")
            let target = item ?? min(2, configuration.tabs.count - 1)
            plot = MotionCurves.indicator(kind, configuration: configuration, viewport: options.viewport, target: target,
                                          measurer: renderer.text)
        }
        do {
            try PNGWriter.write(plot.scene(), to: output, scale: options.scale, renderer: renderer)
        } catch {
            throw UsageError("plot: cannot write \(error)")
        }
        return 0
    }
}
