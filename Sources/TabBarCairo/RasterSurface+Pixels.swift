import CCairo
import TabBarCore

extension RasterSurface {
    /// Calls `body` with the surface's pixel rows (native-endian 32-bit words,
    /// `bytesPerRow` apart) after Cairo has flushed its drawing; for copying frames out.
    public func withPixels<Result>(_ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return try body(UnsafeRawPointer(data))
    }
}

extension RasterSurface {
    /// Calls `body` with the surface's pixel rows to change them (native-endian 32-bit words,
    /// `bytesPerRow` apart), then tells Cairo they changed.
    public func withMutablePixels(_ body: (UnsafeMutableRawPointer) throws -> Void) rethrows {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        try body(UnsafeMutableRawPointer(data))
        cairo_surface_mark_dirty(surface)
    }
}

extension RasterSurface {
    /// Lays `tint` over the surface (source over), as a renderer draws a translucent
    /// rectangle and as the window's server lays the tints a frame leaves to it: what tests
    /// that play the server's part compare the server with.
    public func lay(_ tint: PixelTint) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, Double(tint.x), Double(tint.y), Double(tint.width), Double(tint.height))
        cairo_set_source_rgba(cr, tint.color.red, tint.color.green, tint.color.blue, tint.color.alpha)
        cairo_fill(cr)
        cairo_surface_flush(surface)
    }
}
