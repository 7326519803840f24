import TabBarCore

/// The keyframes of an animated Lottie property, from its value at every frame: a curve
/// piece (`CurvePieces`) is one keyframe with the curve's control points as its `o` and `i`
/// handles, a held value one keyframe, and any other frame a keyframe of its own, linear to
/// the next (or held, for values that switch, such as a picture shown or not).
struct LottieKeyframes {
    /// Every frame's value, as the motion has it.
    var values: [[Double]]
    /// What is written for a value where it rests or steps (a picture's full opacity as
    /// rlottie needs it, a colour on its 8-bit level); a curve runs between the true values,
    /// so that every player follows the curve itself, and a keyframe at the same frame
    /// then moves it on to the written value.
    var shown: ([Double]) -> [Double]
    /// Whether steps hold until the next frame instead of blending into it.
    var discrete = false
    /// A value as Lottie writes it (`[x, y]`, a path).
    var json: ([Double]) -> SchemaJSON
    /// The frames that matter (a layer's `ip` up to its `op`): only the pieces that cover
    /// them are written.
    var frames: Range<Int>

    /// The keyframe objects, in time order.
    var keyframes: [SchemaJSON] {
        let lastShown = frames.upperBound - 1
        let pieces = CurvePieces.pieces(values).filter { $0.to >= frames.lowerBound && $0.from <= lastShown }
        guard let end = pieces.last?.to else { return [] }
        var result: [SchemaJSON] = []
        var arriving: [Double]?
        for piece in pieces {
            let from = piece.from
            let leaving: [Double]
            let easing: Easing
            switch piece {
            case .curve(_, _, let curve): (leaving, easing) = (values[from], .curve(curve))
            case .hold: (leaving, easing) = (shown(values[from]), .linear)
            case .step: (leaving, easing) = (shown(values[from]), discrete ? .hold : .linear)
            }
            // The piece before arrives at its own value; where this one leaves from another,
            // both are written at the frame, and the frame shows the second.
            if let arriving, arriving != leaving { result.append(key(from, arriving, .linear)) }
            result.append(key(from, leaving, easing))
            if case .curve = piece { arriving = values[piece.to] } else { arriving = shown(values[piece.to]) }
        }
        let rest = shown(values[end])
        if let arriving, arriving != rest { result.append(key(end, arriving, .linear)) }
        result.append(key(end, rest, nil))
        return result
    }

    enum Easing {
        case linear, hold
        case curve(CubicBezier)
    }

    /// The keyframe at `frame` leaving `value` with `easing` (none for the last).
    func key(_ frame: Int, _ value: [Double], _ easing: Easing?) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = [("t", .number(Double(frame))), ("s", json(value))]
        func handle(_ x: Double, _ y: Double) -> SchemaJSON {
            .object([("x", .array([.number(x)])), ("y", .array([.number(LottieValue.rounded(y))]))])
        }
        switch easing {
        case nil: break
        case .hold?: members.append(("h", .number(1)))
        case .linear?: members += [("o", handle(0, 0)), ("i", handle(1, 1))]
        case .curve(let curve)?: members += [("o", handle(curve.x1, curve.y1)), ("i", handle(curve.x2, curve.y2))]
        }
        return .object(members)
    }
}
