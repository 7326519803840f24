import CX11
import Glibc
import TabBarCore
import TabBarFrame

/// The window's offscreen frame: an XImage whose pixels Cairo draws into directly.
///
/// With the MIT-SHM extension the pixels live in a shared memory segment and
/// `XShmPutImage` copies them to the window inside the server; without it, plain memory
/// and `XPutImage` send them over the socket. Either way only damaged rectangles are sent.
final class BackBuffer {
    let width: Int
    let height: Int
    let usesSharedMemory: Bool
    private let display: OpaquePointer
    /// The connection as it stands when the buffer is freed: a buffer that outlives its
    /// window (a caller still holds it) frees only its own memory once the display is closed.
    private let connection: X11Connection?
    private let image: UnsafeMutablePointer<XImage>
    private var segment: UnsafeMutablePointer<XShmSegmentInfo>?
    /// The process is ending without the server (see `X11Window.abandonConnection`).
    private var isAbandoned = false

    init(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int, trySharedMemory: Bool, connection: X11Connection? = nil
    ) throws {
        self.display = display
        self.connection = connection
        self.width = max(width, 1)
        self.height = max(height, 1)
        if trySharedMemory, let shared = SharedImage.make(display, visual, depth, self.width, self.height) {
            image = shared.image
            segment = shared.segment
            usesSharedMemory = true
        } else {
            let bytesPerRow = self.width * 4
            guard let memory = calloc(bytesPerRow * self.height, 1) else {
                throw X11Error.cannotCreateImage(width: width, height: height)
            }
            guard
                let plain = XCreateImage(
                    display, visual, UInt32(depth), ZPixmap, 0, memory.assumingMemoryBound(to: CChar.self),
                    UInt32(self.width), UInt32(self.height), 32, Int32(bytesPerRow))
            else {
                free(memory)
                throw X11Error.cannotCreateImage(width: width, height: height)
            }
            image = plain
            usesSharedMemory = false
        }
    }

    /// Frees only local memory from now on: the server may be frozen, and the kernel will
    /// detach the segment when the connection closes.
    func abandon() {
        isAbandoned = true
    }

    deinit {
        if let segment {
            // No server once abandoned, or once the window closed the display.
            let server = isAbandoned ? nil : connection.map(\.display) ?? display
            SharedImage(image: image, segment: segment).destroy(server: server)
            // The server has read what it was asked to before the detach: the window's
            // completions still come.
            if let server { XSync(server, 0) }
        } else {
            _ = cx11_destroy_image(image)
        }
    }

    var pixels: PixelBuffer {
        PixelBuffer(
            pixels: UnsafeMutableRawPointer(image.pointee.data), width: width, height: height,
            bytesPerRow: Int(image.pointee.bytes_per_line))
    }

