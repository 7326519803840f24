import CX11
import Foundation
import Glibc

/// What a naive client pays just to put a full window of pixels on screen, measured on the
/// same server in the same run: a bare `XPutImage`, and a bare `XShmPutImage`, each
/// followed by `XSync` (the server has read the pixels), as tabbar's frames are.
///
/// The puts are paced as an animation's frames are, one every 1/60 s, because the frames they
/// are compared with are: a server woken from sleep every 16.7 ms pays more per put than one
/// kept busy by puts back to back (390×844 on 2026-12-06: `XShmPutImage` 0.27 ms back to back,
/// 0.50–0.61 ms paced; `XPutImage` 0.85–1.14 against 1.04–1.26). `putImageBackToBack` keeps
/// the old, busier measure beside them, for comparison with earlier runs.
struct Yardstick {
    var putImage: Sample
    var sharedPut: Sample
    var putImageBackToBack: Sample

    /// One put every `interval` seconds, start to start, as frames on a 60 Hz grid are.
    static let interval = 1.0 / 60

    /// Presents `repeats` full frames of `width`×`height` each way on `display`: paced plain
    /// and shared puts, then plain puts back to back.
    static func measure(display name: String, width: Int, height: Int, repeats: Int = 40) throws -> Yardstick {
        guard let display = XOpenDisplay(name) else { throw BenchError("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        let window = XCreateSimpleWindow(display, root, 0, 0, UInt32(width), UInt32(height), 0, 0, 0)
        defer { XDestroyWindow(display, window) }
        XMapWindow(display, window)
        let gc = XCreateGC(display, window, 0, nil)
        defer { XFreeGC(display, gc) }
        XSync(display, 0)
        let visual = XDefaultVisual(display, screen)
        let depth = UInt32(XDefaultDepth(display, screen))
        let bytes = width * height * 4
        let clock = ContinuousClock()

        // Plain XPutImage over the socket.
        let memory = calloc(bytes, 1)!
        memset(memory, 0x7F, bytes)
        let plain = XCreateImage(
            display, visual, depth, ZPixmap, 0, memory.assumingMemoryBound(to: CChar.self),
            UInt32(width), UInt32(height), 32, Int32(width * 4))!
        func putPlain() -> Double {
            milliseconds(
                clock.measure {
                    XPutImage(display, window, gc, plain, 0, 0, 0, 0, UInt32(width), UInt32(height))
                    XSync(display, 0)
                })
        }
        let put = paced(repeats, putPlain)
        let backToBack = (0..<repeats).map { _ in putPlain() }
        _ = cx11_destroy_image(plain)

        // XShmPutImage from one reused segment.
        var shared: [Double] = []
        var segment = XShmSegmentInfo()
        if XShmQueryExtension(display) != 0,
            let image = XShmCreateImage(display, visual, depth, ZPixmap, nil, &segment, UInt32(width), UInt32(height))
        {
            let id = shmget(IPC_PRIVATE, Int(image.pointee.bytes_per_line) * height, IPC_CREAT | 0o600)
            if id >= 0, let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) {
                segment.shmid = id
                segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
                image.pointee.data = segment.shmaddr
                XShmAttach(display, &segment)
                XSync(display, 0)
                shmctl(id, IPC_RMID, nil)
                shared = paced(repeats) {
                    milliseconds(
                        clock.measure {
                            XShmPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
                            XSync(display, 0)
                        })
                }
                XShmDetach(display, &segment)
                XSync(display, 0)
                shmdt(address)
            }
            image.pointee.data = nil
            _ = cx11_destroy_image(image)
        }
        return Yardstick(
            putImage: Sample(values: put), sharedPut: Sample(values: shared),
            putImageBackToBack: Sample(values: backToBack))
    }

    /// Runs `put` `repeats` times, each `interval` after the last one started (sleeping out
    /// the rest), and returns what each took.
    static func paced(_ repeats: Int, _ put: () -> Double) -> [Double] {
        let clock = ContinuousClock()
        let start = clock.now
        return (0..<repeats).map { i in
            let due = start + .seconds(interval * Double(i))
            let early = milliseconds(due - clock.now)
            if early > 0 { usleep(useconds_t(early * 1000)) }
            return put()
        }
    }
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
