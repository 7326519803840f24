import CGif
import TabBarCore

/// Reads a GIF back with giflib, as a viewer shows it: each frame drawn over the picture so far
/// (transparent pixels keep what was there), so every decoded frame is the whole picture. The
/// tests' way to check what a written file shows.
public enum GIFReader {
    /// One frame as shown: the whole picture after it was drawn.
    public struct Frame: Equatable, Sendable {
        /// The picture's size.
        public var width: Int
        /// The picture's height in pixels.
        public var height: Int
        /// The picture after this frame, one 0x00RRGGBB per pixel, row by row.
        public var rgbPixels: [UInt32]
        /// Hundredths of a second.
        public var delay: Int
        /// The frame as stored: its palette, place, size and transparent index.
        public var stored: IndexedFrame

        /// The stored frame's palette.
        public var palette: [UInt32] { stored.palette }
    }

    /// The file's frames as shown, with their delays.
    ///
    /// - Throws: `FileFailure` when the file cannot be read or is cut short (no trailer).
    public static func read(_ path: String) throws(FileFailure) -> [Frame] {
        var picture: [UInt32]?
        return try readStored(path).map { frame, size in
            var pixels = picture ?? [UInt32](repeating: 0, count: size.width * size.height)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let index = frame.indices[y * frame.width + x]
                    guard index != frame.transparentIndex, Int(index) < frame.palette.count else { continue }
                    let (px, py) = (frame.left + x, frame.top + y)
                    guard px < size.width, py < size.height else { continue }
                    pixels[py * size.width + px] = frame.palette[Int(index)]
                }
            }
            picture = pixels
            return Frame(width: size.width, height: size.height, rgbPixels: pixels, delay: frame.delay, stored: frame)
        }
    }

    /// The frames as stored, each with the picture's size.
    public static func readStored(_ path: String) throws(FileFailure) -> [(IndexedFrame, (width: Int, height: Int))] {
        var status: Int32 = 0
        guard let gif = DGifOpenFileName(path, &status) else {
            throw FileFailure(path: path, reason: GIFWriter.reason(status))
        }
        defer { DGifCloseFile(gif, &status) }
        guard DGifSlurp(gif) == GIF_OK else {
            throw FileFailure(path: path, reason: GIFWriter.reason(gif.pointee.Error))
        }
        let size = (width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight))
        var frames: [(IndexedFrame, (width: Int, height: Int))] = []
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            let width = Int(image.ImageDesc.Width), height = Int(image.ImageDesc.Height)
            guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else {
                throw FileFailure(path: path, reason: "frame \(i) has no colour table")
            }
            let palette = (0..<Int(map.pointee.ColorCount)).map { j -> UInt32 in
                let c = map.pointee.Colors[j]
                return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
            var control = GraphicsControlBlock()
            let hasControl = DGifSavedExtensionToGCB(gif, Int32(i), &control) == GIF_OK
            let indices = Array(UnsafeBufferPointer(start: image.RasterBits, count: width * height))
            let transparent = hasControl && control.TransparentColor >= 0 ? UInt8(control.TransparentColor) : nil
            let frame = IndexedFrame(
                width: width, height: height, palette: palette, indices: indices,
                delay: hasControl ? Int(control.DelayTime) : 0, left: Int(image.ImageDesc.Left),
                top: Int(image.ImageDesc.Top), transparentIndex: transparent)
            frames.append((frame, size))
        }
        return frames
    }
}
