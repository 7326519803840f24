import TabBarCore

/// The gesture steps of a QA script — `drag`, `longPress`, `wheel`, `hover` — expanded into
/// pointer instants and frame waits, so that they play through the same recognizers as a
/// person's input and stay deterministic under `--fixed-step`.
enum ScriptGesture {
    static let names = ["drag", "longPress", "wheel", "hover"]
    /// Long presses hold a little past the recognizer's 0.5 s, so a frame boundary cannot cut them short.
    static let longPressHold = LongPressRecognizer().duration + 0.1
    static let frame = AnimationClock.frameDuration

    /// The actions of gesture step `kind`, read from `reader` (the step object).
    static func actions(_ kind: String, _ reader: ObjectReader) throws(ConfigError) -> [QAScript.Action] {
        let body = try reader.requiredObject(kind)
        let actions: [QAScript.Action]
        switch kind {
        case "drag":
            let from = try ScriptTarget.read(try body.requiredObject("from"))
            let toReader = try body.requiredObject("to")
            let to = Point(
                x: try toReader.requiredDouble("x", range: -1e5...1e5),
                y: try toReader.requiredDouble("y", range: -1e5...1e5))
            try toReader.finish()
            let duration = try body.double("duration", range: 0...60) ?? 0.3
            actions = drag(from: from, to: to, duration: duration)
        case "longPress":
            let target = try ScriptTarget.read(body)
            actions = [.pointer(.down, target), .wait(longPressHold), .pointer(.up, target)]
        case "wheel":
            let dy = try body.requiredDouble("dy", range: -1e4...1e4)
            actions = [.wheel(try ScriptTarget.read(body), dy: dy)]
        default:
            actions = [.pointer(.move, try ScriptTarget.read(body))]
        }
        try body.finish()
        return actions
    }

    /// A press at `from`, one move per frame along a straight line for `duration`, and a release at `to`.
    static func drag(from: ScriptTarget, to: Point, duration: Double) -> [QAScript.Action] {
        let frames = max(1, Int((duration / frame).rounded()))
        var actions: [QAScript.Action] = [.pointer(.down, from)]
        for index in 1...frames {
            actions.append(.wait(frame))
            actions.append(.dragMove(from: from, to: to, fraction: Double(index) / Double(frames)))
        }
        actions.append(.pointer(.up, .point(to)))
        return actions
    }
}
