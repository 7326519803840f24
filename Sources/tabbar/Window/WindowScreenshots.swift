import Foundation
import TabBarCairo

/// F12's screenshots of the window as it is on screen, and the time-stamped names that they
/// and F11's recordings get in the current folder.
struct WindowScreenshots {
    /// F12 was pressed (or a script step pressed it): the window is written once the next
    /// frame is drawn, so even a script's first step has a frame to write.
    var isDue = false

    /// No frame has been drawn yet, so there is nothing to write.
    struct NoFrame: Error, CustomStringConvertible {
        var description: String { "the window has no frame to write" }
    }

    /// Writes `surface` (the frame just drawn) to a new time-stamped PNG and returns its path.
    mutating func write(_ surface: RasterSurface?) throws -> String {
        isDue = false
        guard let surface else { throw NoFrame() }
        let path = Self.timestampedPath(extension: "png")
        try surface.writePNG(to: path)
        return path
    }

    /// A file in the current folder named by the time: tabbar-20261201-034512-123.png.
    static func timestampedPath(extension name: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return FileManager.default.currentDirectoryPath + "/tabbar-" + formatter.string(from: Date()) + "." + name
    }
}
