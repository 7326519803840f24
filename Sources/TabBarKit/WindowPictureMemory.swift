import TabBarCairo
import TabBarX11

/// The window's shared memory as the layer cache's `PictureMemory`: pages rasterized into it
/// are shown by the X server copying them (`PixelCopy`) rather than through the back buffer.
public final class WindowPictureMemory: PictureMemory {
    private weak var window: X11Window?

    /// Pictures in `window`'s shared memory.
    public init(_ window: X11Window) {
        self.window = window
    }

    public func pictureMemory(width: Int, height: Int) -> PictureStorage? {
        guard let picture = window?.makeSharedPicture(width: width, height: height) else { return nil }
        let pixels = picture.pixels
        return PictureStorage(pixels: pixels.pixels, bytesPerRow: pixels.bytesPerRow, owner: picture)
    }
}
