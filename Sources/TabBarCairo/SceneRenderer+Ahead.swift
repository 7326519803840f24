import TabBarCore
import TabBarFrame

/// Work done ahead while the window is idle: pictures of the pages a tap may show, and the
/// shrunk images the bar's next motion draws.
extension SceneRenderer {
    /// Rasterizes, while idle, the pictures of every retained group in `nodes` that the
    /// cache lacks, at `scale`, as least recently used so they never evict what is on
    /// screen; those it holds are marked as wanted at this rest. Returns how many were drawn
    /// and kept (a picture drawn or wanted ahead since the last frame is never pushed out by
    /// another drawn ahead, so a budget too small for them all ends the work).
    @discardableResult
    public func prefetch(_ nodes: [SceneNode], scale: Double) -> Int {
        guard let layers else { return 0 }
        syncWithImages(layers)
        var drawn = 0
        func visit(_ node: SceneNode) {
            guard case .group(let group) = node else { return }
            guard group.retained else { return group.children.forEach(visit) }
            let content = group.pictureContent
            guard !layers.keepAhead(content, scale: scale) else { return }
            let picture = layers.picture(for: content, scale: scale, prefetch: true) { context in
                self.rasterize(content, scale: scale, on: context)
            }
            // Only a picture kept counts: the caller asks again while pictures are drawn.
            if picture != nil, layers.contains(content, scale: scale) { drawn += 1 }
        }
        nodes.forEach(visit)
        return drawn
    }

    /// Makes the shrunk images (`ImageVariants`) that drawing `frames` at `scale` would make,
    /// without drawing them, and returns how many were new: what a tap's first frames would
    /// otherwise make, a millisecond each (`TabBarController.barAhead`). Only what fits in the
    /// variants' budget as it is: preparing never evicts what frames drew (a flip's strips
    /// ask for hundreds of sizes, more than the budget holds). Each frame's nodes are placed
    /// as a frame places them, exactly (`atRest`) or in motion; retained groups are left out
    /// (their pictures are drawn ahead whole, `prefetch`).
    public func prepareImages(_ frames: [(node: SceneNode, atRest: Bool)], scale: Double) -> Int {
        let made = images.variants.made
        func visit(_ node: SceneNode, matrix m: DeviceMatrix, atRest: Bool) {
            switch node {
            case .group(let group):
                guard group.opacity > 0, group.transform.isDrawable, !group.retained else { return }
                let inner = m.transformed(by: DeviceMatrix(group.transform))
                for child in group.children { visit(child, matrix: inner, atRest: atRest) }
            case .image(let ref, let frame, let rendering, let opacity) where ref.isLottie:
                guard opacity > 0, !frame.isEmpty else { return }
                images.prepareLottie(ref, frame: frame, rendering: rendering, matrix: m, atRest: atRest)
            case .image(let ref, let frame, _, let opacity):
                guard opacity > 0, !frame.isEmpty, let image = images.image(ref), image.width > 0, image.height > 0
                else { return }
                let placed = m.translated(frame.minX, frame.minY).scaled(
                    frame.width / Double(image.width), frame.height / Double(image.height))
                _ = images.variantPlacement(
                    of: image, ref: ref, matrix: placed, exact: atRest, inMotion: layers != nil, evicting: false)
            default:
                break
            }
        }
        for (node, atRest) in frames {
            visit(node, matrix: DeviceMatrix.identity.scaled(scale, scale), atRest: atRest)
        }
        return images.variants.made - made
    }
}
