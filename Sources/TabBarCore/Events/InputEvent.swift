/// Input from the host, in logical pixels. The X11 layer translates X events into these;
/// tests build them directly.
public enum InputEvent: Hashable, Sendable {
    case pointerDown(Point, button: PointerButton)
    case pointerMove(Point)
    case pointerUp(Point, button: PointerButton)
    /// The pointer left the window.
    case pointerLeave
    /// A wheel step at a point: dy > 0 scrolls down (towards the user), dx > 0 right.
    case wheel(dx: Double, dy: Double, at: Point)
    case key(Key, modifiers: KeyModifiers)
    /// The viewport changed size.
    case resize(Size)
}

/// Mouse buttons that are not wheels.
public enum PointerButton: Hashable, Sendable {
    case primary, middle, secondary
}

/// Keys the app understands, named after what they mean rather than their X keysyms.
public enum Key: Hashable, Sendable {
    case left, right, up, down, home, end, tab, enter, space, escape, backspace
    case function(Int)
    /// A printable character, e.g. "1" or "s".
    case character(Character)
}

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}
