/// Properties that follow the motion's spring, as each language writes a spring.
extension MotionCode {
    /// `CASpringAnimation` with the spring's constants from the first value to the last,
    /// lasting as long as the motion (the window ends it there, within half a pixel of the
    /// end); SwiftUI's `interpolatingSpring` takes the same four numbers.
    func swiftSpring(_ track: Track, name: String, keyPath: String, values: [Double]) -> [String] {
        guard let spring, let from = values.first, let to = values.last else { return [] }
        let constants = spring.spring
        return [
            "// \(track.layer)",
            "let \(name) = CASpringAnimation(keyPath: \"\(keyPath)\")",
            "\(name).fromValue = \(Self.number(from))",
            "\(name).toValue = \(Self.number(to))",
            "\(name).mass = \(Self.number(constants.mass))",
            "\(name).stiffness = \(Self.number(constants.stiffness))",
            "\(name).damping = \(Self.number(constants.damping))",
            "\(name).initialVelocity = \(Self.number(spring.relativeVelocity))",
            "\(name).duration = \(Self.number(duration))",
            "// SwiftUI: .interpolatingSpring(mass: \(Self.number(constants.mass)), stiffness: "
                + "\(Self.number(constants.stiffness)), damping: \(Self.number(constants.damping)), "
                + "initialVelocity: \(Self.number(spring.relativeVelocity)))",
            "",
        ]
    }

    /// Compose's `spring()` (mass 1: the stiffness is per unit mass), played by an
    /// `Animatable` from the first value to the last with the spring's initial velocity in
    /// the property's units per second, as `animateTo` takes it.
    func kotlinSpring(_ track: Track, name: String) -> [String] {
        guard let spring, let from = track.values.first, let to = track.values.last else { return [] }
        let constants = spring.spring
        let velocity = spring.relativeVelocity * (to - from)
        return [
            "// \(track.layer): Animatable(\(Self.number(from))f).animateTo(\(Self.number(to))f, \(name), "
                + "initialVelocity = \(Self.number(velocity))f)",
            "val \(name) = spring<Float>(dampingRatio = \(Self.number(constants.dampingRatio))f, "
                + "stiffness = \(Self.number(constants.stiffness / constants.mass))f)",
            "",
        ]
    }

    /// The spring's progress at every frame, as CSS `linear()` easing (its points evenly
    /// spaced, as the frames are); the last is the end, where the window ends the spring.
    var cssSpringEasing: String {
        guard let spring else { return "linear" }
        let points = (0..<frameCount).map { frame in
            frame == frameCount - 1 ? 1 : spring.progress(at: Double(frame) / 60)
        }
        return "linear(\(points.map(Self.number).joined(separator: ", ")))"
    }
}
