import CCairo

extension RasterSurface {
    /// The surface as PNG bytes in memory (for a report that embeds its pictures).
    public func pngData() throws -> [UInt8] {
        var bytes: [UInt8] = []
        cairo_surface_flush(surface)
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: [UInt8].self).pointee
                        .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes
    }
}
