/// The pages of a tab slide laid side by side, one page width apart, and the "camera"
/// moving along them. A plain slide is two pages, the one being left at slot 0 and the
/// new one at slot ±1. A tab switch during a slide retargets it: the camera sets off
/// from where it is towards the new page, which joins the strip beside the pages on
/// screen, so nothing jumps and the page always heads for the tab the bar shows.
struct SlideStrip: Sendable {
    struct Page: Sendable {
        var side: ActiveTransition.Side
        /// Position in page widths; higher slots lie further right on screen.
        var slot: Int
        /// Whether the transition's interrupted picture is drawn here instead of the page
        /// (the page being left, when a tab switch interrupted a push, say).
        var showsInterrupted = false
    }

    var pages: [Page]
    /// The camera's position, in slots, at progress 0 and at progress 1.
    var from: Double
    var to: Double
    /// The camera's speed when the slide was retargeted, in slots per second, carried on
    /// so the pages do not stall and set off again (0 for a fresh slide).
    var velocity = 0.0

    /// A plain slide from `outgoing` to `incoming`; `forward` puts the new page on the right.
    init(outgoing: ActiveTransition.Side, incoming: ActiveTransition.Side, forward: Bool) {
        let slot = forward ? 1 : -1
        pages = [Page(side: outgoing, slot: 0), Page(side: incoming, slot: slot)]
        from = 0
        to = Double(slot)
    }

    /// The camera at `progress`, with `fraction` (0…1) of the slide's `duration` gone. A
    /// retargeted slide adds `velocity` · duration · s(1 − s)², a Hermite term whose speed at
    /// the start is exactly `velocity` and which is 0 at both ends, so the camera keeps its
    /// speed through the retarget and still ends on `to`. A spring's overshoot is held at
    /// the strip's ends, where there is no page beyond to show.
    func position(progress p: Double, fraction s: Double = 1, duration: Double = 0) -> Double {
        let slots = pages.map { Double($0.slot) }
        let s = min(max(s, 0), 1)
        let carried = velocity * duration * s * (1 - s) * (1 - s)
        let position = from + (to - from) * p + (carried.isFinite ? carried : 0)
        return min(max(position, slots.min() ?? 0), slots.max() ?? 0)
    }

    /// The pages on screen with the camera at `position`, and their offsets in page widths
    /// (slot − position), left to right.
    func visible(at position: Double) -> [(page: Page, offset: Double)] {
        pages.map { ($0, Double($0.slot) - position) }.filter { abs($0.1) < 1 }.sorted { $0.1 < $1.1 }
    }

    /// The strip retargeted at camera `position` towards `side`: the pages off screen are
    /// dropped; a page already on screen is headed for, otherwise `side` joins the strip
    /// next to the pages on screen (right of them when `forward`).
    /// `velocity` is the camera's speed then (slots per second), which the new slide keeps.
    func retargeted(at position: Double, velocity: Double, to side: ActiveTransition.Side, forward: Bool) -> SlideStrip
    {
        var strip = self
        strip.pages = visible(at: position).map(\.page)
        if strip.pages.isEmpty { strip.pages = pages }
        strip.from = position
        strip.velocity = velocity
        if let existing = strip.pages.first(where: { $0.side.slot == side.slot }) {
            strip.to = Double(existing.slot)
        } else {
            let slots = strip.pages.map(\.slot)
            let slot = forward ? (slots.max() ?? 0) + 1 : (slots.min() ?? 0) - 1
            strip.pages.append(Page(side: side, slot: slot))
            strip.to = Double(slot)
        }
        return strip
    }
}
