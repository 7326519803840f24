/// One face of an icon: an image drawn either as a template in a tint colour or in its
/// original colours. The flip and curl effects turn one face into another, so they take
/// two of these instead of loose images and tints.
public struct IconFace: Hashable, Sendable {
    /// The PNG to draw; the renderer loads and caches it.
    public var image: ImageRef
    /// How the image's pixels become colour (tinted mask or original colours).
    public var rendering: ImageRendering

    /// A face drawing `image` with `rendering`.
    public init(image: ImageRef, rendering: ImageRendering) {
        self.image = image
        self.rendering = rendering
    }

    /// The face as one image node scaled into `frame` (logical pixels), with `opacity` (0...1).
    public func node(in frame: Rect, opacity: Double = 1) -> SceneNode {
        .image(image, frame: frame, rendering: rendering, opacity: opacity)
    }

    /// The face in `frame` with its colour moved a fraction `amount` (0...1) towards
    /// `target`: the effects darken faces turned away from the viewer and pale the
    /// underside of a curled page this way.
    ///
    /// A template face simply gets a mixed tint (one image, no extra cost). An original
    /// face cannot be re-tinted, so the image itself is drawn a second time as a template
    /// in `target` at `amount` opacity over it: the wash follows the icon's own alpha,
    /// so it changes only the icon's pixels, not the transparent space around it (a
    /// plain rectangle overlay would stain the background).
    func nodes(in frame: Rect, mixedTowards target: Color, amount: Double) -> [SceneNode] {
        guard amount > 0 else { return [node(in: frame)] }
        switch rendering {
        case .template(let tint):
            // Keep the tint's alpha: only its colour moves.
            let mixed = tint.mixed(with: target.withAlpha(tint.alpha), min(amount, 1))
            return [.image(image, frame: frame, rendering: .template(mixed), opacity: 1)]
        case .original:
            return [
                node(in: frame), .image(image, frame: frame, rendering: .template(target), opacity: min(amount, 1)),
            ]
        }
    }
}
