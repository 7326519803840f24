import CCairo
import TabBarCore
import TabBarOutput

extension RasterSurface {
    /// Writes the surface as a PNG file through `OutputFile`: whole or not at all, with errno's
    /// reason on failure (Cairo's own writer says only "error while writing to output stream").
    func writePNGFile(to path: String) throws(FileFailure) {
        try writePNG(to: try OutputFile(path: path))
    }

    /// Writes the surface as a PNG into `file`, opened earlier (a command that checks its
    /// outputs before a long run), and commits it.
    public func writePNG(to file: OutputFile) throws(FileFailure) {
        let path = file.path
        cairo_surface_flush(surface)
        let status = withExtendedLifetime(file) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let file = Unmanaged<OutputFile>.fromOpaque(closure).takeUnretainedValue()
                    do {
                        try file.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
                        return CAIRO_STATUS_SUCCESS
                    } catch {
                        return CAIRO_STATUS_WRITE_ERROR
                    }
                }, Unmanaged.passUnretained(file).toOpaque())
        }
        if status != CAIRO_STATUS_SUCCESS && file.failure == nil {
            file.discard()
            let reason =
                status == CAIRO_STATUS_NO_MEMORY ? "out of memory" : String(cString: cairo_status_to_string(status))
            throw FileFailure(writing: path, reason: reason)
        }
        try file.commit()
    }
}
