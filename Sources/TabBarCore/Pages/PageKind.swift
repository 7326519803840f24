/// The kinds of page the demo app shows above the tab bar.
public enum PageKind: String, Sendable, CaseIterable {
    /// Home: a 2-column grid of coloured cards; a card pushes a detail page.
    case grid
    /// Live: a list of rows with avatars and "LIVE" tags.
    case list
    /// Follow: explanatory text and a "Present" button that presents a sheet.
    case button
    /// Profile: an account block and grouped inset rows, like iOS Settings.
    case settings
    /// The page a card pushes: a hero (the card's picture, scaled up) and placeholder paragraphs.
    case detail
    /// The modal: a sheet with a grabber, a title, text and a "Close" button.
    case sheet
    /// UIKit's More list of overflow tabs.
    case more
    /// A header and a big centred title.
    case plain
    /// A designer's own screen: a PNG scaled to the page width, scrolling when taller; a tap
    /// shows the next screen of `PageSpec.screens`.
    case image
}
