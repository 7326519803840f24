/// Memory holding the window's next frame: 32-bit xRGB words, row after row.
/// It stays valid until the window is resized or closed.
public struct PixelBuffer: @unchecked Sendable {
    /// The first byte of the first row.
    public var pixels: UnsafeMutableRawPointer
    /// The width in device pixels.
    public var width: Int
    /// The height in device pixels.
    public var height: Int
    /// Bytes from one row to the next (at least `4 * width`).
    public var bytesPerRow: Int

    /// A buffer of `height` rows of `width` pixels at `pixels`, rows `bytesPerRow` bytes apart.
    public init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}
