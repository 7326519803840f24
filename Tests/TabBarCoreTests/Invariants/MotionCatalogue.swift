import TestSupport

@testable import TabBarCore

/// One motion of the catalogue, set up so it can be started at a chosen time: a
/// configuration, what happens before (given time to settle), and the input that starts it.
struct MotionCase {
    var name: String
    var configuration: AppConfiguration
    var viewport = Size(width: 390, height: 844)
    /// Run at time 0; everything has settled by the time the motion starts.
    var prepare: (TabBarController, Double) -> [TraceEvent] = { _, _ in [] }
    /// Starts the motion under test.
    var trigger: (TabBarController, Double) -> [TraceEvent]
    /// The item motions this input starts, whose declared discrete steps are excused.
    var itemMotions: [(item: Int, kind: ItemAnimator.Kind)] = []
    /// How long a motion that leaves no `end` trace lasts (badge animations, the bar's slide).
    var untracedDuration = 0.0
    /// How much faster than the tween the fastest transition may move (see `springSpeedup`).
    var positionAllowance = 1.0
}

/// Issue 9's catalogue: every item animation, badge animation, indicator and transition,
/// each with and without spring and with reduced motion off and on.
enum MotionCatalogue {
    static let catalog = ItemAnimationCatalog.builtIn

    /// Every case in its four variants.
    static func all() throws -> [MotionCase] {
        let base = try itemCases() + badgeCases() + indicatorCases() + transitionCases()
        return base.flatMap { c in
            [false, true].flatMap { spring in
                [false, true].map { reduced in variant(c, spring: spring, reduced: reduced) }
            }
        }
    }

    static func variant(_ c: MotionCase, spring: Bool, reduced: Bool) -> MotionCase {
        var v = c
        v.configuration.navigation.timing.spring = spring
        if reduced { v.configuration = ReducedMotion.apply(to: v.configuration) }
        v.name += (spring ? " spring" : " tween") + (reduced ? " reduced" : "")
        if reduced { v.untracedDuration = min(v.untracedDuration, ReducedMotion.fadeDuration) }
        if spring && !reduced { v.positionAllowance = springSpeedup(v.configuration.navigation.timing) }
        return v
    }

    /// The seed's spring moves page transitions faster than 3 % of the width per 240 Hz
    /// sample: HYB fixes its kick (2 distances per second), its damping (0.5) and that it
    /// has settled by its 0.5 s, so its progress peaks at about 15.5 distances per second
    /// (ω0 28.2 rad/s, 40 ms in), where the ease-in-out tween peaks at about 3.4. A
    /// full-width slide then moves several % of the width per sample, and a bubble's far
    /// corner more; a bubble page's scale moves 0.064 per sample, and the detail hero inside
    /// it, drawn as the card stretched 2.1×, 0.135. That is the seed's motion, not a jump,
    /// so with the spring the position and scale limits grow by the ratio of the two peak
    /// speeds (about 4.5): the spring may move the same path as fast as it moves, no
    /// faster, and any real jump (a page, an element snapping into place) still breaks it.
    static func springSpeedup(_ spring: TransitionTiming) -> Double {
        var tween = spring
        tween.spring = false
        func peak(_ timing: TransitionTiming) -> Double {
            let end = timing.totalDuration, step = 1.0 / 2400
            return stride(from: 0, to: end, by: step).map {
                abs(timing.progress(at: $0 + step) - timing.progress(at: $0)) / step
            }
            .max() ?? 0
        }
        let ratio = peak(spring) / max(peak(tween), 1e-9)
        return max(1, ratio)
    }

    /// Ramotion's demo bar (icons, and a flip-book on tab 4), with no indicator.
    static func ramotion() throws -> AppConfiguration {
        var configuration = try DemoConfiguration.load("demos/ramotion.json")
        configuration.bar.indicator = .none
        return configuration
    }

    /// Each animation on every tab: select (tab 0 → the flip-book tab 4), deselect (4 → 0)
    /// and reselect (4 again).
    static func itemCases() throws -> [MotionCase] {
        try catalog.names.flatMap { name -> [MotionCase] in
            var configuration = try ramotion()
            for i in configuration.tabs.indices {
                let request = ItemAnimationCatalog.Request(frameCount: configuration.tabs[i].frames.count)
                configuration.tabs[i].animation = catalog.make(name, request) ?? NoAnimation()
            }
            var fromFour = configuration
            fromFour.initialIndex = 4
            return [
                MotionCase(
                    name: "\(name) select", configuration: configuration, trigger: select(4),
                    itemMotions: [(4, .select), (0, .deselect)]),
                MotionCase(
                    name: "\(name) deselect", configuration: fromFour, trigger: select(0),
                    itemMotions: [(0, .select), (4, .deselect)]),
                MotionCase(
                    name: "\(name) reselect", configuration: fromFour, trigger: select(4), itemMotions: [(4, .reselect)]
                ),
            ]
        }
    }

