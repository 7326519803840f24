/// An opaque image as 0x00RRGGBB pixels, row by row: what the quantizer reads.
public struct RGBFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height` pixels; the top byte is ignored.
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "an RGBFrame needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies rows of Cairo's native 32-bit xRGB words (opaque). A plain row copy, because
    /// the window's frame loop calls it: the top byte is ignored later rather than cleared now.
    public init(argb32 base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            count = 0
            guard let start = buffer.baseAddress else { return }
            let out = UnsafeMutableRawPointer(start)
            for y in 0..<height { (out + y * width * 4).copyMemory(from: base + y * bytesPerRow, byteCount: width * 4) }
            count = width * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

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
