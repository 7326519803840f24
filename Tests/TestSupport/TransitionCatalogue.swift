import TabBarCore

/// Every page transition the controller can run, each started through real input on the
/// HYB demo: every kind in every role, with and without the spring, with reduced motion
/// off and on, plus the interruptions a tab switch makes (a slide retargeted, a push left
/// mid-way). Invariant tests walk each case frame by frame.
public struct TransitionCase: CustomStringConvertible, Sendable {
    /// How the transition is started.
    public enum Scenario: String, Sendable, CaseIterable {
        case push, pop, present, dismiss, tab
        /// A tab switch 0 → 1, then → 2 at 0.2 s: the slide is retargeted.
        case tabRetarget = "tab-retarget"
        /// A push on tab 0, then a switch to tab 1 at 0.2 s.
        case tabDuringPush = "tab-during-push"
    }

    public var kind: TransitionKind
    public var scenario: Scenario
    public var spring: Bool
    public var reduced: Bool

    public init(kind: TransitionKind, scenario: Scenario, spring: Bool, reduced: Bool) {
        self.kind = kind
        self.scenario = scenario
        self.spring = spring
        self.reduced = reduced
    }

    public var description: String {
        "\(kind.rawValue) \(scenario.rawValue)\(spring ? " spring" : "")\(reduced ? " reduced" : "")"
    }

    /// The whole catalogue (in `make check`, one case in thirteen: `TestTier`). Under reduced
    /// motion every kind becomes the same short cross-fade, so one kind stands for all there.
    public static let all: [TransitionCase] = TestTier.sample(every, stride: 13)

    /// How many of `every` cases `all` holds, for sweeps that count the frames they checked.
    public static var sampled: Double { Double(all.count) / Double(every.count) }

    /// Every case, whatever the tier.
    public static let every: [TransitionCase] = {
        var cases: [TransitionCase] = []
        for scenario in Scenario.allCases {
            for kind in TransitionKind.allCases {
                for spring in [false, true] {
                    cases.append(TransitionCase(kind: kind, scenario: scenario, spring: spring, reduced: false))
                }
            }
            cases.append(TransitionCase(kind: .slide, scenario: scenario, spring: false, reduced: true))
        }
        return cases
    }()

    public static let viewport = Size(width: 390, height: 844)

    /// The HYB demo with this case's kind for every role and its timing.
    public func configuration(_ base: AppConfiguration) -> AppConfiguration {
        var configuration = base
        configuration.navigation.pushTransition = kind
        configuration.navigation.presentTransition = kind
        // The tab transition only plays in the tab scenarios, so the others start cleanly.
        configuration.navigation.tabTransition = [.tab, .tabRetarget, .tabDuringPush].contains(scenario) ? kind : .none
        configuration.navigation.timing.spring = spring
        for i in configuration.tabs.indices {
            configuration.tabs[i].pushTransition = nil
            configuration.tabs[i].presentTransition = nil
        }
        return reduced ? ReducedMotion.apply(to: configuration) : configuration
    }

    /// Plays the case on a fresh controller: brings it to the moment the transition starts,
    /// then calls `sample` at `rate` frames per second until just past the end, doing the
    /// scenario's later input (a second tab switch, say) on its frame. `sample` gets the
    /// controller, the time, and the time since the transition started.
    public func play(
        _ base: AppConfiguration, rate: Double = 60,
        sample: (TabBarController, _ time: Double, _ elapsed: Double) throws -> Void
    ) rethrows {
        let configuration = self.configuration(base)
        let c = TabBarController(configuration: configuration, viewport: Self.viewport)
        let duration = configuration.navigation.timing.totalDuration
        func click(_ point: Point, at time: Double) {
            _ = c.handle(.pointerDown(point, button: .primary), at: time)
            _ = c.handle(.pointerUp(point, button: .primary), at: time)
        }
        func clickCard(at time: Double) {
            let page = c.navigator.currentStack.last?.spec ?? PageSpec(kind: .grid, title: "", accent: .white)
            let card = PageRenderer.rect(
                of: .card(0), page: page, in: c.pageArea(at: time), scroll: 0, canGoBack: false)
            click(card?.center ?? .zero, at: time)
        }
        func showPresentButton(at time: Double) {
            _ = c.select(1, cause: .program, at: time)
            _ = c.advance(to: time + 1)
        }
        func clickPresent(at time: Double) {
            let page = c.navigator.currentStack.last?.spec ?? PageSpec(kind: .button, title: "", accent: .white)
            let button = PageRenderer.rect(
                of: .button, page: page, in: c.pageArea(at: time), scroll: 0, canGoBack: false)
            click(button?.center ?? .zero, at: time)
        }
        let escape = { (time: Double) in _ = c.handle(.key(.escape, modifiers: []), at: time) }
        let select = { (index: Int) in { (time: Double) in _ = c.select(index, cause: .program, at: time) } }
        // What starts the transition at `start`, and what follows `later` seconds after it.
        var start = 0.0
        var first: (Double) -> Void
        var later: (delay: Double, action: (Double) -> Void)?
        switch scenario {
        case .push:
            first = clickCard
        case .pop:
            clickCard(at: 0)
            _ = c.advance(to: 5)
            (start, first) = (5, escape)
        case .present:
            showPresentButton(at: 0)
            (start, first) = (5, clickPresent)
        case .dismiss:
            showPresentButton(at: 0)
            clickPresent(at: 2)
            _ = c.advance(to: 5)
            (start, first) = (5, escape)
        case .tab:
            first = select(1)
        case .tabRetarget:
            first = select(1)
            later = (0.2, select(2))
        case .tabDuringPush:
            first = clickCard
            later = (0.2, select(1))
        }
        first(start)
        let end = start + (later?.delay ?? 0) + duration
        var pending = later
        for t in Self.times(from: start, to: end, rate: rate) {
            if let next = pending, t >= start + next.delay - 1e-9 {
                next.action(start + next.delay)
                pending = nil
            }
            _ = c.advance(to: t)
            try sample(c, t, t - start)
        }
    }

    /// Sample times from `start` to just past `end`, `rate` per second.
    public static func times(from start: Double, to end: Double, rate: Double) -> [Double] {
        let count = Int(((end - start) * rate).rounded(.up))
        return (0...count + 1).map { start + Double($0) / rate }
    }
}
