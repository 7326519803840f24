import Glibc
import TabBarCore

/// Pictures moved by keyframed transforms. Players sample a scaled image their own way
/// (rlottie takes the nearest pixel), so a picture shown smaller or larger than drawn is
/// drawn again at rungs 2 % apart: each frame shows the rung nearest its scale, scaled by 1 %
/// at most, and the rungs take turns through their opacities.
extension LottieMotionWriter {
    /// How far apart the rungs' scales are.
    static let rungRatio = 1.02

    func addPicture(
        _ node: SceneNode, bounds: Rect, layer: ExportLayer, frames: Range<Int>, to output: inout Output
    ) {
        // Only what ever shows in the composition is kept (a page under an item's cell).
        let composition = Rect(origin: .zero, size: size)
        let seen = frames.compactMap { frame -> Rect? in
            layer.transforms[frame].inverted.map { $0.apply(to: composition) }
        }
        let visible = seen.dropFirst().reduce(seen.first ?? bounds) { $0.union($1) }
        let kept = bounds.intersection(visible.insetBy(dx: -1, dy: -1))
        guard !kept.isEmpty else { return }
        let rungs = frames.map { frame in layer.opacities[frame] > 0 ? rung(of: layer.transforms[frame]) : nil }
        for rung in Set(rungs.compactMap { $0 }).sorted() {
            var part = layer
            for frame in frames where rungs[frame - frames.lowerBound] != rung { part.opacities[frame] = 0 }
            guard let shown = part.shownFrames else { continue }
            // Scaled pictures are drawn at twice their size: a player that takes the nearest
            // pixel then lands within a quarter of one of the right place.
            let supersample = rung == 0 ? 1.0 : 2.0
            addRung(
                node, kept: kept, scale: scale * supersample * pow(Self.rungRatio, Double(rung)), layer: part,
                frames: shown, to: &output)
        }
    }

    /// The scale that makes rlottie round a moved picture's position (see `addRung`).
    static let roundingNudge = 1.00001

    /// Whether `m` only moves, and not by whole device pixels.
    static func isFractionalTranslation(_ m: AffineTransform) -> Bool {
        abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9 && m.b == 0 && m.c == 0
            && (m.tx != m.tx.rounded() || m.ty != m.ty.rounded())
    }

    /// The rung whose scale is nearest `transform`'s (its area's square root).
    func rung(of transform: AffineTransform) -> Int {
        let factor = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        guard factor > 1e-6, factor.isFinite else { return 0 }
        return Int((log(factor) / log(Self.rungRatio)).rounded())
    }

    /// One rung: the picture drawn at `pictureScale` device pixels per logical pixel of its
    /// content, moved into the composition's device pixels frame by frame.
    func addRung(
        _ node: SceneNode, kept: Rect, scale pictureScale: Double, layer: ExportLayer, frames: Range<Int>,
        to output: inout Output
    ) {
        // A device pixel of transparent margin: rlottie antialiases the picture's rectangle
        // where it falls between pixels, which then only ever covers the margin.
        let margin = 1 / pictureScale
        let box = devicePixels(kept, scale: pictureScale).insetBy(dx: -margin, dy: -margin)
        let toImage = AffineTransform.scale(1 / pictureScale, 1 / pictureScale).concatenating(
            .translation(box.minX, box.minY))
        var placed = layer.transforms.map { toImage.concatenating($0).concatenating(.scale(scale, scale)) }
        if placed.contains(where: Self.isFractionalTranslation) {
            // The window lands a picture that is only moved on the nearest whole device pixel,
            // as a compositor does. rlottie copies such a picture from the pixel its position
            // truncates to, but samples a scaled one at the pixel centres, which rounds: scaled
            // by 1.00001 (under a hundredth of a pixel across a 4K page, in every player), it
            // lands where the window's does, while the file keeps the true positions.
            placed = placed.map { AffineTransform.scale(Self.roundingNudge, Self.roundingNudge).concatenating($0) }
        }
        guard
            let transform = LottieValue.transform(
                placed, opacities: layer.opacities,
                anchor: Point(
                    x: (box.width * pictureScale).rounded() / 2, y: (box.height * pictureScale).rounded() / 2),
                picture: true, frames: frames),
            let id = asset(node, in: box, scale: pictureScale, output: &output)
        else {
            // A skewing transform: drawn frame by frame instead.
            let nodes = zip(layer.transforms, layer.opacities).map { transform, opacity in
                opacity > 0 ? SceneNode.group([node], transform: transform, opacity: opacity) : nil
            }
            addFrames(nodes, name: layer.name, to: &output)
            return
        }
        let toLayer = AffineTransform.translation(-box.minX, -box.minY).concatenating(
            .scale(pictureScale, pictureScale))
        output.layers.append(
            imageLayer(
                name: layer.name, id: id, transform: transform, frames: frames, index: output.layers.count,
                masks: LottieShapes.masks(layer.clips, toLayer: toLayer, frames: frames)))
    }
}
