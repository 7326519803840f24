import CX11
import TabBarCore

/// Maps X key presses to core keys through their keysyms.
enum KeyTranslator {
    static func translate(_ event: inout XKeyEvent) -> (key: Key, modifiers: KeyModifiers)? {
        var modifiers: KeyModifiers = []
        if event.state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if event.state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if event.state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        var buffer = [CChar](repeating: 0, count: 8)
        var keysym: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        if let key = named(keysym) { return (key, modifiers) }
        guard count > 0 else { return nil }
        let scalar = UnicodeScalar(UInt8(bitPattern: buffer[0]))
        guard scalar.value >= 0x20 else { return nil }
        return (.character(Character(scalar)), modifiers)
    }

    private static func named(_ keysym: KeySym) -> Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Left, XK_KP_Left: .left
        case XK_Right, XK_KP_Right: .right
        case XK_Up, XK_KP_Up: .up
        case XK_Down, XK_KP_Down: .down
        case XK_Home, XK_KP_Home: .home
        case XK_End, XK_KP_End: .end
        case XK_Tab, XK_ISO_Left_Tab: .tab
        case XK_Return, XK_KP_Enter: .enter
        case XK_space: .space
        case XK_Escape: .escape
        case XK_BackSpace: .backspace
        case XK_F1...XK_F12: .function(Int(Int32(truncatingIfNeeded: keysym) - XK_F1) + 1)
        default: nil
        }
    }
}
