/// Something on a page that reacts to a click.
public enum PageTarget: Hashable, Sendable {
    /// A grid card, by index.
    case card(Int)
    /// A list, settings or More row, by index.
    case row(Int)
    /// The Follow page's "Present" or the sheet's "Close".
    case button
    /// The header's back button.
    case back
}
