/// The settings of a transition that depend on what is on screen: where a bubble starts,
/// its colour, the half-sheet's look, the rectangles a magic move flies between, and the
/// direction of a slide. Every kind reads only the fields it needs.
public struct TransitionParameters: Hashable, Sendable {
    /// Bubble: where the circle starts, in window pixels; nil means the bottom centre of the
    /// transition's area, where the tapped tab sits. HYBBubbleTransition's default is the same
    /// point, (width / 2, height), but it reaches it through an `NSNotFound` sentinel that
    /// also leaks into its radius; here the radius always comes from the real point.
    public var bubbleOrigin: Point?
    /// Bubble: the circle's colour, the presented page's background (HYB has no default;
    /// its demo passes `presented.view.backgroundColor`).
    public var bubbleColor: Color
    /// Modal: the presenting page's scale, the sheet's height, and the optional dim and
    /// corner radius (HYBModalTransition's defaults: 0.9 × 0.9, half the height, neither).
    public var modal: ModalStyle
    /// Move: the clicked element on the old page (a card), in window pixels. Without both
    /// rectangles a move shows the new page at once, with nothing flying.
    public var sourceRect: Rect?
    /// Move: where the element lands on the new page (the detail page's hero), in window pixels.
    public var targetRect: Rect?
    /// Move: the corner radius the element is cut out with, at its source size (pixels).
    /// Its snapshot is opaque inside that outline, so the lift shadow need not paint there.
    public var sourceCornerRadius: Double = 0
    /// Slide: true when the new page enters from the right (moving to a higher tab index),
    /// false when it enters from the left.
    public var slideForward: Bool
    /// The window the transition plays in, so that a spring can end once it stays within
    /// half a pixel there (`TransitionGeometry.looksSettled`); nil ends it within 0.1 %
    /// of its distance.
    public var settleArea: Rect?

    /// Parameters with the seed libraries' defaults.
    public init(
        bubbleOrigin: Point? = nil, bubbleColor: Color = .white, modal: ModalStyle = .seed,
        sourceRect: Rect? = nil, targetRect: Rect? = nil, slideForward: Bool = true
    ) {
        self.bubbleOrigin = bubbleOrigin
        self.bubbleColor = bubbleColor
        self.modal = modal
        self.sourceRect = sourceRect
        self.targetRect = targetRect
        self.slideForward = slideForward
    }
}
