import CCairo

extension RasterSurface {
    /// The surface as PNG bytes in memory (a picture embedded in a Lottie file); nil when
    /// Cairo cannot encode it.
    public func pngBytes() -> [UInt8]? {
        var bytes: [UInt8] = []
        cairo_surface_flush(surface)
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: [UInt8].self).pointee.append(
                        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? bytes : nil
    }
}
