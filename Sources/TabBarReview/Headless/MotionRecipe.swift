import TabBarCore

/// Which inputs play one motion in the window: the state it starts from and the taps and
/// keys that start it, as a person gives them. Every review tool plays its motion from a
/// recipe in a `HeadlessWindow` (`RecordedMotion.play`), and the end-to-end tests play the
/// same recipe in the real window, so that both show one motion: a bubble grows from the
/// button tapped, a magic move flies the card tapped, a push slides the bar away when the
/// tab says so.
public struct MotionRecipe {
    /// What moves.
    public enum Motion {
        /// The item in bar slot `slot` plays its animation in `role`.
        case item(ItemRole, slot: Int)
        /// The page transition `kind` in `role`, from the page of bar slot `slot` (for
        /// `tab`, the slot switched to).
        case transition(TransitionKind, TransitionRole, slot: Int)
        /// The indicator `kind` moving to slot `target`.
        case indicator(IndicatorKind, target: Int)
    }

    /// What an item motion shows.
    public enum ItemRole: String, CaseIterable, Sendable {
        /// Another item is selected; the item is tapped (a highlight-only animation, `press`,
        /// is held down for its highlight first).
        case select
        /// The item is selected; another is tapped.
        case deselect
        /// The item is selected and tapped again.
        case reselect
    }

    /// A motion that cannot be played in this configuration, in one line (what, where, why).
    public struct Unplayable: Error, CustomStringConvertible {
        public let description: String

        /// A refusal saying `description`, e.g. that no page can push in this configuration.
        public init(description: String) {
            self.description = description
        }
    }

    /// What moves.
    public var motion: Motion
    /// For an item motion: the item to show in its slot instead of the configured one (the
    /// same item with another animation, say).
    public var item: TabItem?

    /// The recipe of `motion`, with `item` shown in its slot for an item motion.
    public init(_ motion: Motion, item: TabItem? = nil) {
        self.motion = motion
        self.item = item
    }

    /// The bar slot whose item or page the motion starts from.
    public var slot: Int {
        switch motion {
        case .item(_, let slot), .transition(_, _, let slot): slot
        case .indicator(_, let target): target
        }
    }

    /// `configuration` made to play the motion: tab `slot`'s transition for the role set to
    /// the kind (the app's, for a slot that is no tab, and for tab switches), the indicator's
    /// kind set, or the item replaced. Everything else stays as configured (a detail that
    /// hides the bar still hides it).
    public func configured(_ configuration: AppConfiguration) -> AppConfiguration {
        var configuration = configuration
        let slots = BarSlot.slots(tabCount: configuration.tabs.count)
        let tab: Int? = if slots.indices.contains(slot), case .tab(let t) = slots[slot] { t } else { nil }
        switch motion {
        case .item:
            if let item, let tab { configuration.tabs[tab] = item }
        case .transition(let kind, .push, _), .transition(let kind, .pop, _):
            if let tab {
                configuration.tabs[tab].pushTransition = kind
            } else {
                configuration.navigation.pushTransition = kind
            }
        case .transition(let kind, .present, _), .transition(let kind, .dismiss, _):
            if let tab {
                configuration.tabs[tab].presentTransition = kind
            } else {
                configuration.navigation.presentTransition = kind
            }
        case .transition(let kind, .tab, _):
            configuration.navigation.tabTransition = kind
        case .indicator(let kind, _):
            configuration.bar.indicator = kind
        }
        return configuration
    }
}
