/// Input from the host, in logical pixels. The X11 layer translates X events into these;
/// tests build them directly.
public enum InputEvent: Hashable, Sendable {
    /// A mouse button went down at a point.
    case pointerDown(Point, button: PointerButton)
    /// The pointer moved to a point, with or without a button held.
    case pointerMove(Point)
    /// A mouse button came up at a point.
    case pointerUp(Point, button: PointerButton)
    /// The pointer left the window.
    case pointerLeave
    /// A wheel step at a point: dy > 0 scrolls down (towards the user), dx > 0 right.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key was pressed with `modifiers` held (key releases are not needed).
    case key(Key, modifiers: KeyModifiers)
    /// The viewport changed size.
    case resize(Size)
}

/// Mouse buttons that are not wheels.
public enum PointerButton: Hashable, Sendable {
    /// The left button (X's button 1): the only one that taps and swipes.
    case primary
    /// The middle button (X's button 2).
    case middle
    /// The right button (X's button 3).
    case secondary
}

/// Keys the app understands, named after what they mean rather than their X keysyms.
public enum Key: Hashable, Sendable {
    /// ←: selects the nearest enabled item to the left; with Alt, goes back a page.
    case left
    /// →: selects the nearest enabled item to the right.
    case right
    /// ↑: not used by the bar.
    case up
    /// ↓: not used by the bar.
    case down
    /// Home: selects the first enabled item.
    case home
    /// End: selects the last enabled item.
    case end
    /// Tab (Shift+Tab backwards): moves the keyboard focus ring to the next enabled item.
    case tab
    /// Enter: activates the item under the focus ring.
    case enter
    /// Space: activates the item under the focus ring, while one is shown.
    case space
    /// Escape: hides the focus ring, else dismisses the modal or pops a page.
    case escape
    /// Backspace: not used by the bar.
    case backspace
    /// A function key, F1 to F12 by number: the bar ignores them, the review window uses some.
    case function(Int)
    /// A printable character, e.g. "1" or "s".
    case character(Character)
}

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift: with Tab, moves the focus ring backwards.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Control: the bar ignores keys pressed with it.
    public static let control = KeyModifiers(rawValue: 2)
    /// Alt: with ←, goes back a page; the bar's other keys ignore it.
    public static let alt = KeyModifiers(rawValue: 4)
}
