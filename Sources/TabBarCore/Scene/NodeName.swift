/// The stable names of a scene's moving parts (`SceneGroup.name`): what `tabbar plot`
/// draws lanes for and what a script's motion asserts address. Item and tab numbers count
/// from 0, as `--item` does; page depths from 1 (the tab's root page).
///
/// | name | the group |
/// | --- | --- |
/// | `bar` | the whole bar while it slides away or sits under a presented page (absent at rest) |
/// | `item N button` | item N's whole button (icon, title, badge), which pop and press scale |
/// | `item N icon` | its icon: offset, scale, rotation, a flip's turn, faces and tint |
/// | `item N title` | its title: offset, scale, opacity, colour |
/// | `item N badge` | its badge |
/// | `indicator` | the colourful mask (clip edges) or the bottom line (edges) |
/// | `indicator N` | the pill behind item N |
/// | `tab T page D` | the page at depth D of tab T's stack, at rest or in a transition |
/// | `sheet` | a presented page (bubble, modal, …) |
/// | `bubble` | the bubble's disc while it grows or shrinks |
/// | `hero` | the magic move's flying card |
///
/// A name may appear twice in one scene (the colourful mask draws an item's icon and
/// title once in each colouring); they are one node.
public enum NodeName {
    /// The whole bar while it slides away or sits under a presented page.
    public static let bar = "bar"
    /// Names of groups that wrap others only while they move: where one is absent, it is
    /// at rest (in place, opaque), not hidden as an absent page is.
    public static let wrappers: Set<String> = [bar]
    /// Item `item`'s whole button: icon, title and badge, which pop and press scale.
    public static func button(item: Int) -> String { "item \(item) button" }
    /// Item `item`'s icon.
    public static func icon(item: Int) -> String { "item \(item) icon" }
    /// Item `item`'s title.
    public static func title(item: Int) -> String { "item \(item) title" }
    /// Item `item`'s badge.
    public static func badge(item: Int) -> String { "item \(item) badge" }
    /// The colourful mask or the bottom line.
    public static let indicator = "indicator"
    /// The pill behind item `item`.
    public static func pill(item: Int) -> String { "indicator \(item)" }
    /// The page at `depth` of tab `tab`'s stack (1 is the root page).
    public static func page(tab: Int, depth: Int) -> String { "tab \(tab) page \(depth)" }
    /// A presented page (bubble, modal, …).
    public static let sheet = "sheet"
    /// The bubble transition's disc while it grows or shrinks.
    public static let bubble = "bubble"
    /// The magic move's flying card.
    public static let hero = "hero"
}
