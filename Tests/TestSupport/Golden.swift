import Foundation
import TabBarCairo
import XCTest

/// Golden PNG comparison. References live beside the test that owns them, in
/// `__Snapshots__/<TestFile>/<name>.png`. A missing reference is recorded and the test
/// fails, so every new image gets looked at before it counts; `RECORD_GOLDENS=1`
/// re-records all of them. On a mismatch the actual image and a diff land in `__Failures__/`.
public enum Golden {
    /// How different two images may be and still match.
    public struct Tolerance: Sendable {
        /// Largest per-channel difference (0–255) that counts as equal.
        public var channel: Int
        /// How many pixels may differ by more than `channel`.
        public var pixels: Int

        public init(channel: Int = 2, pixels: Int = 0) {
            self.channel = channel
            self.pixels = pixels
        }
    }

    public static func assertMatches(
        _ surface: RasterSurface, named name: String, tolerance: Tolerance = Tolerance(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let source = URL(fileURLWithPath: "\(file)")
        let folder = source.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        let reference = folder.appendingPathComponent(name + ".png")
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
        if record || !FileManager.default.fileExists(atPath: reference.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try surface.writePNG(to: reference.path)
                XCTFail("recorded golden \(reference.path); review it by eye, then run again", file: file, line: line)
            } catch {
                XCTFail("cannot record golden: \(error)", file: file, line: line)
            }
            return
        }
        do {
            let expected = try RasterSurface(png: reference.path)
            let result = ImageDiff(expected, surface, channelTolerance: tolerance.channel)
            if result.differingPixels > tolerance.pixels {
                let failures = source.deletingLastPathComponent().appendingPathComponent("__Failures__")
                try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                let actualPath = failures.appendingPathComponent(name + ".actual.png").path
                try? surface.writePNG(to: actualPath)
                try? result.diffImage?.writePNG(to: failures.appendingPathComponent(name + ".diff.png").path)
                XCTFail("\(name): \(result.summary); actual image at \(actualPath)", file: file, line: line)
            }
        } catch {
            XCTFail("cannot read golden \(reference.path): \(error)", file: file, line: line)
        }
    }
}
