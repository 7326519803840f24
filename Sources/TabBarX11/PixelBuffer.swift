/// Memory holding the window's next frame: 32-bit xRGB words, row after row.
/// It stays valid until the window is resized or closed.
public struct PixelBuffer: @unchecked Sendable {
    public var pixels: UnsafeMutableRawPointer
    public var width: Int
    public var height: Int
    public var bytesPerRow: Int

    public init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}
