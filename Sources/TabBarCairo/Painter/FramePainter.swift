import TabBarCore
import TabBarFrame

/// Executes a `FramePlan` on a context: each step one or a few calls, in order. It decides
/// nothing the planner decides; what it knows is how to draw a node (an image from a shrunk
/// variant, text through Pango, a large paint in bands on two threads).
struct FramePainter {
    let images: ImageCache
    let text: TextRenderer
    let backdrop: BackdropBlur
    let bands: BandPainter
    /// Whether the renderer keeps pictures: images off the grid may then be blended from
    /// variants in motion (without, every frame is drawn as exactly as a PNG export).
    let keepsPictures: Bool

    func paint(_ plan: FramePlan, on context: CairoContext) {
        for step in plan.steps { paint(step, exact: plan.exact, on: context) }
    }

    private func paint(_ step: PaintStep, exact: Bool, on context: CairoContext) {
        switch step {
        case .save: context.save()
        case .restore: context.restore()
        case .transform(let t): context.transform(t)
        case .scale(let factor): context.scale(factor, factor)
        case .clip(let shape):
            context.add(shape)
            context.clip()
        case .clipRects(let rects):
            for r in rects { context.add(.rect(r)) }
            context.clip()
        case .clipPixels(let region): context.clip(to: region)
        case .background(let region, let color): paintBackground(region, color, on: context)
        case .node(let node): draw(node, exact: exact, on: context)
        case .pushGroup: context.pushGroup()
        case .popGroup(let opacity):
            context.popGroupToSource()
            context.paint(alpha: opacity)
        case .picture(let composite): paint(composite, on: context)
        case .layerPicture(let held): paintLayer(held, on: context)
        }
    }

    /// Replaces `region` (device pixels) with `color`.
    private func paintBackground(_ region: PixelRegion, _ color: Color, on context: CairoContext) {
        context.save()
        context.identityMatrix()
        for box in region.boxes { context.rectangle(box) }
        context.setSource(color)
        context.setOperator(.source)
        context.fill()
        context.restore()
    }

    /// Draws a node that is not a group.
    private func draw(_ node: SceneNode, exact: Bool, on context: CairoContext) {
        switch node {
        case .fill(let shape, let paint):
            // A large fill (a bubble's circle near full size) is shared with the helper thread.
            bands.paint(context, area: context.matrix.pixels(touching: shape.bounds)) { context, _ in
                context.add(shape)
                setPaint(paint, on: context)
                if case .path(let path) = shape, path.isEvenOdd {
                    context.fill(evenOdd: true)
                } else {
                    context.fill()
                }
            }
        case .stroke(let shape, let color, let width):
            context.add(shape)
            context.setSource(color)
            context.strokeRound(width: width)
        case .image(let ref, let frame, let rendering, let opacity):
            drawImage(ref, frame: frame, rendering: rendering, opacity: opacity, exact: exact, on: context)
        case .text(let run):
            text.draw(run, on: context)
        case .backdropBlur(let rect, let radius):
            backdrop.blur(rect, radius: radius, on: context)
        case .group:
            assertionFailure("the plan draws groups in steps of their own")
        }
    }

    private func setPaint(_ paint: Paint, on context: CairoContext) {
        switch paint {
        case .solid(let color):
            context.setSource(color)
        case .linearGradient(let start, let end, let stops):
            guard let pattern = CairoPattern(linearFrom: start, to: end, stops: stops) else { return }
            context.setSource(pattern)
        case .radialGradient(let center, let radius, let stops):
            guard let pattern = CairoPattern(radialAt: center, radius: radius, stops: stops) else { return }
            context.setSource(pattern)
        }
    }

    /// Copies an unchanged layer's picture back where it was drawn.
    private func paintLayer(_ held: any HeldPicture, on context: CairoContext) {
        let picture = Self.picture(held)
        context.save()
        context.identityMatrix()
        context.setSource(picture.surface.image, x: Double(picture.originX), y: Double(picture.originY))
        context.paint()
        context.restore()
    }

    /// The layer cache's picture behind a planned one (the plan's pictures all come from it).
    static func picture(_ held: any HeldPicture) -> LayerCache.Picture {
        guard let picture = held as? LayerCache.Picture else {
            preconditionFailure("a planned picture that is not the layer cache's")
        }
        return picture
    }
}
