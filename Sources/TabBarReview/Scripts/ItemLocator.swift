import TabBarCore

/// Finds a bar item by its title as shown: the bar's own items (More included), and the tabs
/// listed on More's page, which are reached through More.
public enum ItemLocator {
    /// Where a title is shown.
    public enum Place: Hashable, Sendable {
        /// Bar slot `slot` shows it.
        case bar(Int)
        /// Row `row` of More's list, More being bar slot `more`.
        case more(slot: Int, row: Int)
    }

    /// Every title shown, with where: the bar's items, then More's rows.
    public static func places(in controller: TabBarController) -> [(title: String, place: Place)] {
        var places = controller.items.enumerated().map { (title: $0.element.title, place: Place.bar($0.offset)) }
        for (slot, content) in controller.slots.enumerated() {
            guard case .more(let tabs) = content else { continue }
            places += tabs.enumerated().map { row, tab in
                (title: controller.configuration.tabs[tab].title, place: Place.more(slot: slot, row: row))
            }
        }
        return places
    }

    /// Where `title` is shown, or why it cannot be told: no item or several have it (the
    /// message lists the titles, More's as "Profile (in More)").
    public static func place(of title: String, in controller: TabBarController) -> Result<Place, LocatorError> {
        let all = places(in: controller)
        let matches = all.filter { $0.title == title }
        if matches.count == 1, let only = matches.first { return .success(only.place) }
        let listed = all.map { entry in
            DiagnosticText.quoted(entry.title) + (isBar(entry.place) ? "" : " (in More)")
        }
        let what = matches.isEmpty ? "no item is titled" : "\(matches.count) items are titled"
        return .failure(
            LocatorError(message: "\(what) \(DiagnosticText.quoted(title)); titles: \(listed.joined(separator: ", "))"))
    }

    /// The bar slot `item` stands for: an index as it is, a title on the bar; a title behind
    /// More is an error (only a click reaches it, through More).
    public static func slot(of item: ScriptItem, in controller: TabBarController) -> Result<Int, LocatorError> {
        switch item {
        case .index(let index): return .success(index)
        case .title(let title):
            return place(of: title, in: controller).flatMap { place in
                guard case .bar(let slot) = place else {
                    return .failure(
                        LocatorError(
                            message: "\(DiagnosticText.quoted(title)) is behind More: click it by title to open it"))
                }
                return .success(slot)
            }
        }
    }

    static func isBar(_ place: Place) -> Bool {
        if case .bar = place { true } else { false }
    }
}

/// A title that names no item or several, with the titles there are.
public struct LocatorError: Error, CustomStringConvertible, Sendable {
    /// The one line printed: the title asked for and the titles there are.
    public var message: String
    public var description: String { message }
}
