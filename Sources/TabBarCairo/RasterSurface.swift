import TabBarCore

/// A 32-bit image surface that Cairo draws into: either memory of its own, or memory the
/// window provides (the XShm segment), so the window and the PNG writer share one path.
///
/// Pixels are Cairo's native-endian premultiplied xRGB/ARGB words.
public final class RasterSurface {
    /// The Cairo surface.
    let image: CairoSurface
    /// The width in device pixels.
    public let width: Int
    /// The height in device pixels.
    public let height: Int

    /// A surface with its own zeroed memory. `opaque` picks RGB24, which matches a 24-bit
    /// TrueColor X visual; otherwise ARGB32.
    ///
    /// - Throws: `CairoError` "out of memory: …" when there is not room to draw a surface of
    ///   this size (`MemoryHeadroom`), or when Cairo cannot make it.
    public init(width: Int, height: Int, opaque: Bool = true) throws {
        try MemoryHeadroom.check(width: width, height: height)
        image = try CairoSurface.image(width: width, height: height, opaque: opaque)
        self.width = width
        self.height = height
    }

    /// A surface over memory the caller owns and keeps alive for the surface's lifetime, or
    /// that `owner` keeps alive (it is released after the surface).
    public init(
        pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, owner: AnyObject? = nil
    ) throws {
        image = try CairoSurface.image(
            over: pixels, width: width, height: height, bytesPerRow: bytesPerRow, owner: owner)
        self.width = width
        self.height = height
    }

    /// Loads a PNG file.
    public convenience init(png path: String) throws {
        try self.init(image: CairoSurface.png(atPath: path))
    }

    /// Takes `image`, which Cairo made.
    init(image: CairoSurface) {
        self.image = image
        width = image.width
        height = image.height
    }

    /// Writes the surface as a PNG file.
    ///
    /// - Throws: `FileFailure` naming the path and errno's reason; the old file stays as it was.
    public func writePNG(to path: String) throws {
        try writePNGFile(to: path)
    }

    /// The distance in bytes between rows (Cairo's stride, which may pad rows beyond
    /// `width * 4`): what a host copying the pixels out must step by.
    public var bytesPerRow: Int { image.bytesPerRow }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied; alpha is 0xFF on opaque surfaces).
    public func pixel(x: Int, y: Int) -> UInt32 {
        image.flush()
        guard x >= 0, y >= 0, x < width, y < height, let data = image.pixels else { return 0 }
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        return image.isOpaque ? word | 0xFF00_0000 : word
    }

    /// Sets every pixel to `color(x, y)`, given as 0xAARRGGBB (premultiplied).
    public func fill(_ color: (Int, Int) -> UInt32) {
        image.flush()
        guard let data = image.pixels else { return }
        let stride = bytesPerRow
        for y in 0..<height {
            for x in 0..<width {
                data.storeBytes(of: color(x, y), toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        image.markDirty()
    }
}
