import TabBarCore

extension HUD {
    /// The chip's size: room for "PAUSED" in 13 px bold mono.
    static let chipSize = Size(width: 76, height: 22)

    /// A warning-yellow chip reading PAUSED, its top-left corner at `origin`: the clock is
    /// paused, so what the window shows is a still frame, not an idle one.
    static func pausedChip(at origin: Point) -> [SceneNode] {
        let chip = Rect(origin: origin, size: chipSize)
        return [
            .fill(.roundedRect(chip, radius: chip.height / 2), .solid(warn)),
            .text(
                TextRun(
                    "PAUSED", font: FontSpec(family: mono, size: 13, weight: .bold), color: panelColor, frame: chip,
                    alignment: .center)),
        ]
    }

    /// "t 1.250 s · frame 75" while the clock is not running, else "": the HUD's second clock line.
    static func clockPosition(_ stats: HUDStats) -> String {
        guard stats.clockState != "running", let time = stats.clockTime, time.isFinite else { return "" }
        let frame = Int((time / AnimationClock.frameDuration).rounded())
        return "t \(fixed(time, 3)) s · frame \(frame)"
    }

    /// `word` cut into pieces that each fit `width`, so a path or a "file:12:5:" location
    /// without spaces wraps instead of being cut off.
    static func pieces(of word: String, width: Double, font: FontSpec, measurer: any TextMeasuring) -> [String] {
        guard measurer.measure(word, font: font).width > width else { return [word] }
        var pieces: [String] = [], current = ""
        for character in word {
            if !current.isEmpty, measurer.measure(current + String(character), font: font).width > width {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
