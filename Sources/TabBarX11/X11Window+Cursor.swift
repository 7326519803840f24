import CX11
import TabBarCore

extension X11Window {
    /// Shows `shape` as the mouse pointer over the window: a hand over items, an arrow elsewhere.
    public func setCursor(_ shape: CursorShape) {
        guard shape != currentCursor else { return }
        currentCursor = shape
        let font: UInt32 = shape == .hand ? UInt32(XC_hand2) : UInt32(XC_left_ptr)
        let cursor = cursors[font] ?? XCreateFontCursor(display, font)
        cursors[font] = cursor
        XDefineCursor(display, id, cursor)
        XFlush(display)
    }
}
