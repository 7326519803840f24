import TabBarCore
import TabBarMotionReview

/// `CustomAnimation --review FOLDER`: the swing reviewed as `tabbar` reviews its own
/// animations, without a display: a film strip, a plot (PNG and CSV) and a GIF of the
/// "Deals" item swinging as it is selected, played in the headless window from a tap.
func reviewSwing(in configuration: AppConfiguration, into folder: String) -> Int32 {
    do {
        let review = try MotionReview(animation: SwingAnimation(), item: 1, in: configuration)
        try review.writeFilmStrip(to: folder + "/swing.png")
        try review.writePlot(to: folder + "/swing-plot.png")
        try review.writePlotCSV(to: folder + "/swing.csv")
        try review.writeGIF(to: folder + "/swing.gif")
        print("\(review.header.text): swing.png, swing-plot.png, swing.csv and swing.gif in \(folder)")
        return 0
    } catch {
        print("CustomAnimation: \(error)")
        return 2
    }
}
