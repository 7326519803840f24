import CCairo

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
