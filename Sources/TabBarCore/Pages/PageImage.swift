/// A designer's screen on an image page: the PNG and its size in pixels, which the host
/// reads from the file's header (the core reads no files) so the page knows its height.
public struct PageImage: Hashable, Sendable {
    /// The PNG.
    public var image: ImageRef
    /// The PNG's width and height in pixels; only their ratio matters.
    public var size: Size

    /// A screen showing `image`, whose PNG is `size` pixels.
    public init(_ image: ImageRef, size: Size) {
        self.image = image
        self.size = size
    }

    /// The height the image takes when scaled to `width`.
    public func height(atWidth width: Double) -> Double {
        size.width > 0 ? width * size.height / size.width : 0
    }
}
