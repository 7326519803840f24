import TabBarCore

/// A property's frame-by-frame values cut into what a keyframe format writes: runs that
/// follow one of the core's timing curves from one value to another (a push's page on
/// ease-in-out, each phase of the colourful mask, a pop's grow and shrink) become one
/// piece with the curve's own control points; a value that holds is a piece too; the rest
/// (springs, Catmull-Rom keyframe tracks, a curve that starts between frames) is left a
/// step a frame, linear between frames.
///
/// A curve is recognised by its values, not named by the motion: every frame inside the
/// run must lie on it, within a millionth of the distance, and the run must have at least
/// two frames inside it (any two points lie on every curve). Only whole frames are tried as
/// its ends, where the window's frames begin and end motions.
enum CurvePieces {
    enum Piece: Equatable {
        /// From frame `from` to frame `to`, along `curve`'s control points.
        case curve(from: Int, to: Int, CubicBezier)
        /// The value at `from` holds until `to`.
        case hold(from: Int, to: Int)
        /// From frame `from` to the next, linear.
        case step(from: Int)

        var from: Int {
            switch self {
            case .curve(let from, _, _), .hold(let from, _), .step(let from): from
            }
        }

        var to: Int {
            switch self {
            case .curve(_, let to, _), .hold(_, let to): to
            case .step(let from): from + 1
            }
        }
    }

    /// The curves tried, in the core's own control points: every named curve that is one
    /// cubic (Material's emphasized curve is two).
    static let curves: [CubicBezier] = [
        TimingCurve.linear, .easeInEaseOut, .easeIn, .easeOut, .systemDefault,
    ].compactMap(\.bezier)

    /// The fewest frames a curve piece spans: two inside it.
    static let shortestCurve = 3

    /// The pieces of `values` (one per frame, each a vector of the same length), covering
    /// frame 0 to the last in order.
    static func pieces(_ values: [[Double]]) -> [Piece] {
        let last = values.count - 1
        guard last > 0 else { return [] }
        let ends = candidateEnds(values)
        var pieces: [Piece] = []
        var start = 0
        while start < last {
            var end = start
            while end < last && values[end + 1] == values[start] { end += 1 }
            if end > start {
                pieces.append(.hold(from: start, to: end))
            } else if let (to, curve) = longestCurve(values, from: start, ends: ends) {
                pieces.append(.curve(from: start, to: to, curve))
                end = to
            } else {
                pieces.append(.step(from: start))
                end = start + 1
            }
            start = end
        }
        return pieces
    }

    /// The longest run from `start` to one of `ends` that one of `curves` draws.
    static func longestCurve(_ values: [[Double]], from start: Int, ends: [Int]) -> (Int, CubicBezier)? {
        for end in ends.reversed() where end - start >= shortestCurve {
            if let curve = curves.first(where: { follows(values, from: start, to: end, $0) }) { return (end, curve) }
        }
        return nil
    }

    /// Whether every frame between `start` and `end` lies on `curve` between their values.
    static func follows(_ values: [[Double]], from start: Int, to end: Int, _ curve: CubicBezier) -> Bool {
        let first = values[start], last = values[end]
        let span = Double(end - start)
        // The middle first: a wrong curve or a wrong end shows there soonest.
        let middle = (start + end) / 2
        for frame in [middle] + Array(start + 1..<end) {
            let progress = curve.value(at: Double(frame - start) / span)
            for (index, value) in values[frame].enumerated() {
                let distance = last[index] - first[index]
                let expected = first[index] + distance * progress
                if abs(value - expected) > 1e-6 * max(1, abs(distance)) { return false }
            }
        }
        return true
    }

    /// Frames where a curve may end: where a value stops or turns, or its speed peaks or
    /// dips (where one curve hands over to the next), each with its neighbours, and the
    /// last frame.
    static func candidateEnds(_ values: [[Double]]) -> [Int] {
        let last = values.count - 1
        var ends: Set<Int> = [last]
        guard last >= 2 else { return ends.sorted() }
        for index in values[0].indices {
            let steps = (0..<last).map { values[$0 + 1][index] - values[$0][index] }
            for frame in 1..<last {
                let before = steps[frame - 1], after = steps[frame]
                var turns = before * after <= 0 && before != after
                if frame + 1 < last {
                    let next = steps[frame + 1]
                    turns = turns || (after - before) * (next - after) < 0
                }
                if turns { ends.formUnion([frame - 1, frame, frame + 1]) }
            }
        }
        return ends.filter { $0 > 0 && $0 <= last }.sorted()
    }
}