    /// ES's badge animations, for a badge that appears and for one that changes.
    static func badgeCases() throws -> [MotionCase] {
        try [BadgeAnimationKind.bounce, .wiggle].flatMap { kind -> [MotionCase] in
            var configuration = try ramotion()
            configuration.bar.badge.animation = kind
            let duration = BadgeAnimator.duration
            return [
                MotionCase(
                    name: "badge \(kind.rawValue) appear", configuration: configuration,
                    trigger: { c, t in c.setBadge("3", for: 1, at: t) }, untracedDuration: duration),
                MotionCase(
                    name: "badge \(kind.rawValue) change", configuration: configuration,
                    prepare: { c, t in c.setBadge("1", for: 1, at: t) },
                    trigger: { c, t in c.setBadge("12", for: 1, at: t) }, untracedDuration: duration),
            ]
        }
    }

    static func indicatorCases() throws -> [MotionCase] {
        try IndicatorKind.allCases.map { kind in
            var configuration = try ramotion()
            configuration.bar.indicator = kind
            for i in configuration.tabs.indices { configuration.tabs[i].animation = NoAnimation() }
            return MotionCase(name: "indicator \(kind.rawValue)", configuration: configuration, trigger: select(3))
        }
    }

    /// Every transition kind in every role, on HYB's demo (a grid on tab 0 whose detail
    /// hides the bar, a button page on tab 1).
    static func transitionCases() throws -> [MotionCase] {
        try TransitionKind.allCases.flatMap { kind -> [MotionCase] in
            var configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
            for i in configuration.tabs.indices {
                configuration.tabs[i].pushTransition = nil
                configuration.tabs[i].presentTransition = nil
            }
            configuration.navigation.pushTransition = kind
            configuration.navigation.presentTransition = kind
            configuration.navigation.tabTransition = kind
            var onButtons = configuration
            onButtons.initialIndex = 1
            let slide = configuration.navigation.barSlideDuration
            return [
                MotionCase(
                    name: "\(kind.rawValue) push", configuration: configuration, trigger: clickCard,
                    untracedDuration: slide),
                MotionCase(
                    name: "\(kind.rawValue) pop", configuration: configuration, prepare: clickCard, trigger: escape,
                    untracedDuration: slide),
                MotionCase(name: "\(kind.rawValue) present", configuration: onButtons, trigger: clickButton),
                MotionCase(
                    name: "\(kind.rawValue) dismiss", configuration: onButtons, prepare: clickButton, trigger: escape),
                MotionCase(
                    name: "\(kind.rawValue) tab", configuration: configuration, trigger: select(2),
                    itemMotions: [(2, .select), (0, .deselect)]),
            ]
        }
    }

    static func select(_ index: Int) -> (TabBarController, Double) -> [TraceEvent] {
        { c, t in c.select(index, cause: .tap, at: t) }
    }

    static func click(_ c: TabBarController, _ point: Point, at t: Double) -> [TraceEvent] {
        c.handle(.pointerDown(point, button: .primary), at: t) + c.handle(.pointerUp(point, button: .primary), at: t)
            + c.handle(.pointerLeave, at: t)
    }

    static func clickCard(_ c: TabBarController, at t: Double) -> [TraceEvent] {
        let targets = c.pageTargets(at: t)
        guard
            let card = PageRenderer.rect(
                of: .card(1), page: targets.page, in: targets.frame, scroll: 0, canGoBack: false)
        else { return [] }
        return click(c, card.center, at: t)
    }

    static func clickButton(_ c: TabBarController, at t: Double) -> [TraceEvent] {
        let targets = c.pageTargets(at: t)
        guard
            let button = PageRenderer.rect(
                of: .button, page: targets.page, in: targets.frame, scroll: 0, canGoBack: false)
        else { return [] }
        return click(c, button.center, at: t)
    }

    static func escape(_ c: TabBarController, at t: Double) -> [TraceEvent] {
        c.handle(.key(.escape, modifiers: []), at: t)
    }
}
