/// A frame reduced to at most 256 colours: what a GIF stores. A frame may cover only part of
/// the picture (`left`, `top`, its own `width`×`height`) and leave pixels of the one before
/// showing through its `transparentIndex`: how unchanged pixels stay identical (issue 40).
public struct IndexedFrame: Equatable, Sendable {
    /// The frame's width in pixels.
    public var width: Int
    /// The frame's height in pixels.
    public var height: Int
    /// 0x00RRGGBB colours, at most 256 (the transparent index's entry included).
    public var palette: [UInt32]
    /// One palette index per pixel, row by row.
    public var indices: [UInt8]
    /// How long the frame shows, in hundredths of a second.
    public var delay: Int
    /// Where the frame sits in the picture, in pixels from its top-left corner.
    public var left: Int
    /// How far below the picture's top edge the frame sits, in pixels.
    public var top: Int
    /// The index whose pixels keep what the picture showed before; nil when every pixel is drawn.
    public var transparentIndex: UInt8?

    /// A frame of `indices` into `palette`, shown for `delay` hundredths of a second, at (`left`,
    /// `top`) in the picture.
    public init(
        width: Int, height: Int, palette: [UInt32], indices: [UInt8], delay: Int, left: Int = 0, top: Int = 0,
        transparentIndex: UInt8? = nil
    ) {
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
        self.delay = delay
        self.left = left
        self.top = top
        self.transparentIndex = transparentIndex
    }

    /// The frame's colours, one 0x00RRGGBB per pixel (transparent pixels included, as their entry).
    public var rgbPixels: [UInt32] { indices.map { palette[Int($0)] } }
}
