import TabBarCore

/// The inputs of a recipe, worked out from the window's state as a person would: where the
/// item or the card is now, what is selected, what is open.
extension MotionRecipe {
    /// Inputs given at one frame of the motion (0: its first frame).
    public struct TimedInput {
        /// The frame the inputs are given at, counted from the motion's first (0).
        public var frame: Int
        /// The inputs, in order.
        public var events: [InputEvent]
    }

    /// The next inputs that bring `window`, at rest, towards the state the motion starts
    /// from (nil once it is there): close a modal, select the tab, go back to its root, open
    /// what a pop or a dismiss closes. The window should settle after each.
    public func nextSetup(in window: HeadlessWindow) throws(Unplayable) -> [InputEvent]? {
        let controller = window.controller
        let navigator = controller.navigator
        let hijacks = item(slot, in: controller).hijacksTap
        let modalWanted: Bool
        if case .transition(_, .dismiss, _) = motion { modalWanted = true } else { modalWanted = false }
        if navigator.presented != nil { return modalWanted ? nil : [Self.escape] }
        // Every motion starts from a tab's root page, the bar in view (a pop from the page its
        // push opened): a person goes back before tapping another tab.
        let root = navigator.depth > 1 ? [Self.escape] : nil
        switch motion {
        case .item(.select, _), .transition(_, .tab, _), .indicator:
            if let root { return root }
            if hijacks || controller.selectedIndex != slot { return nil }
            return try tap(item: try other(than: slot, in: controller), in: controller)
        case .item:
            guard !hijacks else { throw Unplayable(description: "item \(slot) presents a page and is never selected") }
            if let root { return root }
            return controller.selectedIndex != slot ? try tap(item: slot, in: controller) : nil
        case .transition(_, let role, _):
            if !(hijacks && (role == .present || role == .dismiss)), controller.selectedIndex != slot {
                if let root { return root }
                return try tap(item: slot, in: controller)
            }
            let depthWanted = role == .pop ? 2 : 1
            if navigator.depth > depthWanted { return [Self.escape] }
            if navigator.depth < depthWanted { return try pushInputs(in: window) }
            return modalWanted ? try presentInputs(in: window) : nil
        }
    }

    /// Plays `nextSetup` until the window is where the motion starts, settling after each
    /// step; a recipe that never gets there is unplayable.
    public func prepare(_ window: HeadlessWindow) throws(Unplayable) {
        window.settle()
        for _ in 0..<8 {
            guard let inputs = try nextSetup(in: window) else { return }
            window.send(inputs)
            window.settle()
        }
        throw Unplayable(description: "cannot bring the window to where \(name) starts")
    }

    /// The inputs that play the motion from where `prepare` left the window.
    public func startInputs(in window: HeadlessWindow) throws(Unplayable) -> [TimedInput] {
        let controller = window.controller
        switch motion {
        case .item(.select, _):
            let item = item(slot, in: controller)
            guard item.animation.name == "press", let point = Self.tapPoint(controller.tapPoint(ofItem: slot)) else {
                return [TimedInput(frame: 0, events: try tap(item: slot, in: controller))]
            }
            // A highlight-only animation shows on the press: held down for its highlight, then released.
            let held = max(1, Int((item.animation.highlightDuration * AnimationClock.frameRate).rounded(.up)))
            return [
                TimedInput(frame: 0, events: [.pointerDown(point, button: .primary)]),
                TimedInput(frame: held, events: [.pointerUp(point, button: .primary)]),
            ]
        case .item(.deselect, _):
            return [TimedInput(frame: 0, events: try tap(item: try other(than: slot, in: controller), in: controller))]
        case .item(.reselect, _), .transition(_, .tab, _), .indicator:
            return [TimedInput(frame: 0, events: try tap(item: slot, in: controller))]
        case .transition(_, .push, _):
            return [TimedInput(frame: 0, events: try pushInputs(in: window))]
        case .transition(_, .present, _):
            return [TimedInput(frame: 0, events: try presentInputs(in: window))]
        case .transition(_, .pop, _), .transition(_, .dismiss, _):
            return [TimedInput(frame: 0, events: [Self.escape])]
        }
    }

