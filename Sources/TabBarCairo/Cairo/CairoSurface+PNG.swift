import CCairo

/// PNG files, read and written by Cairo through streams the caller feeds.
extension CairoSurface {
    /// The PNG file at `path`, decoded by Cairo.
    static func png(atPath path: String) throws -> CairoSurface {
        try CairoSurface(adopting: cairo_image_surface_create_from_png(path), what: "cannot read PNG \(path)")
    }

    /// A PNG decoded from what `read` gives, `count` bytes at a time into the buffer (false:
    /// no more bytes, an error).
    static func png(reading read: (UnsafeMutablePointer<UInt8>, Int) -> Bool) throws -> CairoSurface {
        typealias Reader = (UnsafeMutablePointer<UInt8>, Int) -> Bool
        let surface = withoutActuallyEscaping(read) { read in
            var reader: Reader = read
            return withUnsafeMutablePointer(to: &reader) { pointer in
                cairo_image_surface_create_from_png_stream(
                    { closure, data, length in
                        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                        return closure.assumingMemoryBound(to: Reader.self).pointee(data, Int(length))
                            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                    }, pointer)
            }
        }
        guard let surface else { throw CairoError("cannot decode PNG") }
        return try CairoSurface(adopting: surface, what: "cannot decode PNG")
    }

    /// Encodes the surface as a PNG, handing the bytes to `write` as they come (false: stop,
    /// an error). Returns Cairo's reason when it failed, nil when it succeeded.
    func writePNG(_ write: (UnsafePointer<UInt8>, Int) -> Bool) -> String? {
        typealias Writer = (UnsafePointer<UInt8>, Int) -> Bool
        flush()
        let status = withoutActuallyEscaping(write) { write in
            var writer: Writer = write
            return withUnsafeMutablePointer(to: &writer) { pointer in
                cairo_surface_write_to_png_stream(
                    self.pointer,
                    { closure, data, length in
                        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                        return closure.assumingMemoryBound(to: Writer.self).pointee(data, Int(length))
                            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
                    }, pointer)
            }
        }
        switch status {
        case CAIRO_STATUS_SUCCESS: return nil
        case CAIRO_STATUS_NO_MEMORY: return "out of memory"
        default: return String(cString: cairo_status_to_string(status))
        }
    }
}
