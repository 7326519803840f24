import Glibc
import TabBarCore

/// Writes a motion's layers (`MotionLayers`) as a Lottie file: 60 fps, one keyframe a frame.
/// Pictures (icons, pages, text) are image assets embedded as base64 PNGs, drawn by the host
/// (`picture`); solid simple shapes are shape layers; clips are masks. What no 2D transform
/// shows (a flip's strips) is a picture per frame, and the file's name says so.
public struct LottieMotionWriter {
    /// The composition's size in logical pixels.
    public var size: Size
    /// Device pixels per logical pixel: how finely the pictures are drawn.
    public var scale: Double
    /// What the composition is called (`nm`).
    public var name: String
    /// Painted under everything: the scene's background.
    public var background: Color
    /// The PNG of a node drawn in a rectangle (logical pixels, on whole pixels at the scale
    /// given) at that scale (device pixels per logical pixel), transparent around it; nil
    /// when it cannot be drawn.
    public var picture: (SceneNode, Rect, Double) -> [UInt8]?

    /// A writer of a composition `size` large at `scale`, called `name`, over `background`.
    public init(
        size: Size, scale: Double, name: String, background: Color,
        picture: @escaping (SceneNode, Rect, Double) -> [UInt8]?
    ) {
        self.size = size
        self.scale = scale
        self.name = name
        self.background = background
        self.picture = picture
    }

    /// What writing collects: the image assets (one per distinct picture) and the layers.
    struct Output {
        var assets: [SchemaJSON] = []
        var assetIDs: [[UInt8]: String] = [:]
        var layers: [SchemaJSON] = []
        /// Layers drawn frame by frame, for the file's name.
        var drawnPerFrame: [String] = []
    }

    /// The Lottie document of `layers` over `frameCount` frames.
    public func document(_ layers: [ExportLayer], frameCount: Int) -> SchemaJSON {
        var output = Output()
        let whole = Rect(origin: .zero, size: size)
        output.layers.append(
            shapeLayer(
                name: "background", shapes: [ExportLayer.SolidShape(.fill(.rect(whole), .solid(background)))],
                transforms: [.identity], opacities: [1], frames: 0..<frameCount, index: 0))
        for layer in layers { add(layer, to: &output, frameCount: frameCount) }
        var title = name
        if !output.drawnPerFrame.isEmpty {
            title +=
                " (drawn frame by frame, as no 2D transform shows them: \(output.drawnPerFrame.joined(separator: ", ")))"
        }
        return .object([
            ("v", .string("5.7.4")), ("nm", .string(title)), ("fr", .number(AnimationClock.frameRate)),
            ("ip", .number(0)),
            ("op", .number(Double(frameCount))), ("w", .number((size.width * scale).rounded())),
            ("h", .number((size.height * scale).rounded())), ("ddd", .number(0)), ("assets", .array(output.assets)),
            ("layers", .array(output.layers.reversed())), ("markers", .array([])),
        ])
    }

    func add(_ layer: ExportLayer, to output: inout Output, frameCount: Int) {
        guard let frames = layer.shownFrames else { return }
        let index = output.layers.count
        switch layer.content {
        case .shape(let shapes):
            output.layers.append(
                shapeLayer(
                    name: layer.name, shapes: shapes, transforms: layer.transforms, opacities: layer.opacities,
                    frames: frames, index: index,
                    masks: LottieShapes.masks(layer.clips, toLayer: .identity, frames: frames)))
        case .picture(let node, let bounds):
            addPicture(node, bounds: bounds, layer: layer, frames: frames, to: &output)
        case .frames(let nodes, _):
            addFrames(nodes, name: layer.name, to: &output)
        }
    }

    /// A picture per frame in the box they all fit, one image layer per run of frames that
    /// show the same picture.
    func addFrames(_ nodes: [SceneNode?], name: String, to output: inout Output) {
        let box = devicePixels(nodes.compactMap { $0?.bounds }.reduce(Rect.zero) { $0.isEmpty ? $1 : $0.union($1) })
        guard !box.isEmpty else { return }
        output.drawnPerFrame.append(name)
        let ids = nodes.map { node in node.flatMap { asset($0, in: box, output: &output) } }
        var start = 0
        while start < ids.count {
            var end = start + 1
            while end < ids.count && ids[end] == ids[start] { end += 1 }
            if let id = ids[start] {
                let at = [box.minX * scale, box.minY * scale]
                let transform = SchemaJSON.object([
                    ("a", LottieValue.property([[0, 0]])), ("p", LottieValue.property([at])),
                    ("s", LottieValue.property([[100, 100]])), ("r", LottieValue.property([[0]])),
                    ("o", LottieValue.property([[LottieValue.pictureOpacity(100)]])),
                ])
                output.layers.append(
                    imageLayer(
                        name: "\(name) frames \(start)…\(end - 1)", id: id, transform: transform, frames: start..<end,
                        index: output.layers.count))
            }
            start = end
        }
    }

    /// The asset id of `node`'s picture in `box` at `scale` (the file's unless given), adding
    /// the asset when it is new.
    func asset(_ node: SceneNode, in box: Rect, scale: Double? = nil, output: inout Output) -> String? {
        let scale = scale ?? self.scale
        guard let png = picture(node, box, scale) else { return nil }
        if let id = output.assetIDs[png] { return id }
        let id = "image_\(output.assets.count)"
        output.assetIDs[png] = id
        output.assets.append(
            .object([
                ("id", .string(id)), ("w", .number((box.width * scale).rounded())),
                ("h", .number((box.height * scale).rounded())), ("u", .string("")),
                ("p", .string("data:image/png;base64," + Base64.encode(png))), ("e", .number(1)),
            ]))
        return id
    }

    /// `rect` grown to whole pixels at `scale` (the file's unless given), in logical pixels.
    func devicePixels(_ rect: Rect, scale: Double? = nil) -> Rect {
        let scale = scale ?? self.scale
        let x0 = (rect.minX * scale).rounded(.down), y0 = (rect.minY * scale).rounded(.down)
        let x1 = (rect.maxX * scale).rounded(.up), y1 = (rect.maxY * scale).rounded(.up)
        return Rect(x: x0 / scale, y: y0 / scale, width: max(1, x1 - x0) / scale, height: max(1, y1 - y0) / scale)
    }
}
