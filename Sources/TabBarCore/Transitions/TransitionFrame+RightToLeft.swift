/// Right to left, navigation runs the other way: UIKit slides a pushed page in from the
/// left edge (and a pop out to the left), with the parallax, dimming and shadow mirrored.
extension TransitionFrame {
    /// The frame seen in a mirror about `area`'s vertical centre line. Pages move mirrored
    /// but are not drawn mirrored (their text still reads left to right within them): a
    /// placement `T` becomes `M·T·M`, which for the push's translations negates them.
    func flippedLeftRight(in area: Rect) -> TransitionFrame {
        let mirror = AffineTransform.scale(-1, 1).about(Point(x: area.midX, y: area.midY))
        func flipped(_ placement: PagePlacement) -> PagePlacement {
            var placement = placement
            placement.transform = mirror.concatenating(placement.transform).concatenating(mirror)
            if case .rect(let rect)? = placement.clip { placement.clip = .rect(mirror.apply(to: rect)) }
            return placement
        }
        var frame = self
        frame.outgoing = flipped(outgoing)
        frame.incoming = flipped(incoming)
        // Dimming and the shadow are drawn in window coordinates: mirror them whole.
        frame.between = between.isEmpty ? [] : [.group(between, transform: mirror)]
        frame.above = above.isEmpty ? [] : [.group(above, transform: mirror)]
        frame.movingRect = movingRect.map { mirror.apply(to: $0) }
        return frame
    }
}
