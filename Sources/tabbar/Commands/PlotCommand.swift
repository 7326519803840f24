import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// `tabbar plot [--config F] (--animation|--transition|--indicator) NAME [--item I] -o curves.png`:
/// the motion's properties against time, one lane per property, drawn by the scene renderer.
enum PlotCommand {
    static let usage = """
        usage: tabbar plot [--config FILE] [--scale S] (--animation NAME | --transition NAME | --indicator NAME) \
        [--item I] -o FILE.png
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var choice = MotionChoice()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) || choice.read(argument, from: &cursor) { continue }
            throw UsageError("plot: unknown option \"\(argument)\"; \(usage)")
        }
        let output = try options.requireOutput("plot")
        let motion = try choice.motion("plot")
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let plot: MotionPlot
        switch motion {
        case .animation(let name):
            let found = try MotionLookup.item(
                choice.item ?? 0, animation: name, configuration: configuration, command: "plot")
            plot = MotionCurves.item(found.animation)
        case .transition(let name):
            let kind = try MotionLookup.transition(name, command: "plot")
            plot = MotionCurves.transition(
                kind, role: TransitionFilmStrip.defaultRole(for: kind), timing: configuration.navigation.timing,
                area: Rect(origin: .zero, size: options.viewport))
        case .indicator(let name):
            let kind = try MotionLookup.indicator(name, command: "plot")
            let target = choice.item ?? min(2, configuration.tabs.count - 1)
            plot = MotionCurves.indicator(
                kind, configuration: configuration, viewport: options.viewport, target: target,
                measurer: renderer.text)
        }
        do {
            try PNGWriter.write(plot.scene(), to: output, scale: options.scale, renderer: renderer)
        } catch {
            throw UsageError("plot: cannot write \(error)")
        }
        return .success
    }
}
