import TabBarCairo
import TabBarCore
import TabBarGIF
import TabBarOutput
import TabBarReview

/// The pictures, numbers and GIF of a reviewed motion, as `tabbar filmstrip`, `plot` and
/// `animate` make them.
extension MotionReview {
    /// `frames` evenly spaced, labelled frames from the motion's start to its end (a window
    /// crop is shown at half size), all overlaid in one tile with `onionSkin`, under `header`.
    public func filmStrip(frames: Int = 9, crop: MotionCrop? = nil, onionSkin: Bool = false) -> Scene {
        clip(crop).filmStrip(
            frames: frames, shrink: (crop ?? usualCrop) == .window ? 0.5 : 1, onionSkin: onionSkin, header: header,
            measurer: renderer.text)
    }

    /// Writes `filmStrip(frames:crop:onionSkin:)` as a PNG at `scale` device pixels per
    /// logical pixel.
    public func writeFilmStrip(
        to path: String, frames: Int = 9, crop: MotionCrop? = nil, onionSkin: Bool = false, scale: Double = 1
    ) throws {
        try PNGWriter.write(
            filmStrip(frames: frames, crop: crop, onionSkin: onionSkin), to: path, scale: scale, renderer: renderer)
    }

    /// The frames the window drew while the motion played, with the resting one before it.
    public var plotScenes: PlotScenes { PlotScenes(motion, before: before) }

    /// Every property that moves while the motion plays, one lane per node and property
    /// ("item 1 icon rotation"), with the seed's marks where the motion has them.
    public func plot(velocity: Bool = false) -> MotionPlot {
        plotScenes.plot(title: header.text, velocity: velocity, recipe: recipe, configuration: configuration)
    }

    /// Writes `plot(velocity:)` as a PNG.
    public func writePlot(to path: String, velocity: Bool = false, scale: Double = 1) throws {
        try PNGWriter.write(plot(velocity: velocity).scene(), to: path, scale: scale, renderer: renderer)
    }

    /// The plot's numbers: a `time` column (seconds from the input) and one column per lane.
    public func plotCSV(velocity: Bool = false) -> String {
        plotScenes.samples.csv(velocity: velocity)
    }

    /// Writes `plotCSV(velocity:)`.
    public func writePlotCSV(to path: String, velocity: Bool = false) throws {
        try OutputFile.write(plotCSV(velocity: velocity), to: path)
    }

    /// Writes the motion as an animated GIF: every 0.02 s of GIF time (`slow` times slower),
    /// then the resting frame held for 0.5 s.
    public func writeGIF(to path: String, crop: MotionCrop? = nil, slow: Double = 1, scale: Double = 1) throws {
        try MotionGIF.write(clip(crop), to: path, slow: slow, scale: scale, renderer: renderer)
    }
}
