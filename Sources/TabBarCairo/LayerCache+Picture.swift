import TabBarFrame

extension LayerCache {
    /// One rasterized group: its pixels and where they sit, in device pixels of the
    /// group's own coordinate space.
    final class Picture: BudgetedEntry, HeldPicture {
        let surface: RasterSurface
        let originX: Int
        let originY: Int
        var lastUse: Int
        /// The clock when drawing ahead last drew it or asked for it (`keepAhead`); 0 if never.
        var wantedAhead = 0
        /// The window's memory the pixels are in, when they are (see `PictureMemory`).
        let storage: PictureStorage?
        /// A picture of an unchanged layer (a bar item), not of a page: within `layerBudget`.
        let isLayer: Bool
        /// An opaque picture's pixels seen as ARGB32 with every alpha at 255 (see
        /// `CairoSurface.blendableView`), to be scaled or faded from: pixman's fast bilinear
        /// paths with an opacity take only sources with alpha, and the RGB24 path costs twice
        /// as much.
        let blendable: CairoSurface?

        init(
            surface: RasterSurface, originX: Int, originY: Int, lastUse: Int, storage: PictureStorage? = nil,
            isLayer: Bool = false
        ) {
            self.surface = surface
            self.originX = originX
            self.originY = originY
            self.lastUse = lastUse
            self.storage = storage
            self.isLayer = isLayer
            // Pages only: a bar layer's picture is only ever copied where it rests.
            blendable = isLayer ? nil : surface.image.blendableView()
        }

        var bytes: Int { surface.bytesPerRow * surface.height }
        var width: Int { surface.width }
        var height: Int { surface.height }
        var sharedMemory: AnyObject? { storage?.owner }
    }
}
