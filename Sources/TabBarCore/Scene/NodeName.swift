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
    public static let bar = "bar"
    /// Names of groups that wrap others only while they move: where one is absent, it is
    /// at rest (in place, opaque), not hidden as an absent page is.
    public static let wrappers: Set<String> = [bar]
    public static func button(item: Int) -> String { "item \(item) button" }
    public static func icon(item: Int) -> String { "item \(item) icon" }
    public static func title(item: Int) -> String { "item \(item) title" }
    public static func badge(item: Int) -> String { "item \(item) badge" }
    public static let indicator = "indicator"
    public static func pill(item: Int) -> String { "indicator \(item)" }
    public static func page(tab: Int, depth: Int) -> String { "tab \(tab) page \(depth)" }
    public static let sheet = "sheet"
    public static let bubble = "bubble"
    public static let hero = "hero"
}
