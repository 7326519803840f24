import CGif

/// Reads a GIF back into frames with giflib (whole-image frames, as `GIFWriter` writes):
/// the tests' way to check what a written file shows.
public enum GIFReader {
    /// The file's frames with their palettes and delays.
    public static func read(_ path: String) throws(GIFError) -> [IndexedFrame] {
        var status: Int32 = 0
        guard let gif = DGifOpenFileName(path, &status) else {
            throw GIFError(path: path, reason: GIFWriter.reason(status))
        }
        defer { DGifCloseFile(gif, &status) }
        guard DGifSlurp(gif) == GIF_OK else { throw GIFError(path: path, reason: GIFWriter.reason(gif.pointee.Error)) }
        var frames: [IndexedFrame] = []
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            let width = Int(image.ImageDesc.Width), height = Int(image.ImageDesc.Height)
            guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else {
                throw GIFError(path: path, reason: "frame \(i) has no colour table")
            }
            let palette = (0..<Int(map.pointee.ColorCount)).map { j -> UInt32 in
                let c = map.pointee.Colors[j]
                return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
            var control = GraphicsControlBlock()
            let delay = DGifSavedExtensionToGCB(gif, Int32(i), &control) == GIF_OK ? Int(control.DelayTime) : 0
            let indices = Array(UnsafeBufferPointer(start: image.RasterBits, count: width * height))
            frames.append(IndexedFrame(width: width, height: height, palette: palette, indices: indices, delay: delay))
        }
        return frames
    }
}
