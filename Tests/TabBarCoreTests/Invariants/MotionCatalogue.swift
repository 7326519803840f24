import TestSupport

@testable import TabBarCore
@testable import TabBarReview

/// One motion of the catalogue: a configuration and how the window plays it, from the
/// inputs a person gives (`MotionRecipe`), or for a badge through the API as the control
/// channel's `{"badge": …}` does.
struct MotionCase {
    enum Play {
        /// Item `slot`'s animation in `role`.
        case item(MotionRecipe.ItemRole, slot: Int)
        /// The indicator moving to slot `target`.
        case indicator(target: Int)
        /// The transition the configuration plays in `role` from slot `slot`'s page (read
        /// from the configuration when played, so that reduced motion's cross-fade plays).
        case transition(TransitionRole, slot: Int)
        /// Item `slot`'s badge set to `before` (and settled), then to `after`.
        case badge(slot: Int, before: String?, after: String)
    }

    var name: String
    var configuration: AppConfiguration
    var play: Play

    static let viewport = Size(width: 390, height: 844)

    /// Plays the case with the checks `tabbar check` runs (`MotionChecker`).
    func run() -> CheckResults.Suite {
        let checker = MotionChecker(
            configuration: configuration, viewport: Self.viewport, measurer: WindowText.measurer)
        let navigation = configuration.navigation
        let motion: MotionRecipe.Motion
        switch play {
        case .item(let role, let slot):
            motion = .item(role, slot: slot)
        case .indicator(let target):
            motion = .indicator(configuration.bar.indicator, target: target)
        case .transition(let role, let slot):
            let kind: TransitionKind =
                switch role {
                case .push, .pop: navigation.pushTransition
                case .present, .dismiss: navigation.presentTransition
                case .tab: navigation.tabTransition
                }
            motion = .transition(kind, role, slot: slot)
        case .badge(let slot, let before, let after):
            // A badge animates for its fixed time, or (reduced motion: none) changes at once.
            let animates = configuration.bar.badge.animation != .none
            return checker.check(
                program: name, scope: .badge(slot: slot), duration: animates ? BadgeAnimator.duration : 0,
                prepare: { c, t in before.map { c.setBadge($0, for: slot, at: t) } ?? [] },
                trigger: { c, t in c.setBadge(after, for: slot, at: t) })
        }
        return checker.check(CheckedMotion(recipe: MotionRecipe(motion), key: [], value: name, role: "catalogue"))
    }
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
        return v
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
            return MotionRecipe.ItemRole.allCases.map { role in
                MotionCase(
                    name: "\(name) \(role.rawValue)", configuration: configuration,
                    play: .item(role, slot: 4))
            }
        }
    }

    /// ES's badge animations, for a badge that appears and for one that changes.
    static func badgeCases() throws -> [MotionCase] {
        try [BadgeAnimationKind.bounce, .wiggle].flatMap { kind -> [MotionCase] in
            var configuration = try ramotion()
            configuration.bar.badge.animation = kind
            return [
                MotionCase(
                    name: "badge \(kind.rawValue) appear", configuration: configuration,
                    play: .badge(slot: 1, before: nil, after: "3")),
                MotionCase(
                    name: "badge \(kind.rawValue) change", configuration: configuration,
                    play: .badge(slot: 1, before: "1", after: "12")),
            ]
        }
    }

    static func indicatorCases() throws -> [MotionCase] {
        try IndicatorKind.allCases.map { kind in
            var configuration = try ramotion()
            configuration.bar.indicator = kind
            for i in configuration.tabs.indices { configuration.tabs[i].animation = NoAnimation() }
            return MotionCase(
                name: "indicator \(kind.rawValue)", configuration: configuration,
                play: .indicator(target: 3))
        }
    }

    /// Every transition kind in every role, on HYB's demo: push and pop from the grid on
    /// tab 0 (whose detail hides the bar), present and dismiss from the button page on tab
    /// 1, and a switch to tab 2.
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
            let plays: [(TransitionRole, Int)] = [(.push, 0), (.pop, 0), (.present, 1), (.dismiss, 1), (.tab, 2)]
            return plays.map { role, slot in
                MotionCase(
                    name: "\(kind.rawValue) \(role.rawValue)", configuration: configuration,
                    play: .transition(role, slot: slot))
            }
        }
    }
}
