import TabBarCore

/// What the panel's keys and pointer ask the window to do.
public enum TimelineAction: Equatable, Sendable {
    /// `T`: close the panel (asking first when edits are unsaved).
    case close
    /// `S` or Save: write the edits into the configuration file.
    case save
    /// `r` or Replay: play the interaction again.
    case replay
    /// A speed chip, or `x` for the next one.
    case speed(TimelineModel.Speed)
    /// Up / Down or a click on a row's name.
    case choose(row: Int)
    /// `e` or a second click on a row's name: show or hide its property lanes.
    case toggleLanes(row: Int)
    /// The playhead moved to `seconds` after the interaction began (a drag, a click on the
    /// axis, `[` `]` `{` `}`).
    case scrub(Double)
    /// The playhead was let go.
    case scrubEnded
    /// Set row `row`'s key for `property` to `value` (a dragged end or field, `-` `+`,
    /// `d` `D`, `v` `V`).
    case edit(row: Int, property: MotionBinding.Property, value: Double)
    /// Set row `row`'s curve to `points` (a dragged handle, `j` `l` `i` `k` for the first
    /// handle, `J` `L` `I` `K` for the second).
    case editCurve(row: Int, points: CubicBezier)
    /// The question before closing: y, n, Escape.
    case confirmSave, confirmDiscard, confirmCancel
}

extension TimelineModel {
    /// The action of `key` while the panel is open, or nil when the key is not the panel's
    /// (it then goes on to the window's keys and the bar). `playhead` is where the playhead
    /// is, in seconds; `bindings` the keys of each row.
    public func action(
        for key: Key, playhead: Double, bindings: [Int: [MotionBinding]], curves: [Int: CurveBinding] = [:]
    ) -> TimelineAction? {
        if isConfirmingClose {
            switch key {
            case .character("y"): return .confirmSave
            case .character("n"): return .confirmDiscard
            case .escape: return .confirmCancel
            default: return nil
            }
        }
        let frame = AnimationClock.frameDuration
        switch key {
        case .character("T"): return .close
        case .character("S"): return .save
        case .character("r"): return .replay
        case .character("x"): return .speed(speed.next)
        case .character("["), .character("]"), .character("{"), .character("}"):
            let frames: Double =
                key == .character("[") ? -1 : key == .character("]") ? 1 : key == .character("{") ? -10 : 10
            return .scrub(max(0, (playhead / frame).rounded() * frame + frames * frame))
        case .up, .down:
            guard !rows.rows.isEmpty else { return nil }
            let current = selectedRow ?? (key == .down ? -1 : rows.rows.count)
            return .choose(row: min(max(current + (key == .down ? 1 : -1), 0), rows.rows.count - 1))
        case .character("e"):
            // With no row chosen yet, the first: a key that does nothing looks broken.
            return (selectedRow ?? (rows.rows.isEmpty ? nil : 0)).map { .toggleLanes(row: $0) }
        case .character("-"), .character("+"), .character("="):
            return lengthEdit(shorter: key == .character("-"), bindings: bindings)
        case .character("d"), .character("D"), .character("v"), .character("V"):
            let property: MotionBinding.Property =
                key == .character("d") || key == .character("D") ? .damping : .velocity
            let up = key == .character("D") || key == .character("V")
            return springEdit(property, up: up, bindings: bindings)
        case .character(let c) where "jlikJLIK".contains(c):
            return curveEdit(c, curves: curves)
        default:
            return nil
        }
    }

    /// The chosen row's curve (or the first row's with one), a handle moved 0.05: `j` `l`
    /// left and right, `i` `k` up and down; capitals move the second handle.
    func curveEdit(_ key: Character, curves: [Int: CurveBinding]) -> TimelineAction? {
        guard let row = selectedRow.flatMap({ curves[$0] == nil ? nil : $0 }) ?? curves.keys.min(),
            let curve = curves[row]
        else { return nil }
        let handle = key.isUppercase ? 1 : 0
        let lower = Character(key.lowercased())
        let dx = lower == "j" ? -0.05 : lower == "l" ? 0.05 : 0
        let dy = lower == "i" ? 0.05 : lower == "k" ? -0.05 : 0
        return .editCurve(row: row, points: CurveBinding.moving(curve.points, handle: handle, dx: dx, dy: dy))
    }

    /// The chosen row 10 ms shorter or longer (also while it replays: from its key's value).
    func lengthEdit(shorter: Bool, bindings: [Int: [MotionBinding]]) -> TimelineAction? {
        guard let row = selectedRow, let binding = bindings[row]?.first(where: { $0.property == .duration })
        else { return nil }
        let value = max(0, binding.value + (shorter ? -0.01 : 0.01) * binding.perSecond)
        return .edit(row: row, property: .duration, value: value)
    }

    /// The chosen row's spring (or the first spring row's) a step softer or stiffer.
    func springEdit(_ property: MotionBinding.Property, up: Bool, bindings: [Int: [MotionBinding]]) -> TimelineAction? {
        let rowsWith = bindings.keys.sorted().filter { bindings[$0]?.contains { $0.property == property } == true }
        guard let row = selectedRow.flatMap({ rowsWith.contains($0) ? $0 : nil }) ?? rowsWith.first,
            let binding = bindings[row]?.first(where: { $0.property == property })
        else { return nil }
        return .edit(row: row, property: property, value: binding.value + (up ? binding.step : -binding.step))
    }
}
