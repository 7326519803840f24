import CX11
import Glibc
import TabBarCore
import TabBarFrame

/// A top-level X11 window with offscreen back buffers (one, or two in large windows: see
/// `FrameLedger`).
///
/// The window has no background pixmap, so the server never clears it before an Expose:
/// every pixel on screen comes from a back buffer (or a shared picture), and nothing flickers.
public final class X11Window {
    let display: OpaquePointer
    /// The X window's id (for `xdotool --window`, `xprop -id`).
    public let id: Window
    let screen: Int32
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let gc: GC
    let deleteAtom: Atom
    let protocolsAtom: Atom
    /// The atoms the window's properties use, interned together in one round trip.
    let atoms: Atoms
    /// The back buffers' records (the frame each holds, what each lacks) and the presents
    /// awaiting completion.
    var ledger = FrameLedger<BackBuffer, PresentReport>()
    /// The window's size in device pixels, as the server last reported it.
    public private(set) var width: Int
    /// The window's height in device pixels, as the server last reported it.
    public private(set) var height: Int
    /// The `ShmCompletion` event type, once a shared back buffer exists.
    var completionType: Int32?
    /// Whether the back buffers may use MIT-SHM (tests turn it off to cover the fallback).
    public var allowsSharedMemory = true
    /// How many back buffers the window draws into (1 or 2); nil lets the size decide
    /// (`FrameLedger.capacity`).
    public var bufferCount: Int?
    /// The largest back buffer side in device pixels (the `--size` × `--scale` limit): a
    /// window the window manager makes bigger is drawn in its top-left 16384 × 16384.
    public static let maxBufferSide = 16384
    /// Set by `abandonConnection()`: nothing may talk to the server any more.
    private var isAbandoned = false
    /// Whether `map` has asked for the window to be shown (it is asked once).
    private var isMapRequested = false
    /// The connection as shared pictures see it, which may outlive the window.
    let connection: X11Connection
    /// Font cursors made so far, and the shape shown now.
    var cursors: [UInt32: Cursor] = [:]
    var currentCursor: CursorShape?
    /// The window as a RENDER picture, which tints are laid on (`PixelTint`), once made.
    private var tintTarget: Picture?
    private var hasTriedTintTarget = false

