/// One frame of a transition: how to place the page being left (`outgoing`) and the page
/// being revealed (`incoming`), which of them draws on top, and extra nodes.
///
/// Drawing order: `backdrop` (if any), the lower page, `between`, the upper page, `above`.
/// `between` and `above` are in window pixels and stay inside the transition's area; the compositor is expected
/// to clip the whole transition to that area as well.
public struct TransitionFrame: Hashable, Sendable {
    /// The page being left: the old page on push/present/tab, the top page on pop/dismiss.
    public var outgoing: PagePlacement
    /// The page being revealed: the new page on push/present/tab, the page beneath on
    /// pop/dismiss.
    public var incoming: PagePlacement
    /// Whether `incoming` draws above `outgoing`. False on pop and dismiss, where the
    /// departing page was the top one and stays above the page it uncovers.
    public var incomingOnTop: Bool
    /// Nodes drawn between the two pages: the push dim and shadow, the bubble circle, the
    /// modal dim.
    public var between: [SceneNode]
    /// Nodes drawn above both pages: the magic move's lift shadow. Draw a flying move
    /// element after these (see `TransitionGeometry.flyingNode`).
    public var above: [SceneNode]
    /// Move: the flying element's rectangle now, in window pixels; nil for other kinds.
    /// While it flies, the caller hides the source on the old page and the target on the
    /// new one, as HYBMoveTransition does (alpha 0 on both until it lands).
    public var movingRect: Rect?
    /// A colour to fill the area with under both pages, where a page that shrinks or fades
    /// uncovers it; nil leaves whatever the caller draws there (its page background, say).
    /// Modal asks for black, the colour iOS shows around a presenting page pushed back.
    public var backdrop: Color?

    /// A frame placing `outgoing` and `incoming`, the incoming page drawn on top unless told.
    public init(
        outgoing: PagePlacement, incoming: PagePlacement, incomingOnTop: Bool = true,
        between: [SceneNode] = [], above: [SceneNode] = [], movingRect: Rect? = nil,
        backdrop: Color? = nil
    ) {
        self.outgoing = outgoing
        self.incoming = incoming
        self.incomingOnTop = incomingOnTop
        self.between = between
        self.above = above
        self.movingRect = movingRect
        self.backdrop = backdrop
    }

    /// The same picture seen from the other direction: the pages swap roles and the
    /// stacking flips, everything else stays. A reversing role's frame at progress p is
    /// the forward frame at 1 − p, mirrored.
    public func mirrored() -> TransitionFrame {
        TransitionFrame(
            outgoing: incoming, incoming: outgoing, incomingOnTop: !incomingOnTop,
            between: between, above: above, movingRect: movingRect, backdrop: backdrop)
    }
}
