import CX11
import Glibc

/// The properties window managers, task bars and tools such as `xdotool search --pid` rely on.
extension X11Window {
    /// An icon for `_NET_WM_ICON`: non-premultiplied 0xAARRGGBB pixels, row by row.
    public struct Icon: Sendable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// `width * height` pixels.
        public var pixels: [UInt32]

        /// An icon of `pixels`, `width` × `height`.
        public init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    /// Sets `_NET_WM_PID` (this process) and `WM_CLIENT_MACHINE` (this host, which makes the
    /// PID meaningful). Every window does it as it is made; `setIcon` sets the icon.
    func setDesktopProperties() {
        // CARDINAL, STRING and WM_CLIENT_MACHINE are predefined atoms: no round trip.
        let cardinal = Atom(XA_CARDINAL)
        // Format-32 properties are passed to Xlib as C longs, whatever their size on the wire.
        var pid = [Int(getpid())]
        changeProperty(atoms.netPID, type: cardinal, longs: &pid)
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XChangeProperty(
                display, id, Atom(XA_WM_CLIENT_MACHINE), Atom(XA_STRING), 8, PropModeReplace, name,
                Int32(name.count))
        }
    }

    /// Sets `_NET_WM_ICON`. With `wait` (an icon set after the window is shown) it waits until
    /// the server has it, one round trip, so whoever hears that the window is ready finds it.
    public func setIcon(_ icon: Icon, wait: Bool = true) {
        guard icon.width > 0, icon.height > 0, icon.pixels.count == icon.width * icon.height else { return }
        var longs = [icon.width, icon.height] + icon.pixels.map { Int($0) }
        changeProperty(atoms.netIcon, type: Atom(XA_CARDINAL), longs: &longs)
        if wait { XSync(display, 0) }
    }

    private func changeProperty(_ atom: Atom, type: Atom, longs: inout [Int]) {
        longs.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display, id, atom, type, 32, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                Int32(longs.count))
        }
    }
}
