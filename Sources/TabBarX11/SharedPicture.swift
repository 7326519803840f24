import CX11
import Glibc
import TabBarCore
import TabBarFrame

/// A picture's pixels in shared memory the server has attached, so that the server copies
/// them to the window itself (`PixelCopy`): a page that only moves during a transition is
/// never copied into the back buffer, and each of its pixels crosses memory once per frame
/// instead of twice. Made by `X11Window.makeSharedPicture`.
public final class SharedPicture {
    let shared: SharedImage
    let connection: X11Connection

    init(_ shared: SharedImage, connection: X11Connection) {
        self.shared = shared
        self.connection = connection
    }

    deinit {
        shared.destroy(server: connection.display)
    }

    /// The pixels, for Cairo to draw into (24-bit RGB in 32-bit words, as the window's).
    public var pixels: PixelBuffer { shared.pixels }
}

/// What a frame puts on screen: rectangles of the back buffer (device pixels), copies
/// the server makes from pictures of their own, and tints it lays over those copies.
public struct FrameUpdate {
    /// Rectangles of the back buffer to show, in device pixels.
    public var rects: [Rect]
    /// Pictures the server copies straight to the window.
    public var copies: [PixelCopy]
    /// Translucent colours laid over those copies, before the rectangles.
    public var tints: [PixelTint]
    /// The animation time the frame shows: the window's `FrameLedger` keeps it with the
    /// present and hands it back once the frame is on screen (`FrameReport.time`).
    public var time: Double?
    /// What changed on screen since the last frame, in device pixels (nil: all of it): what
    /// the window's other buffers now lack (`BufferRecord.behind`). Not what this buffer only
    /// caught up on.
    public var changed: PixelRegion?

    /// An update of `rects`, `copies` and `tints`, for a frame showing animation time `time`
    /// that changed `changed` on screen.
    public init(
        rects: [Rect], copies: [PixelCopy] = [], tints: [PixelTint] = [], time: Double? = nil,
        changed: PixelRegion? = nil
    ) {
        self.rects = rects
        self.copies = copies
        self.tints = tints
        self.time = time
        self.changed = changed
    }
}

/// The display connection as the window's shared pictures see it: nil once the window
/// closed it or abandoned it to a frozen server, after which a picture freed only frees its
/// own memory (the server detaches its segments when the connection closes).
final class X11Connection {
    private(set) var display: OpaquePointer?

    init(_ display: OpaquePointer) {
        self.display = display
    }

    func close() {
        display = nil
    }
}
