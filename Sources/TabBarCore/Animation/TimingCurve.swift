import Glibc

/// A timing curve: maps the progress of time (0...1 of an animation's duration) to the
/// progress of the value (0 at the start value, 1 at the end value).
///
/// The named cases carry Core Animation's exact control points
/// (`CAMediaTimingFunctionName`), plus Material 3's emphasized curve, which is not a single
/// Bézier. Config files name curves with the strings in `namedCurves`.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed: the value progress equals the time progress. CA `linear`, control
    /// points (0, 0, 1, 1), evaluated as the identity.
    case linear
    /// Starts slowly, ends at full speed. CA `easeIn`, control points (0.42, 0, 1, 1).
    case easeIn
    /// Starts at full speed, ends slowly. CA `easeOut`, control points (0, 0, 0.58, 1).
    case easeOut
    /// Slow at both ends. CA `easeInEaseOut`, control points (0.42, 0, 0.58, 1); also UIKit's
    /// curve when `UIView.animate` is given none (seed libraries, shared/reference).
    case easeInEaseOut
    /// CA `default`, control points (0.25, 0.1, 0.25, 1), "the timing of most system
    /// animations" (Apple docs); the same as CSS `ease` and Flutter `Curves.ease`.
    case systemDefault
    /// Material 3 emphasized easing: Flutter `Curves.easeInOutCubicEmphasized`, a
    /// `ThreePointCubic` through (0.166666, 0.4). Flutter's M3 `NavigationBar` scales its
    /// indicator with it over 500 ms.
    case emphasized
    /// Any other CSS-style Bézier.
    case cubic(CubicBezier)

    /// The config-file names of the named curves, in declaration order. An error about an
    /// unknown name lists these. (`cubic-bezier(x1, y1, x2, y2)` is accepted as well.)
    public static let namedCurves: [String] = [
        "linear", "ease-in", "ease-out", "ease-in-out", "default", "emphasized",
    ]

    /// The curve's config-file name: one of `namedCurves`, or for `.cubic` the CSS form
    /// `cubic-bezier(x1, y1, x2, y2)`, which `init?(name:)` reads back.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInEaseOut: return "ease-in-out"
        case .systemDefault: return "default"
        case .emphasized: return "emphasized"
        case .cubic(let bezier):
            return "cubic-bezier(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
        }
    }

    /// The curve with the given config-file name (case-sensitive, as in CSS): one of
    /// `namedCurves`, or `cubic-bezier(x1, y1, x2, y2)` with finite numbers and x1, x2 in
    /// 0...1. Returns nil for anything else, so the caller can report the bad name.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "ease-in": self = .easeIn
        case "ease-out": self = .easeOut
        case "ease-in-out": self = .easeInEaseOut
        case "default": self = .systemDefault
        case "emphasized": self = .emphasized
        default:
            guard let bezier = Self.parseCubicBezier(name) else { return nil }
            self = .cubic(bezier)
        }
    }

    /// The value progress at `progress` (time progress, clamped to 0...1). Exactly 0 at
    /// `progress <= 0` and exactly 1 at `progress >= 1`; in between it may leave 0...1 only
    /// for a `.cubic` whose y control points do.
    /// - Precondition: `progress` is not NaN.
    public func value(at progress: Double) -> Double {
        precondition(!progress.isNaN, "TimingCurve.value(at:) needs a progress, got NaN")
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        switch self {
        case .linear: return progress
        case .emphasized: return Self.emphasizedCurve.value(at: progress)
        case .easeIn: return Self.easeInBezier.value(at: progress)
        case .easeOut: return Self.easeOutBezier.value(at: progress)
        case .easeInEaseOut: return Self.easeInEaseOutBezier.value(at: progress)
        case .systemDefault: return Self.systemDefaultBezier.value(at: progress)
        case .cubic(let bezier): return bezier.value(at: progress)
        }
    }

    /// d value / d progress at `progress` (clamped to 0...1, so the ends give the one-sided
    /// slope). Multiply by distance / duration for a velocity in units per second, for
    /// example to hand an interrupted animation's speed to a spring.
    /// - Precondition: `progress` is not NaN.
    public func slope(at progress: Double) -> Double {
        precondition(!progress.isNaN, "TimingCurve.slope(at:) needs a progress, got NaN")
        let clamped = min(max(progress, 0), 1)
        switch self {
        case .linear: return 1
        case .emphasized: return Self.emphasizedCurve.slope(at: clamped)
        case .easeIn: return Self.easeInBezier.slope(at: clamped)
        case .easeOut: return Self.easeOutBezier.slope(at: clamped)
        case .easeInEaseOut: return Self.easeInEaseOutBezier.slope(at: clamped)
        case .systemDefault: return Self.systemDefaultBezier.slope(at: clamped)
        case .cubic(let bezier): return bezier.slope(at: clamped)
        }
    }

    /// The curve as one cubic Bézier, where it is one: what a format that takes a curve's
    /// control points writes (a Lottie keyframe's handles, `CAMediaTimingFunction`, CSS
    /// `cubic-bezier()`). `linear` is (0, 0, 1, 1); nil for `emphasized`, two cubics.
    public var bezier: CubicBezier? {
        switch self {
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return Self.easeInBezier
        case .easeOut: return Self.easeOutBezier
        case .easeInEaseOut: return Self.easeInEaseOutBezier
        case .systemDefault: return Self.systemDefaultBezier
        case .emphasized: return nil
        case .cubic(let bezier): return bezier
        }
    }

    // Core Animation's control points (CAMediaTimingFunctionName documentation).
    private static let easeInBezier = CubicBezier(0.42, 0, 1, 1)
    private static let easeOutBezier = CubicBezier(0, 0, 0.58, 1)
    private static let easeInEaseOutBezier = CubicBezier(0.42, 0, 0.58, 1)
    private static let systemDefaultBezier = CubicBezier(0.25, 0.1, 0.25, 1)

    /// Flutter `Curves.easeInOutCubicEmphasized`, points copied from curves.dart. Its second
    /// half normalises to (0.05, 0.7, 0.1, 1), M3's emphasized-decelerate token.
    /// Flutter's own `Cubic` stops bisecting at an x error of 0.001, so Flutter's values can
    /// differ from these by up to about that much times the local slope.
    private static let emphasizedCurve = ThreePointCubic(
        a1: (0.05, 0), b1: (0.133333, 0.06),
        midpoint: (0.166666, 0.4),
        a2: (0.208333, 0.82), b2: (0.25, 1))

    /// Reads CSS `cubic-bezier(x1, y1, x2, y2)`; nil unless it is a valid timing Bézier.
    private static func parseCubicBezier(_ text: String) -> CubicBezier? {
        let prefix = "cubic-bezier("
        guard text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(prefix.count).dropLast()
        let numbers = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(trimmingHorizontalSpace($0))
        }
        guard numbers.count == 4 else { return nil }
        let finite = numbers.compactMap { $0 }.filter(\.isFinite)
        guard finite.count == 4,
            (0...1).contains(finite[0]), (0...1).contains(finite[2])
        else { return nil }
        return CubicBezier(finite[0], finite[1], finite[2], finite[3])
    }

    /// `text` without leading and trailing spaces and tabs (what Foundation calls
    /// `.whitespaces`), so the core needs no Foundation for it.
    private static func trimmingHorizontalSpace(_ text: Substring) -> Substring {
        let isSpace = { (c: Character) in c.isWhitespace && !c.isNewline }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }
}

extension TimingCurve {
    /// The control points (x1, y1, x2, y2) of a curve that is one cubic Bézier; nil for
    /// the emphasized curve, which is two.
    public var controlPoints: CubicBezier? {
        switch self {
        case .linear: CubicBezier(0, 0, 1, 1)
        case .easeIn: CubicBezier(0.42, 0, 1, 1)
        case .easeOut: CubicBezier(0, 0, 0.58, 1)
        case .easeInEaseOut: CubicBezier(0.42, 0, 0.58, 1)
        case .systemDefault: CubicBezier(0.25, 0.1, 0.25, 1)
        case .emphasized: nil
        case .cubic(let bezier): bezier
        }
    }
}
