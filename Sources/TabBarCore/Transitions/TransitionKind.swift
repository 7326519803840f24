/// The page transitions, after HYBControllerTransitions (shared/reference/seed-libraries.md
/// §3) plus iOS's navigation push and GtkStack's slide. The raw values are the names used in
/// configuration files and traces.
public enum TransitionKind: String, Sendable, CaseIterable {
    /// iOS navigation push: the new page slides in from the right over the old one, which
    /// moves a third of the way left and dims. Meant for push/pop.
    case push
    /// HYBEaseInOutTransition: the new page fades in (alpha 0 → 1) over the old one, which
    /// stays opaque so nothing behind shows through. Any role.
    case crossDissolve = "cross-dissolve"
    /// HYBBubbleTransition: a circle of the presented page's colour grows from a point to
    /// cover the area, with the page scaling and fading in. Meant for present/dismiss.
    case bubble
    /// HYBModalTransition: a half-sheet slides up while the presenting page shrinks (and,
    /// as options, dims and rounds its corners). Meant for present/dismiss.
    case modal
    /// HYBMoveTransition ("Keynote magic move"): the destination shows at once while a
    /// snapshot of the source flies to its hero rectangle; source and hero stay hidden until
    /// it lands. A pop flies it back. Meant for push/pop.
    case move
    /// GtkStack `slide-left-right`: both pages slide sideways together. Meant for tab switches.
    case slide
    /// No animation: the pages swap at once.
    case none
}