    /// When the motion ended, from what the window traced since it began (nil when nothing
    /// says so: a hijacked item's press has no end of its own).
    public func endTime(in trace: ArraySlice<TraceEvent>) -> Double? {
        for event in trace {
            switch (motion, event) {
            case (.item(let role, let slot), .animation(let a))
            where a.phase == .end && a.index == slot && a.kind.rawValue == role.rawValue:
                return a.time
            case (.transition(_, let role, _), .transition(_, let traced, .end, let time)) where traced == role:
                return time
            case (.indicator, .animation(let a)) where a.phase == .end && a.kind == .indicator:
                return a.time
            default:
                continue
            }
        }
        return nil
    }

    /// "bubble present from item 1", for messages.
    public var name: String {
        switch motion {
        case .item(let role, let slot): "item \(slot)'s \(role.rawValue)"
        case .transition(let kind, let role, let slot): "\(kind.rawValue) \(role.rawValue) from item \(slot)"
        case .indicator(let kind, let target): "\(kind.rawValue) to item \(target)"
        }
    }

    static let escape = InputEvent.key(.escape, modifiers: [])

    /// A click where a person would click: on whole pixels, pressed and released there.
    static func tap(_ point: Point) -> [InputEvent] {
        [.pointerDown(point, button: .primary), .pointerUp(point, button: .primary)]
    }

    static func tapPoint(_ point: Point?) -> Point? {
        point.map { Point(x: $0.x.rounded(.down), y: $0.y.rounded(.down)) }
    }

    /// A click on item `index` where a person clicks it; nil when the bar has no such item.
    public static func tap(item index: Int, in controller: TabBarController) -> [InputEvent]? {
        tapPoint(controller.tapPoint(ofItem: index)).map(tap)
    }

    func tap(item index: Int, in controller: TabBarController) throws(Unplayable) -> [InputEvent] {
        guard let inputs = Self.tap(item: index, in: controller) else {
            throw Unplayable(description: "there is no item \(index) (the bar has \(controller.items.count))")
        }
        return inputs
    }

    func item(_ index: Int, in controller: TabBarController) -> TabItem {
        controller.items.indices.contains(index) ? controller.items[index] : TabItem(title: "")
    }

    /// The first item besides `index` that a tap selects.
    func other(than index: Int, in controller: TabBarController) throws(Unplayable) -> Int {
        guard
            let other = controller.items.indices.first(where: {
                $0 != index && controller.items[$0].isEnabled && !controller.items[$0].hijacksTap
            })
        else { throw Unplayable(description: "no other item can be selected before \(name)") }
        return other
    }

    /// A tap on the first card or row of the page on top that opens a page.
    func pushInputs(in window: HeadlessWindow) throws(Unplayable) -> [InputEvent] {
        let controller = window.controller
        for target in [PageTarget.card(0), .row(0)] where controller.rootPage(ofSlot: slot, has: target) {
            if let point = Self.tapPoint(controller.tapPoint(of: target, at: window.now)) { return Self.tap(point) }
        }
        throw Unplayable(description: "item \(slot)'s page has no card or row that opens a page to push")
    }

    /// A tap on the item when it presents a page itself (ES's raised button), else on the
    /// page's button.
    func presentInputs(in window: HeadlessWindow) throws(Unplayable) -> [InputEvent] {
        let controller = window.controller
        if item(slot, in: controller).hijacksTap { return try tap(item: slot, in: controller) }
        guard controller.rootPage(ofSlot: slot, has: .button),
            let point = Self.tapPoint(controller.tapPoint(of: .button, at: window.now))
        else { throw Unplayable(description: "item \(slot)'s page has no button that presents a page") }
        return Self.tap(point)
    }
}
