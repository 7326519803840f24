import TabBarCairo
import TabBarX11

/// A back buffer in ordinary, zeroed memory, as the window's `FrameLedger` holds one: what a
/// test's ledger (or `FakeEventLoop`) draws into without a display.
public final class MemoryBuffer: ChainedBuffer {
    public let pixels: PixelBuffer
    /// A surface over the memory, to show or compare what it holds.
    public let surface: RasterSurface?

    /// A buffer of `height` rows of `width` pixels, rows `bytesPerRow` bytes apart (at least
    /// `4 * width` for Cairo to draw into it).
    public init(width: Int, height: Int, bytesPerRow: Int? = nil) {
        let bytes = max(1, height) * width * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        pixels = PixelBuffer(pixels: memory, width: width, height: height, bytesPerRow: bytesPerRow ?? width * 4)
        surface = try? RasterSurface(pixels: memory, width: width, height: height, bytesPerRow: pixels.bytesPerRow)
    }

    deinit { pixels.pixels.deallocate() }

    public func abandon() {}
}
