import Glibc
import TabBarCore

/// A motion's timing as code a developer pastes (`tabbar export --format swift|kotlin|css`):
/// for every layer that moves or fades, each property that changes, sampled at every 60 Hz
/// frame of the motion itself, as keyframes played linearly between frames. Positions are
/// of the layer's centre relative to the first frame, in points; scales and rotations are
/// about that centre, as a `CALayer`'s anchor point, Compose's `transformOrigin` and CSS's
/// `transform-origin: center` take them.
///
/// A property that follows the motion's spring (`MotionSpring`: a transition with
/// `navigation.spring`) is handed off as that spring instead: `CASpringAnimation` (and
/// SwiftUI's `interpolatingSpring`), Compose's `spring()`, or CSS `linear()` easing sampled
/// from the spring at every frame.
public struct MotionCode {
    /// The languages code is written in.
    public enum Language: String, Sendable {
        /// Core Animation keyframes (`CAKeyframeAnimation`), in Swift.
        case swift
        /// Jetpack Compose `keyframes`, in Kotlin.
        case kotlin
        /// CSS `@keyframes`.
        case css
    }

    /// One changing property of one layer.
    struct Track {
        var layer: String
        var property: String
        var values: [Double]
        /// Whether the values follow the motion's `spring` from the first to the last.
        var followsSpring = false
    }

    /// What the motion is ("tabbar: bounce select of \"Chat\""), for the code's opening comment.
    public var name: String
    let frameCount: Int
    let tracks: [Track]
    /// The spring the motion's progress follows, if it has one.
    let spring: MotionSpring?
    /// Layers drawn frame by frame (a Lottie icon's own frames, a 3D flip), which have no
    /// property to write: the Lottie export carries them.
    let drawnLayers: [String]

    /// The code of `layers` (`MotionLayers`) over `frameCount` frames; properties that
    /// follow `spring` are written as it.
    public init(name: String, layers: [ExportLayer], frameCount: Int, spring: MotionSpring? = nil) {
        self.name = name
        self.frameCount = frameCount
        self.spring = spring
        drawnLayers = layers.reduce(into: []) { names, layer in
            if case .frames = layer.content, !names.contains(layer.name) { names.append(layer.name) }
        }
        tracks = Self.distinct(layers.flatMap { Self.tracks(of: $0) }).map { track in
            var track = track
            track.followsSpring = spring?.isFollowed(by: track.values) ?? false
            return track
        }
    }

    /// `tracks` with each layer's name once: a part the scene draws twice (the colourful
    /// mask draws an item's icon in both colourings) is one node, so its second copy goes
    /// when it moves the same; layers of one name that move differently are numbered.
    static func distinct(_ tracks: [Track]) -> [Track] {
        var kept: [Track] = []
        var groups: [[Track]] = []
        for track in tracks {
            if let last = groups.last, last.first?.layer == track.layer,
                !last.contains(where: { $0.property == track.property })
            {
                groups[groups.count - 1].append(track)
            } else {
                groups.append([track])
            }
        }
        var seen: [String: [[Track]]] = [:]
        for group in groups {
            guard let name = group.first?.layer else { continue }
            let earlier = seen[name] ?? []
            if earlier.contains(where: { same($0, group) }) { continue }
            seen[name] = earlier + [group]
            let renamed = earlier.isEmpty ? name : "\(name) \(earlier.count + 1)"
            kept += group.map { Track(layer: renamed, property: $0.property, values: $0.values) }
        }
        return kept
    }

    static func same(_ a: [Track], _ b: [Track]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.property == $1.property && $0.values == $1.values }
    }

    /// Seconds the motion lasts: from its first frame to its last.
    var duration: Double { Double(max(frameCount - 1, 0)) / AnimationClock.frameRate }

    /// The changing properties of `layer`: translation x and y, scale x and y (or one scale),
    /// rotation in degrees and opacity, each only when it changes.
    static func tracks(of layer: ExportLayer) -> [Track] {
        let centre: Point
        switch layer.content {
        case .picture(_, let bounds): centre = bounds.center
        case .shape(let shapes): centre = shapes.compactMap { $0?.rect.center }.first ?? .zero
        case .frames: return []
        }
        guard let first = layer.transforms.first else { return [] }
        let start = first.apply(to: centre)
        var x: [Double] = [], y: [Double] = [], sx: [Double] = [], sy: [Double] = [], turn: [Double] = []
        for m in layer.transforms {
            let at = m.apply(to: centre)
            x.append(at.x - start.x)
            y.append(at.y - start.y)
            let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
            sx.append(scaleX)
            sy.append(scaleX > 0 ? (m.a * m.d - m.b * m.c) / scaleX : 0)
            var degrees = atan2(m.b, m.a) * 180 / .pi
            if let last = turn.last { degrees += 360 * ((last - degrees) / 360).rounded() }
            turn.append(degrees)
        }
        func rounded(_ values: [Double]) -> [Double] { values.map { ($0 * 10_000).rounded() / 10_000 } }
        let scales: [(String, [Double])] =
            rounded(sx) == rounded(sy) ? [("scale", sx)] : [("scaleX", sx), ("scaleY", sy)]
        let all =
            [("translationX", x), ("translationY", y)] + scales + [("rotation", turn), ("opacity", layer.opacities)]
        return all.compactMap { property, values in
            let kept = rounded(values)
            guard let first = kept.first, kept.contains(where: { $0 != first }) else { return nil }
            return Track(layer: layer.name, property: property, values: kept)
        }
    }

    /// The code in `language`.
    public func text(_ language: Language) -> String {
        switch language {
        case .swift: swift()
        case .kotlin: kotlin()
        case .css: css()
        }
    }

    /// "bar.item.0/1" → ["bar", "item", "0", "1"].
    static func words(_ name: String) -> [String] {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// A number as code writes it: up to four decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// The time of frame `frame` as a fraction of the motion (a key time).
    func keyTime(_ frame: Int) -> Double {
        frameCount > 1 ? Double(frame) / Double(frameCount - 1) : 0
    }

    var header: [String] {
        var lines = [
            "\(name)",
            "\(frameCount) frames at \(Self.number(AnimationClock.frameRate)) fps (\(Self.number(duration)) s), sampled from the motion itself; "
                + "linear between frames.",
        ]
        if !drawnLayers.isEmpty {
            lines.append(
                "Drawn frame by frame, with no transform or opacity to write: \(drawnLayers.joined(separator: ", ")) "
                    + "(hand these off with tabbar export --lottie).")
        }
        if let spring, tracks.contains(where: \.followsSpring) {
            let constants = spring.spring
            lines.append(
                "Its progress is a spring: mass \(Self.number(constants.mass)), stiffness "
                    + "\(Self.number(constants.stiffness)), damping \(Self.number(constants.damping)) "
                    + "(ratio \(Self.number(constants.dampingRatio)), \(Self.number(constants.naturalFrequency)) rad/s), "
                    + "initial velocity \(Self.number(spring.relativeVelocity)) distances a second towards the end.")
        }
        return lines
    }
}
