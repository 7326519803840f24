import TabBarCore

/// Where a scene puts ink: every drawn thing's box on screen, cut by the clips above it but
/// not by the window, so that what the window cuts off shows. A text run's box is its
/// glyphs' (measured, aligned and centred in its frame as the renderer lays them out), not
/// its frame: a title's frame spans the whole slot.
struct SceneInk {
    /// One drawn thing.
    struct Mark {
        /// The scene layer ("bar.item.2").
        var layer: String
        /// The innermost named group around it (`NodeName`: "item 2 title"), if any.
        var owner: String?
        /// "text", "image", "fill" or "stroke".
        var kind: String
        /// The text of a run ("" for other kinds).
        var text = ""
        /// A run as laid out, whatever moves it: text, font and frame, before any transform
        /// ("" for other kinds). The same card drawn twice (on its page, as the snapshot cut
        /// from it, as the hero drawn at its place) draws the same runs; another card with
        /// the same title draws its run elsewhere.
        var runKey = ""
        /// Its box on screen, cut by its clips.
        var box: Rect
        var opacity: Double
        /// How much of its box its clips leave, 0…1.
        var shownFraction = 1.0
    }

    var marks: [Mark] = []

    /// The marks of `layers` that can show: some opacity, some area.
    init(_ layers: [SceneLayer], measurer: any TextMeasuring) {
        for layer in layers {
            visit(layer.node, layer: layer.id, owner: nil, transform: .identity, opacity: 1, clip: nil, measurer)
        }
    }

    mutating func visit(
        _ node: SceneNode, layer: String, owner: String?, transform: AffineTransform, opacity: Double, clip: Rect?,
        _ measurer: any TextMeasuring
    ) {
        switch node {
        case .group(let group):
            let inner = group.transform.concatenating(transform)
            var area = clip
            if let shape = group.clip {
                let bounds = inner.apply(to: shape.bounds)
                area = area.map { $0.intersection(bounds) } ?? bounds
            }
            guard area.map({ !$0.isEmpty }) ?? true, opacity * group.opacity > 0.01 else { return }
            for child in group.children {
                visit(
                    child, layer: layer, owner: group.name ?? owner, transform: inner,
                    opacity: opacity * group.opacity, clip: area, measurer)
            }
        case .text(let run):
            let box = Self.glyphBox(run, measurer: measurer)
            let f = run.frame
            let key =
                "\(run.text)|\(run.font.family)|\(run.font.size)|\(run.font.weight)|\(f.minX),\(f.minY),\(f.width),\(f.height)"
            add(layer, owner, "text", run.text, box, transform, opacity * run.color.alpha, clip, runKey: key)
        case .image(_, let frame, _, let own):
            add(layer, owner, "image", "", frame, transform, opacity * own, clip)
        case .fill(let shape, let paint):
            let alpha: Double =
                switch paint {
                case .solid(let color): color.alpha
                case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops):
                    stops.map(\.color.alpha).max() ?? 0
                }
            add(layer, owner, "fill", "", shape.bounds, transform, opacity * alpha, clip)
        case .stroke(let shape, let color, let width):
            let box = shape.bounds.insetBy(dx: -width / 2, dy: -width / 2)
            add(layer, owner, "stroke", "", box, transform, opacity * color.alpha, clip)
        case .backdropBlur:
            break
        }
    }

    mutating func add(
        _ layer: String, _ owner: String?, _ kind: String, _ text: String, _ bounds: Rect,
        _ transform: AffineTransform, _ opacity: Double, _ clip: Rect?, runKey: String = ""
    ) {
        let whole = transform.apply(to: bounds)
        let box = clip.map { whole.intersection($0) } ?? whole
        guard opacity > 0.01, !box.isEmpty else { return }
        let area = whole.width * whole.height
        marks.append(
            Mark(
                layer: layer, owner: owner, kind: kind, text: text, runKey: runKey, box: box, opacity: opacity,
                shownFraction: area > 0 ? box.width * box.height / area : 1))
    }

    /// A run's glyphs in its frame: as wide as they measure (the frame's width when they
    /// are ellipsized), aligned as the run says, centred vertically.
    static func glyphBox(_ run: TextRun, measurer: any TextMeasuring) -> Rect {
        let measured = measurer.measure(run.text, font: run.font)
        let width = min(measured.width, run.frame.width)
        let x: Double =
            switch run.alignment {
            case .leading: run.frame.minX
            case .center: run.frame.midX - width / 2
            case .trailing: run.frame.maxX - width
            }
        return Rect(x: x, y: run.frame.midY - measured.height / 2, width: width, height: measured.height)
    }
}