    /// Opens the display named by DISPLAY and creates (but does not map) a window.
    public init(title: String, width: Int, height: Int) throws {
        let name = getenv("DISPLAY").map { String(cString: $0) }
        // A server that accepts the connection and never answers ends the process after 5 s.
        let deadline = ConnectDeadline(display: name)
        let opened = XOpenDisplay(nil)
        deadline?.cancel()
        guard let display = opened else { throw X11Error.cannotOpenDisplay(name: name) }
        XErrorTrap.install()
        self.display = display
        connection = X11Connection(display)
        screen = XDefaultScreen(display)
        depth = XDefaultDepth(display, screen)
        visual = XDefaultVisual(display, screen)
        // Cairo's RGB24 stores 0x00RRGGBB words; the visual must agree, byte order included.
        guard depth == 24 || depth == 32, visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00,
            visual.pointee.blue_mask == 0xFF, XImageByteOrder(display) == LSBFirst
        else {
            XCloseDisplay(display)
            throw X11Error.unsupportedVisual("depth \(depth), red mask \(String(visual.pointee.red_mask, radix: 16))")
        }
        self.width = width
        self.height = height
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | KeyPressMask | LeaveWindowMask | EnterWindowMask | FocusChangeMask
        id = XCreateWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(width), UInt32(height), 0, depth,
            UInt32(InputOutput), visual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        gc = XCreateGC(display, id, 0, nil)
        atoms = Atoms(display)
        deleteAtom = atoms.delete
        protocolsAtom = atoms.protocols
        // What XSetWMProtocols sets, without its own round trip to intern WM_PROTOCOLS.
        let protocols = [Int(bitPattern: deleteAtom)]
        protocols.withUnsafeBytes {
            _ = XChangeProperty(
                display, id, protocolsAtom, Atom(XA_ATOM), 32, PropModeReplace,
                $0.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        setTitle(title)
        setClassHint()
        // Every window of the program, the gallery's and the comparison's too, can be found
        // by its process (`xdotool search --pid`).
        setDesktopProperties()
    }

    deinit {
        // An abandoned connection is left to the kernel: no call here may wait on the server.
        connection.close()
        guard !isAbandoned else {
            ledger.abandon()
            return
        }
        ledger.close()
        for cursor in cursors.values { XFreeCursor(display, cursor) }
        if let tintTarget { XRenderFreePicture(display, tintTarget) }
        XFreeGC(display, gc)
        XDestroyWindow(display, id)
        XCloseDisplay(display)
    }

    /// Leaves the connection for the kernel to close when the process exits: no later call,
    /// deinit included, talks to the server, which may be frozen (`XCloseDisplay` and the
    /// back buffer's `XSync` would wait on it forever). The exit paths call this.
    public func abandonConnection() {
        isAbandoned = true
        connection.close()
    }

    /// Ends the process through `action` when the connection to the server is lost (Xlib
    /// would otherwise end it itself); `action` runs on the thread that noticed and must end
    /// the process (it is followed by `_exit(1)`).
    public static func whenConnectionLost(_ action: @escaping @Sendable () -> Void) {
        XErrorTrap.whenConnectionLost(action)
    }

    /// Changes the window's size (device pixels) before it is shown, e.g. once the scale
    /// is known from the X resources.
    public func resize(width: Int, height: Int) {
        XResizeWindow(display, id, UInt32(max(width, 1)), UInt32(max(height, 1)))
        _ = noteSize(width: max(width, 1), height: max(height, 1))
    }

    /// Shows the window; a window already mapped stays as it is.
    public func map() {
        guard !isMapRequested else { return }
        isMapRequested = true
        XMapWindow(display, id)
        XFlush(display)
    }

    /// Sets the title both as legacy WM_NAME and as UTF-8 _NET_WM_NAME, so any title shows.
    public func setTitle(_ title: String) {
        XStoreName(display, id, title)
        let bytes = Array(title.utf8)
        XChangeProperty(display, id, atoms.netName, atoms.utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    private func setClassHint() {
        guard let hint = XAllocClassHint() else { return }
        "tabbar".withCString { name in
            "AnimatedTabBar".withCString { cls in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: cls)
                XSetClassHint(display, id, hint)
            }
        }
        XFree(hint)
    }

    /// The X connection's file descriptor, for `poll`.
    var connectionNumber: Int32 { XConnectionNumber(display) }

    /// Records a new size reported by the server; the back buffers are rebuilt lazily.
    func noteSize(width: Int, height: Int) -> Bool {
        guard width != self.width || height != self.height else { return false }
        self.width = width
        self.height = height
        ledger.removeAll()
        return true
    }

    /// The size drawn, in device pixels: the window's, capped at `maxBufferSide` a side.
    public var drawableWidth: Int { min(max(width, 1), Self.maxBufferSide) }
    /// The height drawn, in device pixels: the window's, capped at `maxBufferSide`.
    public var drawableHeight: Int { min(max(height, 1), Self.maxBufferSide) }

    /// A back buffer for the current size the server is not reading, the first one made
    /// when there is none, with its record; only while `canDraw`.
    func backBuffer() throws -> (buffer: BackBuffer, record: BufferRecord) {
        if !hasCurrentBuffer { ledger.removeAll() }
        if let free = ledger.free, let record = ledger.record(of: free) { return (free, record) }
        let made = try makeBuffer(trySharedMemory: allowsSharedMemory)
        let record = ledger.add(made)
        ledger.capacity =
            made.usesSharedMemory
            ? FrameLedger<BackBuffer, PresentReport>.capacity(
                width: drawableWidth, height: drawableHeight, override: bufferCount) : 1
        if made.usesSharedMemory { completionType = BackBuffer.completionEventType(display) }
        return (made, record)
    }

    /// Makes the second back buffer a large window may draw into, if it has none yet, and
    /// returns whether it did: idle work after a frame, so that no frame pays for the
    /// segment or for the first touch of its pages. A second buffer is always shared, as
    /// the first is (pictures are copied to the window only through MIT-SHM); when the
    /// server refuses it, the window keeps one buffer at this size and does not ask again.
    func prepareSpareBuffer() -> Bool {
        guard !isAbandoned, hasCurrentBuffer, ledger.wantsSpare else { return false }
        guard let made = try? makeBuffer(trySharedMemory: true), made.usesSharedMemory else {
            ledger.spareRefused = true
            return false
        }
        // Touched now, not by the frame that first draws into it.
        let pixels = made.pixels
        memset(pixels.pixels, 0, pixels.bytesPerRow * pixels.height)
        ledger.add(made)
        return true
    }

    /// A back buffer of the drawable size.
    private func makeBuffer(trySharedMemory: Bool) throws -> BackBuffer {
        try BackBuffer(
            display: display, visual: visual, depth: depth, width: drawableWidth, height: drawableHeight,
            trySharedMemory: trySharedMemory, connection: connection)
    }

    /// Whether a frame may be drawn now: a back buffer is free, or the first may be made.
    var canDraw: Bool { !hasCurrentBuffer || ledger.canDraw }

    /// Whether the back buffers hold a frame for the current size.
    var hasCurrentBuffer: Bool {
        ledger.buffers.first.map { $0.width == drawableWidth && $0.height == drawableHeight } ?? false
    }

    /// A picture of `width`×`height` device pixels in shared memory that the server can copy
    /// to this window (`PixelCopy`); nil unless frames go through MIT-SHM, or when the
    /// server refuses the segment. Costs one round trip (the attach is checked).
    public func makeSharedPicture(width: Int, height: Int) -> SharedPicture? {
        guard !isAbandoned, width > 0, height > 0, ledger.buffers.first?.usesSharedMemory == true,
            let shared = SharedImage.make(display, visual, depth, width, height)
        else { return nil }
        return SharedPicture(shared, connection: connection)
    }

    /// Whether the server lays the tints frames leave to it: it has RENDER and the window's
    /// picture was made. The first call makes it (round trips); a renderer leaves tints to
    /// the window only when this says so, since a tint not laid leaves a copy undimmed.
    public var laysTints: Bool { tintPicture() != nil }

    /// The picture tints are laid on, made by the first call; nil without RENDER.
    func tintPicture() -> Picture? {
        guard !hasTriedTintTarget else { return tintTarget }
        hasTriedTintTarget = true
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard !isAbandoned, XRenderQueryExtension(display, &eventBase, &errorBase) != 0,
            let format = XRenderFindVisualFormat(display, visual)
        else { return nil }
        tintTarget = XRenderCreatePicture(display, id, format, 0, nil)
        return tintTarget
    }

    /// Whether frames go through MIT-SHM.
    public var usesSharedMemory: Bool { ledger.buffers.first?.usesSharedMemory ?? false }
}

/// Atoms the window needs, interned with one `XInternAtoms` call: each `XInternAtom` is a
/// round trip to the server, and start-up (launch → mapped) waits on every one.
struct Atoms {
    let delete: Atom
    let protocols: Atom
    let utf8: Atom
    let netName: Atom
    let netPID: Atom
    let netIcon: Atom

    init(_ display: OpaquePointer) {
        let names = ["WM_DELETE_WINDOW", "WM_PROTOCOLS", "UTF8_STRING", "_NET_WM_NAME", "_NET_WM_PID", "_NET_WM_ICON"]
        var atoms = [Atom](repeating: 0, count: names.count)
        var pointers = names.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        _ = XInternAtoms(display, &pointers, Int32(names.count), 0, &atoms)
        (delete, protocols, utf8, netName, netPID, netIcon) = (
            atoms[0], atoms[1], atoms[2], atoms[3], atoms[4], atoms[5]
        )
    }
}
