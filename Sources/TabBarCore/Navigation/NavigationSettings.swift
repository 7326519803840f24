/// How navigation animates, app-wide; tabs may choose their own push and present transitions.
public struct NavigationSettings: Sendable {
    /// The default transition for pushes (and so pops).
    public var pushTransition: TransitionKind = .push
    /// The default transition for presenting (and dismissing) a modal page.
    public var presentTransition: TransitionKind = .modal
    /// The transition between tabs; `none` switches at once, as UIKit does.
    public var tabTransition: TransitionKind = .none
    /// Duration and curve or spring of every transition (HYB: 0.5 s, ease-in-out).
    public var timing = TransitionTiming()
    /// The half-sheet: presenting page scale, sheet height, dim and corners (HYB's defaults:
    /// 0.9 × 0.9, half the height, no dim, square corners).
    public var modal = ModalStyle.seed
    /// Whether a click on the dimmed page dismisses the modal (HYB `shouldDismissOnTap`).
    public var dismissOnDimTap = true
    /// RDV's `setTabBarHidden:animated:`: 0.24 s, ease-in-out (0 under reduced motion).
    public var barSlideDuration = 0.24

    /// UIKit's push, HYB's present and no tab transition, with RDV's bar slide.
    public init() {}
}
