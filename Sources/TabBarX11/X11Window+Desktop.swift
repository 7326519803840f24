import CX11
import Glibc

/// The properties window managers, task bars and tools such as `xdotool search --pid` rely on.
extension X11Window {
    /// An icon for `_NET_WM_ICON`: non-premultiplied 0xAARRGGBB pixels, row by row.
    public struct Icon: Sendable {
        public var width: Int
        public var height: Int
        public var pixels: [UInt32]

        public init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    /// Sets `_NET_WM_PID` (this process), `WM_CLIENT_MACHINE` (this host, which makes the
    /// PID meaningful) and, when given, `_NET_WM_ICON`.
    public func setDesktopProperties(icon: Icon?) {
        let cardinal = XInternAtom(display, "CARDINAL", 0)
        // Format-32 properties are passed to Xlib as C longs, whatever their size on the wire.
        var pid = [Int(getpid())]
        changeProperty("_NET_WM_PID", type: cardinal, longs: &pid)
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XChangeProperty(display, id, XInternAtom(display, "WM_CLIENT_MACHINE", 0), XInternAtom(display, "STRING", 0), 8,
                            PropModeReplace, name, Int32(name.count))
        }
        if let icon, icon.width > 0, icon.height > 0, icon.pixels.count == icon.width * icon.height {
            var longs = [icon.width, icon.height] + icon.pixels.map { Int($0) }
            changeProperty("_NET_WM_ICON", type: cardinal, longs: &longs)
        }
    }

    private func changeProperty(_ name: String, type: Atom, longs: inout [Int]) {
        let atom = XInternAtom(display, name, 0)
        longs.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, id, atom, type, 32, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                Int32(longs.count))
        }
    }
}
