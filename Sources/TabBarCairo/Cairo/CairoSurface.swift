import CCairo
import TabBarFrame

/// A Cairo surface, held: one reference to a `cairo_surface_t`, released with the value.
/// Every image the renderer draws into or from is one (through `RasterSurface`), and so are
/// the views the band painter's helper reads and writes through.
final class CairoSurface {
    let pointer: OpaquePointer
    /// What keeps the pixels of a surface over someone else's memory alive: released only
    /// after the surface (a view keeps the surface it sees).
    private let owner: AnyObject?

    /// Takes over a reference Cairo gave; throws (and releases it) when Cairo made an error
    /// surface, with `what` as the start of the message.
    init(adopting pointer: OpaquePointer, what: String, owner: AnyObject? = nil) throws {
        self.owner = owner
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw CairoError("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
        self.pointer = pointer
    }

    /// Another reference to a surface Cairo holds (a context's target).
    init(retaining pointer: OpaquePointer) {
        self.pointer = cairo_surface_reference(pointer)
        owner = nil
    }

    deinit { cairo_surface_destroy(pointer) }

    /// An image surface with zeroed memory of its own: 24-bit RGB in 32-bit words when
    /// `opaque`, else premultiplied ARGB.
    static func image(width: Int, height: Int, opaque: Bool) throws -> CairoSurface {
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        return try CairoSurface(
            adopting: cairo_image_surface_create(format, Int32(width), Int32(height)),
            what: "cannot create image surface")
    }

    /// An image surface over memory that `owner` keeps alive (or the caller, without one), in
    /// RGB24 unless `alpha`.
    static func image(
        over pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, alpha: Bool = false,
        owner: AnyObject? = nil
    ) throws -> CairoSurface {
        try CairoSurface(
            adopting: cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                Int32(width), Int32(height), Int32(bytesPerRow)),
            what: "cannot create image surface", owner: owner)
    }

    /// The bytes a row of `width` pixels takes in an image with alpha.
    static func bytesPerRow(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }
    /// Whether the pixels are 24-bit RGB (no alpha) rather than premultiplied ARGB.
    var isOpaque: Bool { cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24 }
    /// Whether it is an image in memory.
    var isImage: Bool { cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE }
    /// Whether its pixels are in one of the two formats the renderer draws (32-bit words).
    var hasWordPixels: Bool {
        let format = cairo_image_surface_get_format(pointer)
        return format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32
    }
    /// Whether device coordinates are the surface's own pixels (no offset, as a group's has).
    var hasNoDeviceOffset: Bool {
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(pointer, &dx, &dy)
        return dx == 0 && dy == 0
    }

    /// The first pixel; nil when the surface has no memory of its own to show.
    var pixels: UnsafeMutableRawPointer? { cairo_image_surface_get_data(pointer).map(UnsafeMutableRawPointer.init) }

    /// Lands what Cairo has pending, before the pixels are read or written from outside.
    func flush() { cairo_surface_flush(pointer) }

    /// Tells Cairo the pixels were changed from outside.
    func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Tells Cairo the pixels of `box` were changed from outside.
    func markDirty(_ box: PixelBox) {
        cairo_surface_mark_dirty_rectangle(pointer, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }

    /// A new surface over the same pixels in the same format, for another thread to read or
    /// write through; nil if this is not an image or Cairo cannot make one.
    func view() -> CairoSurface? {
        guard cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(pointer)
        else { return nil }
        return try? CairoSurface(
            adopting: cairo_image_surface_create_for_data(
                data, cairo_image_surface_get_format(pointer), Int32(width), Int32(height), Int32(bytesPerRow)),
            what: "view", owner: self)
    }

    /// An opaque image's pixels seen as ARGB with every alpha at 255: the unused byte of each
    /// pixel is set to 255 and the colours kept (DEST_OVER with opaque black adds nothing to
    /// them). Nil when this is not an opaque image or Cairo cannot make the view.
    func blendableView() -> CairoSurface? {
        guard isOpaque, let pixels else { return nil }
        flush()
        guard
            let view = try? CairoSurface.image(
                over: pixels, width: width, height: height, bytesPerRow: bytesPerRow, alpha: true, owner: self),
            let context = CairoContext(view)
        else { return nil }
        context.setOperator(.destinationOver)
        context.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        context.paint()
        view.flush()
        return view
    }
}
