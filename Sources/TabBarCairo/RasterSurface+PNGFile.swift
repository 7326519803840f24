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
        let failed = image.writePNG { data, count in
            do {
                try file.write(UnsafeRawBufferPointer(start: data, count: count))
                return true
            } catch {
                return false
            }
        }
        if let failed, file.failure == nil {
            file.discard()
            throw FileFailure(writing: file.path, reason: failed)
        }
        try file.commit()
    }
}
