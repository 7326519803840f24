extension RasterSurface {
    /// The surface as PNG bytes in memory (a picture embedded in a Lottie file); nil when
    /// Cairo cannot encode it.
    public func pngBytes() -> [UInt8]? {
        try? pngData()
    }
}