    /// Copies the rectangles (device pixels, clipped to the buffer) to `drawable` and returns
    /// whether a completion event will say when the server has read them.
    ///
    /// With MIT-SHM the server reads the pixels later, from the segment: the last copy asks
    /// for a `ShmCompletion` event, and the pixels must not be drawn over until it arrives.
    /// No round trip is made; the event loop goes on handling input meanwhile. Without it,
    /// `XPutImage` has copied the pixels into the request already, and one round trip
    /// (`XSync`) waits until the server has drawn them, so a frame still counts as presented
    /// only once it is on screen. Says which of these happened, or that nothing was sent.
    ///
    /// `copies` are made first, from pictures of their own: they and the rectangles cover
    /// different pixels, and one completion event follows the last request (without MIT-SHM
    /// the pictures' pixels are sent like the rectangles'). `tints` are laid over the copies
    /// next, on the picture given with them (the drawable's), before the rectangles.
    func present(
        _ rects: [(x: Int, y: Int, width: Int, height: Int)], copies: [PixelCopy] = [],
        tints: (list: [PixelTint], target: Picture)? = nil, to drawable: Drawable, gc: GC
    ) -> Presentation {
        let clipped = rects.compactMap { r -> (x: Int32, y: Int32, width: UInt32, height: UInt32)? in
            let x = max(0, r.x), y = max(0, r.y)
            let w = min(width, r.x + r.width) - x, h = min(height, r.y + r.height) - y
            return w > 0 && h > 0 ? (Int32(x), Int32(y), UInt32(w), UInt32(h)) : nil
        }
        let copies = copies.compactMap { copy in
            (copy.source as? SharedPicture).flatMap { copy.width > 0 && copy.height > 0 ? (copy, $0) : nil }
        }
        guard !clipped.isEmpty || !copies.isEmpty else { return .nothing }
        // A buffer without MIT-SHM (the server refused a segment after the pictures were
        // made) sends the pictures' pixels over the socket, as it does its own.
        for (copy, picture) in copies where !usesSharedMemory {
            XPutImage(
                display, drawable, gc, picture.shared.image, Int32(copy.sourceX), Int32(copy.sourceY),
                Int32(copy.x), Int32(copy.y), UInt32(copy.width), UInt32(copy.height))
        }
        let tinted = copies.isEmpty ? [] : tints?.list ?? []
        for (i, (copy, picture)) in copies.enumerated() where usesSharedMemory {
            let last: Int32 = clipped.isEmpty && tinted.isEmpty && i == copies.count - 1 ? 1 : 0
            XShmPutImage(
                display, drawable, gc, picture.shared.image, Int32(copy.sourceX), Int32(copy.sourceY),
                Int32(copy.x), Int32(copy.y), UInt32(copy.width), UInt32(copy.height), last)
        }
        if let target = tints?.target, !tinted.isEmpty {
            for tint in tinted { Self.lay(tint, on: target, display: display) }
            // The completion must follow the tints: an empty put carries it when no
            // rectangle of the buffer comes after them.
            if usesSharedMemory, clipped.isEmpty { XShmPutImage(display, drawable, gc, image, 0, 0, 0, 0, 0, 0, 1) }
        }
        for (i, r) in clipped.enumerated() {
            if usesSharedMemory {
                let last: Int32 = i == clipped.count - 1 ? 1 : 0
                XShmPutImage(display, drawable, gc, image, r.x, r.y, r.x, r.y, r.width, r.height, last)
            } else {
                XPutImage(display, drawable, gc, image, r.x, r.y, r.x, r.y, r.width, r.height)
            }
        }
        if usesSharedMemory {
            XFlush(display)
            return .awaitingCompletion
        }
        XSync(display, 0)
        return .onScreen
    }

    /// Composites `tint` (source over) onto `target` with the colour as Cairo passes it to
    /// pixman, premultiplied in 16 bits (`d × 65535 + 0.5`), so the server's pixels are
    /// those Cairo would draw.
    static func lay(_ tint: PixelTint, on target: Picture, display: OpaquePointer) {
        func short(_ d: Double) -> UInt16 { UInt16(min(max(d, 0), 1) * 65535 + 0.5) }
        let c = tint.color, a = min(max(c.alpha, 0), 1)
        func channel(_ v: Double) -> UInt16 { short(min(max(v, 0), 1) * a) }
        var color = XRenderColor(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), alpha: short(a))
        XRenderFillRectangle(
            display, PictOpOver, target, &color, Int32(tint.x), Int32(tint.y), UInt32(tint.width), UInt32(tint.height))
    }

    /// What `present` did.
    enum Presentation {
        /// Every rectangle lay outside the buffer, and there was no copy.
        case nothing
        /// Sent and drawn (`XPutImage`, then a round trip).
        case onScreen
        /// Sent through MIT-SHM: the buffer is the server's until its `ShmCompletion`.
        case awaitingCompletion
    }

    /// The event type of `ShmCompletion`, which says the server has read a shared image.
    static func completionEventType(_ display: OpaquePointer) -> Int32 {
        XShmGetEventBase(display) + Int32(ShmCompletion)
    }
}
