import CCairo

/// A 32-bit image surface that Cairo draws into: either memory of its own, or memory the
/// window provides (the XShm segment), so the window and the PNG writer share one path.
///
/// Pixels are Cairo's native-endian premultiplied xRGB/ARGB words.
public final class RasterSurface {
    /// The underlying `cairo_surface_t`.
    let surface: OpaquePointer
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
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        memoryOwner = nil
        surface = cairo_image_surface_create(format, Int32(width), Int32(height))
        self.width = width
        self.height = height
        try Self.check(surface)
    }

    /// What owns the memory of a surface made over someone else's, kept as long as it.
    private let memoryOwner: AnyObject?

    /// A surface over memory the caller owns and keeps alive for the surface's lifetime, or
    /// that `owner` keeps alive (it is released after the surface).
    public init(
        pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, owner: AnyObject? = nil
    ) throws {
        memoryOwner = owner
        surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
            Int32(width), Int32(height), Int32(bytesPerRow))
        self.width = width
        self.height = height
        try Self.check(surface)
    }

    /// Loads a PNG file.
    public init(png path: String) throws {
        memoryOwner = nil
        surface = cairo_image_surface_create_from_png(path)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("cannot read PNG \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// Takes ownership of `surface`, which Cairo made; throws (and destroys it) when Cairo
    /// reports an error in it.
    init(adopting surface: OpaquePointer, what: String) throws {
        memoryOwner = nil
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Writes the surface as a PNG file.
    ///
    /// - Throws: `FileFailure` naming the path and errno's reason; the old file stays as it was.
    public func writePNG(to path: String) throws {
        try writePNGFile(to: path)
    }

    /// The distance in bytes between rows (Cairo's stride, which may pad rows beyond
    /// `width * 4`): what a host copying the pixels out must step by.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied; alpha is 0xFF on opaque surfaces).
    public func pixel(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return 0 }
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        return cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? word | 0xFF00_0000 : word
    }

    /// Sets every pixel to `color(x, y)`, given as 0xAARRGGBB (premultiplied).
    public func fill(_ color: (Int, Int) -> UInt32) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = bytesPerRow
        for y in 0..<height {
            for x in 0..<width {
                UnsafeMutableRawPointer(data).storeBytes(
                    of: color(x, y), toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func check(_ surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError("cannot create image surface: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
