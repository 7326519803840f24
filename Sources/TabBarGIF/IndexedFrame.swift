/// A frame reduced to at most 256 colours: what a GIF stores.
public struct IndexedFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// 0x00RRGGBB colours, at most 256.
    public var palette: [UInt32]
    /// One palette index per pixel, row by row.
    public var indices: [UInt8]
    /// How long the frame shows, in hundredths of a second.
    public var delay: Int

    public init(width: Int, height: Int, palette: [UInt32], indices: [UInt8], delay: Int) {
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
        self.delay = delay
    }

    /// The frame's colours, one 0x00RRGGBB per pixel.
    public var rgbPixels: [UInt32] { indices.map { palette[Int($0)] } }
}
