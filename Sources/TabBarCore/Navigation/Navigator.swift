/// The navigation state machine: one page stack per tab, an optional modal page, the
/// transition on screen, and whether the bar is hidden.
///
/// The state changes when an action starts; the transition then only shows the change.
/// Page actions that arrive while a transition runs wait in a queue and start, in order,
/// the moment it ends (at its exact end time), so two pages are never left half-shown and
/// no click is lost. They act on the tab on screen when they start. A tab switch is
/// different: the bar has already moved, so the page follows it at once. During a tab
/// slide it retargets the slide from where it is; during a push, a pop or another tab
/// transition, the picture on screen at that moment leaves as the page being left. Only a
/// present or dismiss makes it wait, alone. The page actions still queued are discarded
/// with it (they were aimed at a page the user has left). Time is a parameter; nothing here
/// reads a clock.
public struct Navigator: Sendable {
    /// Each bar slot's page stack, the root first.
    public internal(set) var stacks: [[PageEntry]]
    /// The bar slot whose page is on screen. It follows the selection, except while a tab
    /// switch waits behind a present or dismiss (`pendingSwitch`): then the page shown is still
    /// the old slot's, which is why this is not the selection itself.
    public internal(set) var currentSlot: Int
    /// The modal page shown over everything, if any.
    public internal(set) var presented: PageEntry?
    /// How pushes, presents and tab switches animate.
    public var settings: NavigationSettings
    /// The bar hidden by a program (RDV's `setTabBarHidden`), whatever the pages say.
    public private(set) var isBarHiddenByProgram = false
    var active: ActiveTransition?
    /// How the modal on screen was presented, so dismissing plays the same transition backwards.
    var presentedParameters: TransitionParameters?
    var queue: [(action: NavigationAction, parameters: TransitionParameters)] = []
    /// A tab switch waiting for the running transition (the latest one wins).
    var pendingSwitch: (slot: Int, parameters: TransitionParameters)?
    /// 0 when the bar is shown, 1 when it is hidden; animated in between.
    var barHidden = AnimatedValue(0)

    /// How many page actions may wait behind a running transition; more are dropped.
    public static let queueLimit = 8

    /// `roots` holds each slot's first page; `currentSlot` is the slot whose page is on screen.
    public init(roots: [PageEntry], currentSlot: Int, settings: NavigationSettings = NavigationSettings()) {
        stacks = roots.map { [$0] }
        self.currentSlot = min(max(currentSlot, 0), max(roots.count - 1, 0))
        self.settings = settings
    }

    /// The page stack of the tab on screen.
    public var currentStack: [PageEntry] { stacks.indices.contains(currentSlot) ? stacks[currentSlot] : [] }

    /// Pages on the current stack, the root included.
    public var depth: Int { currentStack.count }

    /// The pages shown stacked on the current tab: its stack and a modal over it. What the
    /// trace's `navigation` events and a script's `{"assert": {"depth": N}}` count.
    public var shownDepth: Int { depth + (presented == nil ? 0 : 1) }

    /// Whether a page transition is under way.
    public var isTransitioning: Bool { active != nil }

    /// Asks for `action` at `time`; it starts now, or after the running transition.
    public mutating func perform(
        _ action: NavigationAction, at time: Double,
        parameters: TransitionParameters = TransitionParameters()
    ) -> [NavigationEvent] {
        // First catch up: whatever was due by now runs before this action.
        var events = advance(to: time)
        if let active, time < active.end {
            if case .switchTab(let slot) = action {
                queue.removeAll()
                if active.role == .present || active.role == .dismiss {
                    pendingSwitch = (slot, parameters)
                } else {
                    events += interrupt(active, switchingTo: slot, at: time, parameters: parameters)
                }
            } else if queue.count < Self.queueLimit {
                queue.append((action, parameters))
            }
            return events
        }
        events += start(action, at: time, parameters: parameters)
        return events
    }

