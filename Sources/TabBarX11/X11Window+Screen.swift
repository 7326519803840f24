import CX11

/// What the display says about the screen the window opens on: its size and its density.
extension X11Window {
    /// The screen's size in device pixels (all monitors of the X screen together): a window
    /// larger than this cannot be seen whole.
    public var screenSize: (width: Int, height: Int) {
        (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }

    /// Reads Xft.dpi from the X resources, if set (e.g. 192 for a 2× screen).
    public func resourceDPI() -> Double? {
        XrmInitialize()
        guard let string = XResourceManagerString(display) else { return nil }
        let database = XrmGetStringDatabase(string)
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else {
            return nil
        }
        return Double(String(cString: address))
    }
}
