/// The page kinds a configuration may name as a tab's root page, mapping each name to its
/// kind (and so to its content). The core knows `plain` and `image`; a program adds its own
/// content kinds (the demo's catalog adds grid, list, button and settings) and hands the
/// catalog to the configuration decoder, which rejects any other name and stores the
/// catalog in the configuration.
public struct PageCatalog: Sendable {
    /// The kinds a configuration may name, in the order error messages and the schema list them.
    public let kinds: [PageKind]
    /// The root kinds of tabs that name no page, by position; tabs past the end get `plain`.
    public let defaultRoots: [PageKind]

    /// Ends the error for a kind the catalog does not have (after the valid names).
    public let unknownKindHint: String?

    /// A catalog of `kinds`, with `defaultRoots` for tabs that name no page and
    /// `unknownKindHint` to say where a missing kind comes from. A name given twice keeps its
    /// first kind.
    public init(kinds: [PageKind], defaultRoots: [PageKind] = [], unknownKindHint: String? = nil) {
        var seen = Set<String>()
        self.kinds = kinds.filter { seen.insert($0.name).inserted }
        self.defaultRoots = defaultRoots
        self.unknownKindHint = unknownKindHint
    }

    /// Only the core's own root kinds: `plain` and `image`. A configuration written for
    /// `tabbar` names the demo's kinds too; the error for one says how to bring them.
    public static let builtIn = PageCatalog(kinds: [.plain, .image], unknownKindHint: demoHint)

    /// How a program brings the demo's page kinds: one argument, from the TabBarDemo library.
    public static let demoHint =
        "the demo's grid, list, button and settings pages need pages: PageCatalog.demo (import TabBarDemo)"

    /// Every name, in order.
    public var names: [String] { kinds.map(\.name) }

    /// The kind called `name`, or nil when the catalog has none.
    public func kind(named name: String) -> PageKind? { kinds.first { $0.name == name } }

    /// The root kind of a tab at `position` that names no page.
    public func defaultRoot(at position: Int) -> PageKind {
        defaultRoots.indices.contains(position) ? defaultRoots[position] : .plain
    }
}
