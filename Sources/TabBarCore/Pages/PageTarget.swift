/// Something on a page that reacts to a click.
public enum PageTarget: Hashable, Sendable {
    /// A card (the demo's grid), by index.
    case card(Int)
    /// A list, settings or More row, by index.
    case row(Int)
    /// A page's button: it presents a modal (the demo's "Present") or closes one (the
    /// sheet's "Close"); an image page's screen.
    case button
    /// The header's back button.
    case back
}
