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
    public let pixels: UnsafeMutableRawPointer
    public let bytesPerRow: Int
    public let owner: AnyObject

    public init(pixels: UnsafeMutableRawPointer, bytesPerRow: Int, owner: AnyObject) {
        self.pixels = pixels
        self.bytesPerRow = bytesPerRow
        self.owner = owner
    }
}
