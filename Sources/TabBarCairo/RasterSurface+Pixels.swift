import TabBarCore
import TabBarFrame

extension RasterSurface {
    /// Calls `body` with the surface's pixel rows (native-endian 32-bit words,
    /// `bytesPerRow` apart) after Cairo has flushed its drawing; for copying frames out.
    public func withPixels<Result>(_ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result? {
        image.flush()
        guard let data = image.pixels else { return nil }
        return try body(UnsafeRawPointer(data))
    }
}

extension RasterSurface {
    /// Calls `body` with the surface's pixel rows to change them (native-endian 32-bit words,
    /// `bytesPerRow` apart), then tells Cairo they changed.
    public func withMutablePixels(_ body: (UnsafeMutableRawPointer) throws -> Void) rethrows {
        image.flush()
        guard let data = image.pixels else { return }
        try body(data)
        image.markDirty()
    }
}

extension RasterSurface {
    /// Lays `tint` over the surface (source over), as a renderer draws a translucent
    /// rectangle and as the window's server lays the tints a frame leaves to it: what tests
    /// that play the server's part compare the server with.
    public func lay(_ tint: PixelTint) {
        guard let context = CairoContext(image) else { return }
        context.rectangle(Double(tint.x), Double(tint.y), Double(tint.width), Double(tint.height))
        context.setSource(tint.color)
        context.fill()
        image.flush()
    }
}
