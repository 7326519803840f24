import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarReview
import TabBarX11

/// `tabbar plot [--config F] (--animation|--transition|--indicator) NAME [--item I]
/// [--velocity] [--format png|csv] -o FILE`: every property that moves in the window while
/// the motion plays, one lane per node and property, sampled from the window's scenes and
/// drawn by the scene renderer, or written as CSV.
enum PlotCommand {
    static let usage = """
        usage: tabbar plot [--config FILE] [--size WxH] [--scale S] (--animation NAME | --transition NAME | \
        --indicator NAME) [--item I] [--velocity] [--format png|csv] -o FILE
        """

    enum Format: String, CaseIterable {
        case png, csv
    }

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var choice = MotionChoice()
        var format = Format.png
        var velocity = false
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) || choice.read(argument, from: &cursor) { continue }
            switch argument {
            case "--velocity": velocity = true
            case "--format":
                let value = try cursor.value(for: argument)
                guard let chosen = Format(rawValue: value) else {
                    throw UsageError("plot: --format \"\(value)\": expected png or csv")
                }
                format = chosen
            default: throw UsageError("plot: unknown option \"\(argument)\"; \(usage)")
            }
        }
        guard let output = options.output, !output.isEmpty else { throw UsageError("plot needs -o FILE") }
        let renderer = SceneRenderer()
        let (title, scenes, references) = try motion(try choice.motion("plot"), choice, options, renderer)
        let samples = MotionSamples(times: MotionSamples.times(duration: scenes.duration), scene: scenes.scene)
        do {
            switch format {
            case .csv:
                try FileSystem.write(samples.csv(velocity: velocity), to: output)
            case .png:
                let plot = MotionPlot(
                    title: title + ", \(Int((scenes.duration * 1000).rounded())) ms", duration: scenes.duration,
                    samples: samples, velocity: velocity, references: references)
                try OfflineOptions.checkSize(plot.size, scale: options.scale, what: "the plot", shrinkWith: "--scale")
                try PNGWriter.write(plot.scene(), to: output, scale: options.scale, renderer: renderer)
            }
        } catch let error as UsageError {
            throw error
        } catch let error as OutputFileError {
            throw UsageError("plot: cannot write \(output): \(error.reason)")
        } catch {
            throw UsageError("plot: cannot write \(output): \(error)")
        }
        return .success
    }

    /// The motion named: its title, its scenes, and the seed's values for its lanes.
    static func motion(
        _ motion: MotionChoice.Motion, _ choice: MotionChoice, _ options: OfflineOptions, _ renderer: SceneRenderer
    ) throws -> (String, PlotScenes, [String: [Point]]) {
        let configuration = try options.loadConfiguration(images: renderer.images)
        let viewport = options.viewport
        switch motion {
        case .animation(let name):
            let index = choice.item ?? 0
            let found = try MotionLookup.item(index, animation: name, configuration: configuration, command: "plot")
            let scenes = PlotScenes.animation(
                found.animation, item: found.item, index: index, configuration: configuration, viewport: viewport,
                measurer: renderer.text)
            return (
                "animation \(name) — item \(index) clicked", scenes,
                SeedReferences.item(found.animation, index: index)
            )
        case .transition(let name):
            let kind = try MotionLookup.transition(name, command: "plot")
            let role = TransitionFilmStrip.defaultRole(for: kind)
            let strip = TransitionFilmStrip(configuration: configuration, viewport: viewport, measurer: renderer.text)
            return ("transition \(name) — \(role.rawValue)", PlotScenes.transition(kind, role: role, strip: strip), [:])
        case .indicator(let name):
            let kind = try MotionLookup.indicator(name, command: "plot")
            let target = choice.item ?? min(2, configuration.tabs.count - 1)
            guard configuration.tabs.indices.contains(target) else {
                throw UsageError("plot: --item \(target): there are only \(configuration.tabs.count) tabs")
            }
            let scenes = PlotScenes.indicator(
                kind, target: target, configuration: configuration, viewport: viewport, measurer: renderer.text)
            return ("indicator \(name) — item 0 → \(target)", scenes, [:])
        }
    }
}
