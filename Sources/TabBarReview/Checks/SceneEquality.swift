import TabBarCore

/// Compares two scenes as pictures: same tree, same content, every number within
/// `tolerance`. `Scene` is `Hashable`, but bit equality is too strict for "equals the
/// resting frame": a rotation resting at 2π gives sin(2π) ≈ −2.4e-16 where 0 gives 0, and
/// that is the same picture.
public enum SceneEquality {
    /// The largest difference between two numbers that still counts as the same picture:
    /// far below a pixel, far above the rounding of a full turn.
    public static let tolerance = 1e-6

    /// The first difference between `a` and `b`, described, or nil if they are equal.
    public static func difference(_ a: Scene, _ b: Scene) -> String? {
        if a.size != b.size { return "size \(a.size) vs \(b.size)" }
        if a.background != b.background { return "background differs" }
        return difference(layers: a.layers, b.layers)
    }

    /// The first difference between two lists of layers (a scene's, or the part of it one
    /// motion draws), described, or nil if they are equal.
    public static func difference(layers a: [SceneLayer], _ b: [SceneLayer]) -> String? {
        if a.map(\.id) != b.map(\.id) { return "layers \(a.map(\.id)) vs \(b.map(\.id))" }
        for (x, y) in zip(a, b) {
            if let d = difference(x.node, y.node, at: x.id) { return d }
        }
        return nil
    }

    static func difference(_ a: SceneNode, _ b: SceneNode, at path: String) -> String? {
        switch (a, b) {
        case (.group(let x), .group(let y)):
            // A transparent group draws nothing, whatever it holds (fume's title rests
            // hidden, and it does not matter where).
            if x.opacity <= tolerance && y.opacity <= tolerance { return nil }
            if x.children.count != y.children.count {
                return "\(path): \(x.children.count) vs \(y.children.count) children"
            }
            let tx = x.transform, ty = y.transform
            if !close([tx.a, tx.b, tx.c, tx.d, tx.tx, tx.ty], [ty.a, ty.b, ty.c, ty.d, ty.tx, ty.ty]) {
                return "\(path): transform \(tx) vs \(ty)"
            }
            if !close([x.opacity], [y.opacity]) { return "\(path): opacity \(x.opacity) vs \(y.opacity)" }
            if !same(x.clip, y.clip) {
                return "\(path): clip \(String(describing: x.clip)) vs \(String(describing: y.clip))"
            }
            for (i, (p, q)) in zip(x.children, y.children).enumerated() {
                if let d = difference(p, q, at: "\(path)/\(i)") { return d }
            }
            return nil
        case (.fill(let s, let p), .fill(let t, let q)):
            return same(s, t) && numbers(p).count == numbers(q).count && close(numbers(p), numbers(q))
                ? nil : "\(path): \(a) vs \(b)"
        case (.stroke(let s, let c, let w), .stroke(let t, let d, let v)):
            return same(s, t) && close(numbers(c) + [w], numbers(d) + [v]) ? nil : "\(path): \(a) vs \(b)"
        case (.image(let i, let f, let r, let o), .image(let j, let g, let s, let p)):
            return i == j && close(numbers(f) + numbers(r) + [o], numbers(g) + numbers(s) + [p])
                ? nil : "\(path): \(a) vs \(b)"
        case (.text(let x), .text(let y)):
            return x.text == y.text && x.font == y.font && x.alignment == y.alignment
                && close(numbers(x.color) + numbers(x.frame), numbers(y.color) + numbers(y.frame))
                ? nil : "\(path): \(a) vs \(b)"
        case (.backdropBlur(let f, let r), .backdropBlur(let g, let s)):
            return close(numbers(f) + [r], numbers(g) + [s]) ? nil : "\(path): \(a) vs \(b)"
        default:
            return "\(path): \(a) vs \(b)"
        }
    }

    static func close(_ x: [Double], _ y: [Double]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func same(_ s: Shape?, _ t: Shape?) -> Bool {
        switch (s, t) {
        case (nil, nil): return true
        case (let s?, let t?): return shapeKind(s) == shapeKind(t) && close(numbers(s), numbers(t))
        default: return false
        }
    }

    static func shapeKind(_ s: Shape) -> String {
        switch s {
        case .rect: "rect"
        case .roundedRect: "roundedRect"
        case .ellipse: "ellipse"
        case .path(let p): "path\(p.elements.count)\(p.isEvenOdd)"
        }
    }

    static func numbers(_ s: Shape) -> [Double] {
        switch s {
        case .rect(let r), .ellipse(let r): return numbers(r)
        case .roundedRect(let r, let radius): return numbers(r) + [radius]
        case .path(let p):
            return p.elements.flatMap { element -> [Double] in
                switch element {
                case .move(let q), .line(let q): [q.x, q.y]
                case .curve(let q, let r, let s): [q.x, q.y, r.x, r.y, s.x, s.y]
                case .close: [.infinity]
                }
            }.map { $0 == .infinity ? 0 : $0 }
        }
    }

    static func numbers(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }
    static func numbers(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    static func numbers(_ r: ImageRendering) -> [Double] {
        switch r {
        case .template(let c): numbers(c)
        case .original: [-1]
        }
    }

    static func numbers(_ p: Paint) -> [Double] {
        switch p {
        case .solid(let c): return numbers(c)
        case .linearGradient(let s, let e, let stops):
            return [1, s.x, s.y, e.x, e.y] + stops.flatMap { [$0.offset] + numbers($0.color) }
        case .radialGradient(let c, let r, let stops):
            return [2, c.x, c.y, r] + stops.flatMap { [$0.offset] + numbers($0.color) }
        }
    }
}