    /// Ends a transition whose time is up and starts, in order, what was waiting; actions
    /// that start no transition run at once and the next one follows at the same time.
    public mutating func advance(to time: Double) -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        var now = time
        while true {
            if let active {
                guard time >= active.end else { break }
                now = active.end
                events += finish(at: now)
            }
            if let pending = pendingSwitch {
                pendingSwitch = nil
                events += start(.switchTab(pending.slot), at: now, parameters: pending.parameters)
            } else if !queue.isEmpty {
                let next = queue.removeFirst()
                events += start(next.action, at: now, parameters: next.parameters)
            } else {
                break
            }
        }
        return events
    }

    /// Whether anything about the page area moves after `time`.
    public func isAnimating(at time: Double) -> Bool {
        if let active, time < active.end { return true }
        if !queue.isEmpty || pendingSwitch != nil || barHidden.isAnimating(at: time) { return true }
        return (currentStack + [presented].compactMap { $0 }).contains { $0.scroll.isAnimating(at: time) }
    }

    /// How far the bar has slid away, 0 (shown) … 1 (hidden), at `time`.
    public func barHiddenFraction(at time: Double) -> Double {
        min(max(barHidden.value(at: time), 0), 1)
    }

    /// RDV's `setTabBarHidden(_:animated:)`.
    public mutating func setBarHidden(_ hidden: Bool, animated: Bool, at time: Double) {
        isBarHiddenByProgram = hidden
        updateBar(at: time, animated: animated)
    }

    /// The transition on screen at `time`, if any.
    func transition(at time: Double) -> ActiveTransition? {
        guard let active, time < active.end else { return nil }
        return active
    }

    mutating func finish(at time: Double) -> [NavigationEvent] {
        guard let active, time >= active.end else { return [] }
        self.active = nil
        return [.transition(name: active.kind, role: active.role, phase: .end, time: active.end)]
    }

    mutating func start(
        _ action: NavigationAction, at time: Double, parameters: TransitionParameters
    ) -> [NavigationEvent] {
        let before = visibleSide
        var kind = TransitionKind.none
        var role = TransitionRole.push
        var events: [NavigationEvent] = []
        switch action {
        case .push(let entry):
            guard presented == nil else { return [] }
            stacks[currentSlot].append(entry)
            (kind, role) = (entry.transition, .push)
            events.append(.navigation(slot: currentSlot, action: .push, depth: depth))
        case .pop:
            guard presented == nil, depth > 1, let top = stacks[currentSlot].popLast() else { return [] }
            (kind, role) = (top.transition, .pop)
            events.append(.navigation(slot: currentSlot, action: .pop, depth: depth))
        case .popToRoot:
            guard presented == nil, depth > 1, let top = stacks[currentSlot].last else { return [] }
            stacks[currentSlot].removeSubrange(1...)
            (kind, role) = (top.transition, .pop)
            events.append(.navigation(slot: currentSlot, action: .popToRoot, depth: depth))
        case .present(let entry, _):
            guard presented == nil else { return [] }
            presented = entry
            (kind, role) = (entry.transition, .present)
            events.append(.navigation(slot: currentSlot, action: .present, depth: shownDepth))
        case .dismiss:
            guard let modal = presented else { return [] }
            presented = nil
            (kind, role) = (modal.transition, .dismiss)
            events.append(.navigation(slot: currentSlot, action: .dismiss, depth: shownDepth))
        case .switchTab(let slot):
            // A modal stays on top; the tab underneath it changes at once, unseen.
            guard stacks.indices.contains(slot), slot != currentSlot else { return [] }
            currentSlot = slot
            (kind, role) = (presented == nil ? settings.tabTransition : .none, .tab)
        case .reselect:
            // Decided now, on the tab on screen now: pop to its root, or scroll it to the top.
            if presented == nil, depth > 1 { return start(.popToRoot, at: time, parameters: parameters) }
            guard scrollToTop(at: time) else { return [] }
            return [.navigation(slot: currentSlot, action: .scrollToTop, depth: shownDepth)]
        }
        if kind == .modal, role != .present, role != .dismiss {
            // HYB's modal presents and dismisses only: it ends on a half-sheet over the
            // shrunken page. A push, pop or tab switch ends on one page alone, so the sheet
            // would jump to the full page when it ends. There it plays the role's default
            // (push for push and pop, none for a tab switch), as docs/behaviour.md says.
            let defaults = NavigationSettings()
            kind = role == .tab ? defaults.tabTransition : defaults.pushTransition
        }
        updateBar(at: time, animated: true)
        // A pop leaves the page it reveals as `incoming`; the geometry mirrors push for it, and
        // a move flies back to the card it came from. A dismiss mirrors its present.
        var parameters = parameters
        if role == .pop, let source = before.entry.sourceRect { parameters.sourceRect = source }
        if case .present = action { presentedParameters = parameters }
        if role == .dismiss, let presented = presentedParameters { parameters = presented }
        // A magic move with no card to fly (a present, a dismiss, a tab switch) is a cut:
        // the pages change at once, and no transition runs on over still frames.
        if kind == .move, parameters.sourceRect == nil || parameters.targetRect == nil { kind = .none }
        guard kind != .none, settings.timing.totalDuration > 0 else { return events }
        var transition = ActiveTransition(
            kind: kind, role: role, start: time, timing: settings.timing, outgoing: before,
            incoming: visibleSide, parameters: parameters)
        if role == .tab, kind == .slide {
            transition.strip = SlideStrip(outgoing: before, incoming: visibleSide, forward: parameters.slideForward)
        }
        active = transition
        events.append(.transition(name: kind, role: role, phase: .begin, time: time))
        return events
    }

    /// The page on top right now: the modal when one is presented.
    var visibleSide: ActiveTransition.Side {
        if let presented {
            return ActiveTransition.Side(slot: currentSlot, entry: presented, canGoBack: false, name: NodeName.sheet)
        }
        return baseSide
    }

    /// The page under a presented modal (or the top page when none is).
    var baseSide: ActiveTransition.Side {
        let stack = currentStack
        return ActiveTransition.Side(
            slot: currentSlot, entry: stack.last ?? stacks[0][0], canGoBack: stack.count > 1,
            name: NodeName.page(tab: stack.isEmpty ? 0 : currentSlot, depth: max(stack.count, 1)))
    }

    /// Follows the navigation: the bar hides while a page that asks for it is on top.
    mutating func updateBar(at time: Double, animated: Bool) {
        let hidden = isBarHiddenByProgram || (currentStack.last?.hidesBar ?? false)
        let target = hidden ? 1.0 : 0.0
        guard barHidden.target != target else { return }
        barHidden.animate(
            to: target, at: time,
            animated ? .tween(duration: settings.barSlideDuration, curve: .easeInEaseOut) : .instant)
    }
}
