extension RasterSurface {
    /// The surface as PNG bytes in memory (for a report that embeds its pictures).
    public func pngData() throws -> [UInt8] {
        var bytes: [UInt8] = []
        if let failure = image.writePNG({ data, count in
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
            return true
        }) {
            throw CairoError("cannot encode PNG: \(failure)")
        }
        return bytes
    }
}
