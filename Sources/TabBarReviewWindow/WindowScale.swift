import TabBarCore
import TabBarKit
import TabBarX11

/// The scale `tabbar`'s window draws at: the one asked for, else the X resources' Xft.dpi / 96,
/// else 1, kept within 16384 device pixels a side, and fitted to the screen. A window larger
/// than the screen would hide its bar below the screen's edge: without a scale asked for, the
/// scale is lowered until it fits (in steps of 0.05, at least 0.5) with a warning; a scale
/// asked for is refused instead, since drawing at another would not be what was asked.
public struct WindowScale: Equatable, Sendable {
    /// Device pixels per logical pixel.
    public var scale: Double
    /// A `warning: …` line when the scale was lowered to fit the screen.
    public var warning: String?

    /// The smallest scale the window draws at.
    public static let minimum = 0.5

    /// The scale for a window of `size` logical pixels on a screen of `screen` device pixels.
    ///
    /// - Throws: `WindowTooLarge` when `requested` makes the window larger than the screen.
    public static func choose(
        size: Size, requested: Double?, dpi: Double?, screen: Size
    ) throws(WindowTooLarge) -> WindowScale {
        let largest = max(size.width, size.height, 1)
        let preferred = requested ?? dpi.map { max(minimum, min(4, $0 / 96, 16384 / largest)) } ?? 1
        if fits(size, preferred, on: screen) { return WindowScale(scale: preferred) }
        let fitting = min(screen.width / max(size.width, 1), screen.height / max(size.height, 1))
        let largestFitting = (fitting * 20).rounded(.down) / 20
        let what = "at scale \(DiagnosticText.number(preferred)) the window would be \(pixels(size, preferred))"
        let screenText = "the \(screen.commandLineText) screen"
        if requested != nil {
            let advice =
                largestFitting >= minimum
                ? "the largest scale that fits is \(DiagnosticText.number(largestFitting))"
                : "it does not fit even at scale \(DiagnosticText.number(minimum)): choose a smaller size"
            throw WindowTooLarge(description: "\(what), larger than \(screenText); \(advice)")
        }
        let lowered = max(minimum, largestFitting)
        let drawn = "drawn at scale \(DiagnosticText.number(lowered)) (\(pixels(size, lowered)))"
        let still = fits(size, lowered, on: screen) ? "" : ", still larger than the screen"
        return WindowScale(scale: lowered, warning: "warning: \(what), larger than \(screenText): \(drawn)\(still)")
    }

    /// Whether the window's device pixels fit on the screen.
    static func fits(_ size: Size, _ scale: Double, on screen: Size) -> Bool {
        (size.width * scale).rounded() <= screen.width && (size.height * scale).rounded() <= screen.height
    }

    /// "786x1704 device pixels".
    static func pixels(_ size: Size, _ scale: Double) -> String {
        Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()).commandLineText
            + " device pixels"
    }
}

/// A window that a scale asked for makes larger than the screen (exit 2).
public struct WindowTooLarge: Error, Equatable, CustomStringConvertible {
    /// What is too large, how large the screen is, and what would fit, on one line.
    public let description: String
}

extension WindowScale {
    /// HiDPI for `window`, made at `size` device pixels: the scale asked for, else Xft.dpi
    /// from the X resources (96 dpi is 1×), fitted to the screen (`choose`), and the window
    /// resized to it. A lowered scale prints its warning; a refusal is reported as every
    /// failed start is (`WindowStart.fail`).
    static func resize(
        _ window: X11Window, to size: Size, requested: Double?, trace: TraceWriter
    ) -> Result<Double, ExitCodeFailure> {
        let screen = window.screenSize
        let chosen: WindowScale
        do {
            chosen = try choose(
                size: size, requested: requested, dpi: window.resourceDPI(),
                screen: Size(width: Double(screen.width), height: Double(screen.height)))
        } catch {
            return .failure(ExitCodeFailure(code: WindowStart.fail(error, trace: trace)))
        }
        if let warning = chosen.warning { Console.warning(warning) }
        if chosen.scale != 1 {
            let width = Double(Int(size.width)), height = Double(Int(size.height))
            window.resize(width: Int((width * chosen.scale).rounded()), height: Int((height * chosen.scale).rounded()))
        }
        return .success(chosen.scale)
    }
}
