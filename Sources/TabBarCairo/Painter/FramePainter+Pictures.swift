import TabBarCore
import TabBarFrame

/// Retained groups composited from their pictures, as the plan placed them.
extension FramePainter {
    func paint(_ composite: PictureComposite, on context: CairoContext) {
        let picture = Self.picture(composite.picture)
        context.save()
        defer { context.restore() }
        if let rest = composite.rest {
            // Only what the direct copies leave is painted.
            context.identityMatrix()
            for r in rest.boxes { context.rectangle(r) }
            context.clip()
        }
        let m = composite.matrix
        context.matrix = m
        // Scaled or faded, an opaque picture is read through its ARGB32 view (`blendable`).
        let source =
            !composite.unscaled || composite.opacity < 1
            ? picture.blendable ?? picture.surface.image : picture.surface.image
        let origin = (x: Double(picture.originX), y: Double(picture.originY))
        /// Sets the picture as the source of `context`, as `band` reads it.
        func setSource(_ context: CairoContext, _ band: BandPainter.Band) {
            // A moved picture is copied exactly; a scaled one is resampled bilinearly (GOOD's
            // box filter costs several times more, and a resting frame is drawn exactly anyway).
            context.setSource(
                band.view(of: source), x: origin.x, y: origin.y, filter: composite.unscaled ? .nearest : .bilinear)
        }
        guard !composite.unscaled else {
            bands.paint(context, area: composite.area, sources: [source]) { context, band in
                setSource(context, band)
                context.add(.rect(composite.box))
                context.clip()
                context.paint(alpha: composite.opacity)
            }
            return
        }
        paintResampled(composite, source: source, on: context, setSource: setSource)
    }

    /// Paints a scaled picture, its source set by `setSource`.
    private func paintResampled(
        _ composite: PictureComposite, source: CairoSurface, on context: CairoContext,
        setSource: (CairoContext, BandPainter.Band) -> Void
    ) {
        let m = composite.matrix
        // Scaled, on whole device pixels: a clip edge inside a pixel would make the paint a
        // masked one, off pixman's bilinear fast path (a 4K magic move's card cost 7 ns a
        // pixel, not 2). The edge pixels are the picture's own antialiased edge, resampled.
        var rim = PixelRegion(composite.area)
        context.identityMatrix()
        if let core = composite.core {
            // Where the picture is opaque whole, it replaces what is beneath (SOURCE costs two
            // thirds of OVER); only its rim is blended.
            context.save()
            context.rectangle(core)
            context.clip()
            context.matrix = m
            bands.paint(context, area: core, sources: [source]) { context, band in
                setSource(context, band)
                context.setOperator(.source)
                context.paint()
            }
            context.restore()
            rim.subtract(PixelRegion(core))
        }
        for r in rim.boxes { context.rectangle(r) }
        context.clip()
        context.matrix = m
        bands.paint(context, area: composite.area, sources: [source]) { context, band in
            setSource(context, band)
            context.paint(alpha: composite.opacity)
        }
    }
}
