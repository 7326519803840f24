import CX11
import Glibc
import TabBarCore

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

    /// The pixels as an XRender source for blends (`BackBuffer.present`): a 32-bit pixmap
    /// over the same segment, read as ARGB32 (the renderer keeps their alpha at 255) and
    /// sampled bilinearly. Made on first use; 0 when the server has no shared pixmaps.
    private var serverPicture: Picture = 0
    private var serverPixmap: Pixmap = 0

    deinit {
        if let display = connection.display, serverPicture != 0 {
            XRenderFreePicture(display, serverPicture)
            XFreePixmap(display, serverPixmap)
        }
        shared.destroy(server: connection.display)
    }

    /// Whether the server can blend these pixels (`prepareBlends` made their picture).
    public var blendsOnServer: Bool { serverPicture != 0 }

    /// Makes the XRender picture blends read, on `drawable`'s screen; an X error (a server
    /// that refuses the pixmap) leaves the picture to copies only. One round trip.
    func prepareBlends(_ display: OpaquePointer, on drawable: Drawable, format: UnsafeMutablePointer<XRenderPictFormat>)
    {
        let image = shared.image.pointee
        var pixmap: Pixmap = 0, picture: Picture = 0
        let error = XErrorTrap.trapping(display) {
            pixmap = XShmCreatePixmap(
                display, drawable, image.data, shared.segment, UInt32(image.width), UInt32(image.height), 32)
            guard pixmap != 0 else { return }
            picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
            "bilinear".withCString { XRenderSetPictureFilter(display, picture, $0, nil, 0) }
        }
        guard error == 0, pixmap != 0, picture != 0 else {
            if picture != 0 { XRenderFreePicture(display, picture) }
            if pixmap != 0 { XFreePixmap(display, pixmap) }
            return
        }
        serverPixmap = pixmap
        serverPicture = picture
    }

    /// The XRender picture of these pixels (0 without `prepareBlends`).
    var renderPicture: Picture { serverPicture }

    /// The pixels, for Cairo to draw into (24-bit RGB in 32-bit words, as the window's).
    public var pixels: PixelBuffer { shared.pixels }
}

/// What a frame puts on screen: rectangles of the back buffer (device pixels), copies
/// the server makes from pictures of their own, and blends it resamples from them. `bufferIsWhole` says whether the back
/// buffer alone holds the whole frame (no copy since it was last repainted where they
/// went), so that an exposed part can be put back from it.
public struct FrameUpdate {
    public var rects: [Rect]
    public var copies: [PixelCopy]
    /// Pictures the server resamples and lays over the rectangles (`PixelCopy.sampling`).
    public var blends: [PixelCopy]
    public var bufferIsWhole: Bool

    public init(rects: [Rect], copies: [PixelCopy] = [], blends: [PixelCopy] = [], bufferIsWhole: Bool = true) {
        self.rects = rects
        self.copies = copies
        self.blends = blends
        self.bufferIsWhole = bufferIsWhole
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
