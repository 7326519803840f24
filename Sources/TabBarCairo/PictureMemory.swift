import TabBarCore

/// Where the layer cache may keep opaque pictures so that the window can show them without
/// copying them into its buffer: the window's shared memory, which the X server copies from
/// itself. Without one, pictures live in Cairo's own memory and are always composited.
public protocol PictureMemory: AnyObject {
    /// Memory for an opaque picture of `width`×`height` pixels (Cairo's RGB24 words), or nil
    /// when there is none to give (the picture then takes Cairo's own).
    func pictureMemory(width: Int, height: Int) -> PictureStorage?
}

/// Memory for one picture, kept alive as long as the picture: `owner` is what the host
/// knows it by (a shared segment), handed back as the `source` of `PixelCopy`.
public final class PictureStorage {
    /// The first pixel's address, which Cairo draws the picture into.
    public let pixels: UnsafeMutableRawPointer
    /// The distance in bytes between rows, which may exceed `width * 4` when the host pads
    /// rows for its own alignment.
    public let bytesPerRow: Int
    /// The host's handle on the memory, held so that the memory outlives the picture.
    public let owner: AnyObject

    /// Memory at `pixels`, with rows `bytesPerRow` apart, that `owner` keeps alive.
    public init(pixels: UnsafeMutableRawPointer, bytesPerRow: Int, owner: AnyObject) {
        self.pixels = pixels
        self.bytesPerRow = bytesPerRow
        self.owner = owner
    }
}
