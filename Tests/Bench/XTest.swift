import CX11
import Foundation

/// XTEST's fake pointer events, from libXtst loaded at run time (the bench's only use of it),
/// on a connection of the bench's own: a click costs two requests and a flush, where
/// spawning xdotool costs a process start on one of the machine's two cores, in the middle
/// of the frames being measured.
final class XTest {
    private typealias Button = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias Motion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias Key = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private let button: Button
    private let motion: Motion
    private let key: Key
    let display: OpaquePointer

    /// Connects to `name`; throws when libXtst or the display is missing.
    init(display name: String) throws {
        guard let library = dlopen("libXtst.so.6", RTLD_NOW), let b = dlsym(library, "XTestFakeButtonEvent"),
            let m = dlsym(library, "XTestFakeMotionEvent"), let k = dlsym(library, "XTestFakeKeyEvent")
        else { throw BenchError("libXtst.so.6 missing") }
        guard let display = XOpenDisplay(name) else { throw BenchError("cannot open \(name)") }
        button = unsafeBitCast(b, to: Button.self)
        motion = unsafeBitCast(m, to: Motion.self)
        key = unsafeBitCast(k, to: Key.self)
        self.display = display
    }

    deinit {
        XCloseDisplay(display)
    }

    /// Moves the pointer to (`x`, `y`) on screen 0, and waits until the server has done so.
    func move(x: Int, y: Int) {
        _ = motion(display, 0, Int32(x), Int32(y), 0)
        XSync(display, 0)
    }

    /// Presses (`down`) or releases button 1 where the pointer is, flushed.
    func button(down: Bool) {
        _ = button(display, 1, down ? 1 : 0, 0)
        XFlush(display)
    }

    /// Presses and releases button 1 where the pointer is; the events leave at the next flush.
    func pressAndRelease() {
        _ = button(display, 1, 1, 0)
        _ = button(display, 1, 0, 0)
    }

    /// Presses and releases the key of `keysym` (0xFF1B: Escape), flushed.
    func tap(keysym: UInt) {
        let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
        _ = key(display, code, 1, 0)
        _ = key(display, code, 0, 0)
        XFlush(display)
    }

    /// A click at (`x`, `y`), flushed.
    func click(x: Int, y: Int) {
        move(x: x, y: y)
        pressAndRelease()
        XFlush(display)
    }
}
