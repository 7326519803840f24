import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarMotionReview
import TabBarOutput
import TabBarReview
import TabBarX11

/// `tabbar plot [--config F] (--animation|--transition|--indicator) NAME [--item I] [--role R]
/// [--velocity] [--format png|csv] -o FILE`: every property that moves in the window while
/// the motion plays, one lane per node and property, sampled from the frames the headless
/// window draws as it plays the motion from the window's own inputs, drawn by the scene
/// renderer, or written as CSV.
enum PlotCommand {
    enum Format: String, CaseIterable {
        case png, csv
    }

    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let format = parsed.text("--format").flatMap(Format.init(rawValue:)) ?? .png
        let velocity = parsed.contains("--velocity")
        let role = parsed.text("--role")
        guard let output = options.output, !output.isEmpty else { throw UsageError("plot needs -o FILE") }
        HeadlessSignals.watch()
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let request = try MotionRequest.resolve(
            try choice.motion("plot"), item: choice.item, role: role, configuration: configuration,
            viewport: options.viewport, command: "plot")
        let scenes: PlotScenes
        do {
            scenes = try PlotScenes.play(
                request.recipe, configuration: configuration, viewport: options.viewport, measurer: renderer.text)
        } catch {
            throw UsageError("plot: \(error)")
        }
        switch format {
        case .csv:
            try OutputFile.write(scenes.samples.csv(velocity: velocity), to: output)
        case .png:
            let title = request.header(config: options.configName, duration: scenes.duration).text
            let plot = scenes.plot(
                title: title, velocity: velocity, recipe: request.recipe, configuration: configuration)
            try OfflineOptions.checkSize(plot.size, scale: options.scale, what: "the plot", shrinkWith: "--scale")
            try PNGWriter.write(plot.scene(), to: output, scale: options.scale, renderer: renderer)
        }
        return .success
    }
}
