import TabBarCore

/// The three languages `MotionCode` writes.
extension MotionCode {
    /// `CAKeyframeAnimation`s, one per property, on the key paths Core Animation animates.
    func swift() -> String {
        var lines = header.map { "// " + $0 } + ["import QuartzCore", ""]
        for track in tracks {
            let name = identifier(track)
            let keyPath =
                [
                    "translationX": "transform.translation.x", "translationY": "transform.translation.y",
                    "scale": "transform.scale", "scaleX": "transform.scale.x", "scaleY": "transform.scale.y",
                    "rotation": "transform.rotation.z", "opacity": "opacity",
                ][track.property] ?? track.property
            let values = track.property == "rotation" ? track.values.map { $0 * .pi / 180 } : track.values
            if track.followsSpring {
                lines += swiftSpring(track, name: name, keyPath: keyPath, values: values)
                continue
            }
            lines += [
                "// \(track.layer)",
                "let \(name) = CAKeyframeAnimation(keyPath: \"\(keyPath)\")",
                "\(name).values = [\(values.map(Self.number).joined(separator: ", "))]",
                "\(name).keyTimes = [\(track.values.indices.map { Self.number(keyTime($0)) }.joined(separator: ", "))]",
                "\(name).duration = \(Self.number(duration))",
                "\(name).calculationMode = .linear",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// Compose `keyframes { }` specs, one per property, for `animate*AsState` or `Animatable`.
    func kotlin() -> String {
        var lines = header.map { "// " + $0 } + ["import androidx.compose.animation.core.*", ""]
        let millis = Int((duration * 1000).rounded())
        for track in tracks {
            if track.followsSpring {
                lines += kotlinSpring(track, name: identifier(track))
                continue
            }
            lines += [
                "// \(track.layer)", "val \(identifier(track)) = keyframes<Float> {", "    durationMillis = \(millis)",
            ]
            for (frame, value) in track.values.enumerated() {
                let at = Int((Double(frame) * 1000 / AnimationClock.frameRate).rounded())
                lines.append("    \(Self.number(value))f at \(at) using LinearEasing")
            }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// `@keyframes` per layer, every frame a keyframe, played with `linear` easing.
    func css() -> String {
        var lines = ["/* " + header.joined(separator: " ") + " */", ""]
        let layers = tracks.reduce(into: [String]()) { if !$0.contains($1.layer) { $0.append($1.layer) } }
        for layer in layers {
            let own = tracks.filter { $0.layer == layer }
            let name = Self.words(layer).joined(separator: "-")
            // A layer moved by the spring alone needs only its ends: `linear()` easing plays the spring.
            let springs = own.allSatisfy(\.followsSpring)
            lines.append("@keyframes \(name) {")
            for frame in springs ? [0, frameCount - 1] : Array(0..<frameCount) {
                func value(_ property: String, _ fallback: Double) -> Double {
                    own.first { $0.property == property }?.values[frame] ?? fallback
                }
                let scale = value("scale", 1)
                var declarations = [
                    "transform: translate(\(Self.number(value("translationX", 0)))px, "
                        + "\(Self.number(value("translationY", 0)))px) rotate(\(Self.number(value("rotation", 0)))deg) "
                        + "scale(\(Self.number(value("scaleX", scale))), \(Self.number(value("scaleY", scale))))"
                ]
                if own.contains(where: { $0.property == "opacity" }) {
                    declarations.append("opacity: \(Self.number(value("opacity", 1)))")
                }
                lines.append("  \(Self.number(keyTime(frame) * 100))% { \(declarations.joined(separator: "; ")); }")
            }
            lines += [
                "}",
                ".\(name) { transform-origin: center; animation: \(name) \(Int((duration * 1000).rounded()))ms "
                    + "\(springs ? cssSpringEasing : "linear") both; }",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// "bar.item.0/1" and "scale" → "barItem0_1Scale".
    func identifier(_ track: Track) -> String {
        let words = Self.words(track.layer) + [track.property]
        var result = words.first.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "layer"
        for word in words.dropFirst() {
            result += word.first?.isNumber == true ? "_" + word : word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }
}
