import TabBarCairo
import TabBarLoading

/// A script's `screenshot` assert, as Playwright's `toHaveScreenshot`: compares the frame with
/// a reference PNG; on a mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the
/// reference; a missing reference is written from the frame, and the assert fails.
struct ScreenshotAssert {
    var path: String
    var maxDiffPixels: Int
    var threshold: Double

    /// `<name>.<suffix>.png` beside the reference.
    func sibling(_ suffix: String) -> String {
        let base = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return "\(base).\(suffix).png"
    }

    /// Why the frame made by `actual` does not match, or nil when it does.
    func failure(actual make: () throws -> RasterSurface) -> String? {
        do {
            let actual = try make()
            guard FileSystem.exists(path) else {
                try actual.writePNG(to: path)
                return "screenshot \(path) did not exist: written from this frame; check it and run again"
            }
            let expected = try RasterSurface(png: path)
            let comparison = try ImageComparison(actual: actual, expected: expected, threshold: threshold)
            guard !comparison.sameSize || comparison.differingPixels > maxDiffPixels else { return nil }
            try actual.writePNG(to: sibling("actual"))
            try comparison.diff.writePNG(to: sibling("diff"))
            let size =
                comparison.sameSize
                ? "" : " (size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height))"
            return
                "screenshot \(path): \(comparison.differingPixels) pixels differ, at most \(maxDiffPixels) allowed\(size); wrote \(sibling("diff"))"
        } catch {
            return "screenshot \(path): \(error)"
        }
    }
}
