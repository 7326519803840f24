/// A failure of the X11 layer, printed as one line.
public enum X11Error: Error, CustomStringConvertible, Sendable {
    /// `XOpenDisplay` failed; `name` is the DISPLAY value tried, if any.
    case cannotOpenDisplay(name: String?)
    /// The screen has no 24-bit TrueColor visual with the byte layout Cairo's RGB24 uses.
    case unsupportedVisual(String)
    /// No back buffer of `width` × `height` device pixels could be made: no memory for its
    /// pixels, or Xlib refused the image.
    case cannotCreateImage(width: Int, height: Int)

    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name?):
            "cannot open X display \"\(name)\" (DISPLAY=\(name)); is an X server running there?"
        case .cannotOpenDisplay(nil):
            "cannot open X display: DISPLAY is not set"
        case .unsupportedVisual(let detail):
            "unsupported X visual: \(detail); a 24-bit TrueColor visual is required"
        case .cannotCreateImage(let width, let height):
            "cannot create a \(width)×\(height) image for the window"
        }
    }
}
