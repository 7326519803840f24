import Glibc
import TabBarCairo
import TabBarLoading
import TabBarReview

/// A script's `screenshot` assert, as Playwright's `toHaveScreenshot`: compares the frame with
/// a reference PNG; on a mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the
/// reference; a missing reference is written from the frame, and the assert fails. With
/// `--update-snapshots` a reference that is missing or does not match is rewritten from the
/// frame instead, and the assert holds. The reference is read as every input image is: a FIFO,
/// a device or an image over 16384 pixels a side or 64 MB decoded fails the assert at once,
/// naming why.
struct ScreenshotAssert {
    var path: String
    var maxDiffPixels: Int
    var threshold: Double

    /// What the assert found.
    struct Result {
        /// Why it failed; nil when it held.
        var failure: String?
        var evidence = AssertEvidence()
        /// The reference rewritten from the frame (`--update-snapshots`), if any.
        var updated: String?
    }

    /// `<name>.<suffix>.png` beside the reference.
    func sibling(_ suffix: String) -> String {
        let base = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return "\(base).\(suffix).png"
    }

    /// Compares the frame made by `make` with the reference; `updating` rewrites a reference
    /// that is missing or differs, `keepingPictures` keeps the three pictures for the HTML report.
    func check(actual make: () throws -> RasterSurface, updating: Bool, keepingPictures: Bool) -> Result {
        do {
            let actual = try make()
            guard FileSystem.exists(path) else {
                try replaceReference(with: actual)
                var result = Result(
                    failure: "screenshot \(path) did not exist: written from this frame; check it and run again")
                if updating { result = Result(failure: nil, updated: path) }
                result.evidence = try evidence(actual: actual, expected: nil, diff: nil, keeping: keepingPictures)
                if !updating { result.evidence.attachments = [path] }
                return result
            }
            // Read as any input image is (`PNGImage`): never blocking, a regular file, and
            // checked for size before decoding, so a FIFO or a 20000×20000 PNG is one line.
            let expected = try PNGImage.load(path)
            let comparison = try ImageComparison(actual: actual, expected: expected, threshold: threshold)
            let pictures = try evidence(
                actual: actual, expected: expected, diff: comparison.sameSize ? comparison.diff : nil,
                keeping: keepingPictures)
            guard !comparison.sameSize || comparison.differingPixels > maxDiffPixels else {
                return Result(failure: nil, evidence: pictures)
            }
            if updating {
                try replaceReference(with: actual)
                return Result(failure: nil, evidence: pictures, updated: path)
            }
            try actual.writePNG(to: sibling("actual"))
            try comparison.diff.writePNG(to: sibling("diff"))
            let size =
                comparison.sameSize
                ? "" : " (size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height))"
            var result = Result(
                failure:
                    "screenshot \(path): \(comparison.differingPixels) pixels differ, at most \(maxDiffPixels) allowed\(size); wrote \(sibling("diff"))",
                evidence: pictures)
            result.evidence.attachments = [sibling("actual"), sibling("diff")]
            return result
        } catch {
            return Result(failure: "screenshot \(path): \(error)")
        }
    }

    private func evidence(
        actual: RasterSurface, expected: RasterSurface?, diff: RasterSurface?, keeping: Bool
    ) throws -> AssertEvidence {
        guard keeping else { return AssertEvidence() }
        return AssertEvidence(
            screenshot: ScreenshotPictures(
                reference: path, expected: try expected?.pngData(), actual: try actual.pngData(),
                diff: try diff?.pngData()))
    }

    /// Writes the frame as the reference; `writePNG` replaces a file whole (`OutputFile`), so
    /// a failed write leaves the old reference as it was.
    private func replaceReference(with frame: RasterSurface) throws {
        try frame.writePNG(to: path)
    }
}
