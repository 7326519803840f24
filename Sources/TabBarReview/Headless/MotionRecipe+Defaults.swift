import TabBarCore

/// The motion a review tool plays when it is named without an item: where the
/// configuration itself plays it.
extension MotionRecipe {
    /// The role a transition is usually seen in: presentations present, slides switch tabs,
    /// everything else pushes.
    public static func defaultRole(for kind: TransitionKind) -> TransitionRole {
        switch kind {
        case .bubble, .modal: .present
        case .slide: .tab
        case .push, .crossDissolve, .move, .none: .push
        }
    }

    /// Whether bar slot `slot` can play a transition in `role`: its page has a card or row
    /// that opens a page (push, pop), a button that presents one or an item that does
    /// (present, dismiss); a tab switch goes to any slot but the one selected at start.
    public static func canPlay(_ role: TransitionRole, slot: Int, in controller: TabBarController) -> Bool {
        guard controller.items.indices.contains(slot) else { return false }
        switch role {
        case .push, .pop:
            return controller.rootPage(ofSlot: slot, has: .card(0)) || controller.rootPage(ofSlot: slot, has: .row(0))
        case .present, .dismiss:
            return controller.items[slot].hijacksTap || controller.rootPage(ofSlot: slot, has: .button)
        case .tab:
            return slot != controller.selectedIndex && controller.items[slot].isEnabled
                && !controller.items[slot].hijacksTap
        }
    }

    /// The slot a transition `kind` in `role` plays from when none is named: the first whose
    /// tab plays that kind in that role, else the first that can play the role at all (nil
    /// when none can).
    public static func defaultSlot(
        for kind: TransitionKind, role: TransitionRole, in controller: TabBarController
    ) -> Int? {
        let playable = controller.items.indices.filter { canPlay(role, slot: $0, in: controller) }
        let configuration = controller.configuration
        let own = playable.first { slot in
            guard case .tab(let tab) = controller.slots[slot] else { return false }
            let item = configuration.tabs[tab]
            switch role {
            case .push, .pop: return (item.pushTransition ?? configuration.navigation.pushTransition) == kind
            case .present, .dismiss:
                return (item.presentTransition ?? configuration.navigation.presentTransition) == kind
            case .tab: return configuration.navigation.tabTransition == kind
            }
        }
        return own ?? playable.first
    }
}
