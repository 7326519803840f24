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
    /// The modal's presenting page scale and sheet height (HYB: 0.9 and half the height).
    public var modalScale = 0.9
    public var modalHeightFraction = 0.5
    /// Whether a click on the dimmed page dismisses the modal (HYB `shouldDismissOnTap`).
    public var dismissOnDimTap = true
    /// RDV's `setTabBarHidden:animated:`: 0.24 s, ease-in-out (0 under reduced motion).
    public var barSlideDuration = 0.24

    public init() {}
}
