/// What the bar shows about the pointer and the keyboard besides the selection: the
/// hovered item, the keyboard focus ring, and Flutter's long-press tooltip with its timing.
struct BarHints {
    /// A tooltip over slot `item`, shown at `shown`, hiding at `hides` (∞ while pressed).
    typealias Tip = (item: Int, shown: Double, hides: Double)

    var hovered: Int?
    var focused: Int?
    var tooltip: Tip?
}
