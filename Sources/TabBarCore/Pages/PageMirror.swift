/// Right to left pages: laid out left to right, then mirrored about the page's vertical
/// centre line. Shapes, clips and images move to the other side (chevrons point the other
/// way, the back button goes right, the grid's first card is at the right); text keeps its
/// glyphs and swaps leading and trailing alignment. Hit-testing mirrors the point the same way.
public enum PageMirror {
    /// `x` reflected about the vertical line at `axis`.
    public static func mirror(_ x: Double, about axis: Double) -> Double { 2 * axis - x }

    /// `point` reflected about the vertical line at `axis`.
    public static func mirror(_ point: Point, about axis: Double) -> Point {
        Point(x: mirror(point.x, about: axis), y: point.y)
    }

    /// `rect` reflected about the vertical line at `axis`; it keeps its size.
    public static func mirror(_ rect: Rect, about axis: Double) -> Rect {
        Rect(x: mirror(rect.maxX, about: axis), y: rect.minY, width: rect.width, height: rect.height)
    }

    /// `nodes` reflected about the vertical line at `axis`, as the type describes.
    public static func mirror(_ nodes: [SceneNode], about axis: Double) -> [SceneNode] {
        nodes.map { mirror($0, about: axis) }
    }

    static func mirror(_ node: SceneNode, about axis: Double) -> SceneNode {
        switch node {
        case .fill(let shape, let paint):
            return .fill(mirror(shape, about: axis), mirror(paint, about: axis))
        case .stroke(let shape, let color, let width):
            return .stroke(mirror(shape, about: axis), color, width: width)
        case .image(let image, let frame, let rendering, let opacity):
            return .image(image, frame: mirror(frame, about: axis), rendering: rendering, opacity: opacity)
        case .text(var run):
            run.frame = mirror(run.frame, about: axis)
            run.alignment = run.alignment == .leading ? .trailing : run.alignment == .trailing ? .leading : .center
            return .text(run)
        case .backdropBlur(let rect, let radius):
            return .backdropBlur(mirror(rect, about: axis), radius: radius)
        case .group(var group):
            group.children = mirror(group.children, about: axis)
            group.clip = group.clip.map { mirror($0, about: axis) }
            // The transform conjugated by the flip x ↦ 2·axis − x.
            let t = group.transform
            group.transform = AffineTransform(
                a: t.a, b: -t.b, c: -t.c, d: t.d, tx: 2 * axis * (1 - t.a) - t.tx,
                ty: t.ty + 2 * t.b * axis)
            return .group(group)
        }
    }

    static func mirror(_ shape: Shape, about axis: Double) -> Shape {
        switch shape {
        case .rect(let r): .rect(mirror(r, about: axis))
        case .roundedRect(let r, let radius): .roundedRect(mirror(r, about: axis), radius: radius)
        case .ellipse(let r): .ellipse(mirror(r, about: axis))
        case .path(var path):
            .path(
                {
                    path.elements = path.elements.map { element in
                        switch element {
                        case .move(let p): .move(mirror(p, about: axis))
                        case .line(let p): .line(mirror(p, about: axis))
                        case .curve(let a, let b, let c):
                            .curve(mirror(a, about: axis), mirror(b, about: axis), mirror(c, about: axis))
                        case .close: .close
                        }
                    }
                    return path
                }())
        }
    }

    static func mirror(_ paint: Paint, about axis: Double) -> Paint {
        switch paint {
        case .solid: paint
        case .linearGradient(let start, let end, let stops):
            .linearGradient(start: mirror(start, about: axis), end: mirror(end, about: axis), stops: stops)
        case .radialGradient(let center, let radius, let stops):
            .radialGradient(center: mirror(center, about: axis), radius: radius, stops: stops)
        }
    }
}
