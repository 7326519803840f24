import CX11
import TabBarCore

/// What one X event means to the event loop.
enum X11Input: Equatable {
    case input(InputEvent)
    /// Part of the window needs its pixels again (device pixels).
    case expose(x: Int, y: Int, width: Int, height: Int)
    /// The window changed size (device pixels).
    case configure(width: Int, height: Int)
    /// The window became visible, or stopped being.
    case mapped
    case unmapped
    /// Someone destroyed the window (a window manager's kill, `xdotool windowclose`).
    case destroyed
    /// The window manager asked the window to close (WM_DELETE_WINDOW).
    case close
    case ignored
}

/// Translates X events into `X11Input`, in one table-like switch (as dwm dispatches).
struct EventTranslator {
    let deleteAtom: Atom
    let protocolsAtom: Atom

    /// `event` as the loop sees it; pointer positions are divided by `scale` (device pixels
    /// per logical pixel, which the client stores and passes in each time).
    func translate(_ event: inout XEvent, scale: Double) -> X11Input {
        let logical = { (x: Int32, y: Int32) in Point(x: Double(x) / scale, y: Double(y) / scale) }
        switch event.type {
        case ButtonPress:
            let b = event.xbutton
            let point = logical(b.x, b.y)
            switch b.button {
            case 1: return .input(.pointerDown(point, button: .primary))
            case 2: return .input(.pointerDown(point, button: .middle))
            case 3: return .input(.pointerDown(point, button: .secondary))
            // X reports wheel steps as buttons 4–7.
            case 4: return .input(.wheel(dx: 0, dy: -1, at: point))
            case 5: return .input(.wheel(dx: 0, dy: 1, at: point))
            case 6: return .input(.wheel(dx: -1, dy: 0, at: point))
            case 7: return .input(.wheel(dx: 1, dy: 0, at: point))
            default: return .ignored
            }
        case ButtonRelease:
            let b = event.xbutton
            switch b.button {
            case 1: return .input(.pointerUp(logical(b.x, b.y), button: .primary))
            case 2: return .input(.pointerUp(logical(b.x, b.y), button: .middle))
            case 3: return .input(.pointerUp(logical(b.x, b.y), button: .secondary))
            default: return .ignored
            }
        case MotionNotify:
            return .input(.pointerMove(logical(event.xmotion.x, event.xmotion.y)))
        case LeaveNotify:
            return event.xcrossing.mode == NotifyNormal ? .input(.pointerLeave) : .ignored
        case KeyPress:
            return KeyTranslator.translate(&event.xkey).map { .input(.key($0.key, modifiers: $0.modifiers)) }
                ?? .ignored
        case Expose:
            let e = event.xexpose
            return .expose(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))
        case ConfigureNotify:
            return .configure(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
        case MapNotify:
            return .mapped
        case UnmapNotify:
            return .unmapped
        case DestroyNotify:
            return .destroyed
        case ClientMessage:
            let m = event.xclient
            let isDelete = m.message_type == protocolsAtom && m.format == 32 && Atom(m.data.l.0) == deleteAtom
            return isDelete ? .close : .ignored
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return .ignored
        default:
            return .ignored
        }
    }
}
