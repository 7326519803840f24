import Foundation
import TabBarCore

private typealias Transform = TabBarCore.AffineTransform

/// What a scene paints at one point, worked out from the scene tree (no pixels): the
/// colour behind the point (solid fills composited in drawing order) and, when a title
/// or template icon covers the point, that foreground's colour composited over it.
/// A title counts over its whole line box and an icon over its whole frame; both are
/// drawn in one colour, so that is where their contrast is decided.
struct ScenePointProbe {
    struct Result {
        var background: Color
        var foreground: Color?
    }

    let point: Point

    /// Probes `layers` in drawing order over `base`.
    func probe(_ layers: [SceneLayer], over base: Color) -> Result {
        var result = Result(background: base, foreground: nil)
        for layer in layers { visit(layer.node, transform: Transform.identity, opacity: 1, into: &result) }
        return result
    }

    fileprivate func visit(_ node: SceneNode, transform: Transform, opacity: Double, into result: inout Result) {
        guard let local = transform.inverted?.apply(to: point) else { return }
        switch node {
        case .fill(let shape, .solid(let color)) where shape.contains(local):
            // A fill over a title hides it; the fill is then what is seen there.
            result.background = Self.over(result.foreground ?? result.background, color, alpha: color.alpha * opacity)
            result.foreground = nil
        // Foregrounds over one another (a cross-fade) composite where they overlap.
        case .text(let run) where run.frame.contains(local):
            result.foreground = Self.over(
                result.foreground ?? result.background, run.color, alpha: run.color.alpha * opacity)
        case .image(_, let frame, .template(let tint), let alpha) where frame.contains(local):
            result.foreground = Self.over(
                result.foreground ?? result.background, tint, alpha: tint.alpha * alpha * opacity)
        case .group(let group):
            let inner = group.transform.concatenating(transform)
            if let clip = group.clip, let clipLocal = inner.inverted?.apply(to: point),
                !clip.contains(clipLocal)
            {
                return
            }
            for child in group.children {
                visit(child, transform: inner, opacity: opacity * group.opacity, into: &result)
            }
        default:
            break
        }
    }

    /// `top` at `alpha` over an opaque `bottom`.
    static func over(_ bottom: Color, _ top: Color, alpha: Double) -> Color {
        let a = min(max(alpha, 0), 1)
        return Color(
            red: bottom.red + (top.red - bottom.red) * a, green: bottom.green + (top.green - bottom.green) * a,
            blue: bottom.blue + (top.blue - bottom.blue) * a, alpha: 1)
    }
}

extension Color {
    /// WCAG 2 relative luminance (sRGB).
    var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio with `other`, 1…21.
    func contrast(with other: Color) -> Double {
        let (l1, l2) = (relativeLuminance, other.relativeLuminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
