/// An opaque image as 0x00RRGGBB pixels, row by row: what the quantizer reads.
public struct RGBFrame: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width * height` pixels; the top byte is ignored.
    public var pixels: [UInt32]

    /// An image of `pixels`, row by row. `pixels` must hold `width * height` of them.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "an RGBFrame needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies rows of Cairo's native 32-bit xRGB words (opaque) over this frame's pixels, in
    /// place: a stream of frames of one size (`animate`) reuses one buffer.
    public mutating func copy(argb32 base: UnsafeRawPointer, bytesPerRow: Int) {
        let (width, height) = (self.width, self.height)
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<height {
                (out.baseAddress! + y * width * 4).copyMemory(from: base + y * bytesPerRow, byteCount: width * 4)
            }
        }
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
