import TabBarCore

extension HUD {
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
