import CX11
import Foundation
import TabBarCairo

/// A second X client for tests: it reads a window's pixels and asks it to close, the
/// way a window manager would (there is none under Xvfb).
/// Close it before its server stops: Xlib ends the whole process when a connection dies.
public final class XClient {
    private var connection: OpaquePointer?

    public init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw TestSupportError("cannot open display \(name)") }
        connection = display
    }

    deinit {
        close()
    }

    /// Closes the connection; later calls do nothing.
    public func close() {
        if let connection { XCloseDisplay(connection) }
        connection = nil
    }

    private var display: OpaquePointer {
        get throws {
            guard let connection else { throw TestSupportError("the X connection is closed") }
            return connection
        }
    }

    /// Sends `window` a client message it ignores (TABBAR_TEST_PING) and waits until the
    /// server has queued it: the window wakes, handles it, and writes an `idle` line.
    public func ping(_ window: UInt) throws {
        let display = try self.display
        send(window, "TABBAR_TEST_PING", on: display)
        XSync(display, 0)
    }

    /// Sends WM_PROTOCOLS / WM_DELETE_WINDOW to `window`, as a window manager's close button does.
    public func sendDeleteWindow(_ window: UInt) throws {
        let display = try self.display
        send(
            window, "WM_PROTOCOLS", on: display,
            data: (Int(XInternAtom(display, "WM_DELETE_WINDOW", 0)), Int(CurrentTime)))
        XFlush(display)
    }

    /// A client message of type `name` (an atom) to the client that made `window`.
    private func send(_ window: UInt, _ name: String, on display: OpaquePointer, data: (Int, Int) = (0, 0)) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(display, name, 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = data.0
        event.xclient.data.l.1 = data.1
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
    }

    /// The window's pixels as they are on screen now.
    public func screenshot(_ window: UInt) throws -> RasterSurface {
        let display = try self.display
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, Window(window), &attributes) != 0 else {
            throw TestSupportError("no window \(window)")
        }
        return try screenshot(window, x: 0, y: 0, width: Int(attributes.width), height: Int(attributes.height))
    }

    /// The pixels of a `width`×`height` rectangle of the window at (`x`, `y`), as they are on
    /// screen now: a test that reads a few pixels on every frame need not read them all.
    public func screenshot(_ window: UInt, x: Int, y: Int, width: Int, height: Int) throws -> RasterSurface {
        let display = try self.display
        guard
            let image = XGetImage(
                display, Window(window), Int32(x), Int32(y), UInt32(width), UInt32(height), ~0, ZPixmap)
        else {
            throw TestSupportError("XGetImage failed")
        }
        defer { _ = cx11_destroy_image(image) }
        let surface = try RasterSurface(width: width, height: height)
        let format = image.pointee
        if format.bits_per_pixel == 32, format.byte_order == LSBFirst, let data = format.data {
            // The usual 24-bit TrueColor layout: rows of 0x00RRGGBB words, copied whole.
            let rowBytes = Int(format.bytes_per_line)
            surface.withMutablePixels { pixels in
                for y in 0..<height {
                    let from = UnsafeRawPointer(data).advanced(by: y * rowBytes).assumingMemoryBound(to: UInt32.self)
                    let to = pixels.advanced(by: y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { to[x] = from[x] | 0xFF00_0000 }
                }
            }
            return surface
        }
        let getPixel = format.f.get_pixel
        surface.fill { x, y in UInt32(truncatingIfNeeded: getPixel?(image, Int32(x), Int32(y)) ?? 0) | 0xFF00_0000 }
        return surface
    }

    /// The window's name property (WM_NAME).
    public func title(of window: UInt) throws -> String? {
        let display = try self.display
        var name: UnsafeMutablePointer<CChar>?
        guard XFetchName(display, Window(window), &name) != 0, let name else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }
}
