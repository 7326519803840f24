import TabBarCore

/// What one checked motion moves: the scene layers that are its own (a tap plays an item's
/// select, the other's deselect, the indicator and maybe a tab transition at once; each is
/// checked as its own motion) and the checks that apply to it.
public enum MotionScope: Sendable, Hashable {
    /// An item's animation (select, deselect, reselect): its layer.
    case item(slot: Int)
    /// An item's badge animation (appear, change): the item's layer.
    case badge(slot: Int)
    /// The selection indicator.
    case indicator
    /// A page transition: everything but the bar's items for a tab switch (their select
    /// and deselect are theirs), everything but the focus ring otherwise.
    case transition(TransitionRole)

    /// The checks that apply: an indicator has no title and no page, a transition's items
    /// are the bar's business.
    public var checks: [MotionCheck] {
        switch self {
        case .item: [.rest, .continuity, .bounds, .holes, .ghosts, .glyphs]
        case .badge: [.rest, .continuity, .bounds, .glyphs]
        case .indicator: [.rest, .continuity, .bounds]
        case .transition: [.rest, .continuity, .bounds, .holes, .ghosts]
        }
    }

    /// The item whose layer it is, for item and badge motions.
    public var slot: Int? {
        switch self {
        case .item(let slot), .badge(let slot): slot
        case .indicator, .transition: nil
        }
    }

    /// Whether scene layer `id` is drawn by this motion.
    public func owns(layer id: String) -> Bool {
        switch self {
        case .item(let slot), .badge(let slot): id == "bar.item.\(slot)"
        case .indicator: id == "bar.indicator"
        case .transition(let role): role == .tab ? !id.hasPrefix("bar.") : id != "bar.focus" && id != "device.overlay"
        }
    }

    /// Whether it is a page transition, for the checks that only pages need (holes, ghosts).
    public var isTransition: Bool {
        if case .transition = self { return true }
        return false
    }
}
