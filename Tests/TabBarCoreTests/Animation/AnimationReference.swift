import Foundation

/// Independent reference math for the animation tests. It shares no code with TabBarCore:
/// Béziers are evaluated in Bernstein form with absolute control points and solved by plain
/// bisection, where the library uses power form, unit boxes and Newton's method.
enum AnimationReference {
    /// One point of a cubic Bézier in the plane.
    struct Point {
        var x: Double
        var y: Double
    }

    /// Bernstein form of one coordinate: (1−t)³·p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³·p3.
    static func bernstein(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let s = 1 - t
        return s * s * s * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t * p3
    }

    /// y at the given x on the Bézier p0…p3 (x monotonic), by 200 bisection steps on t.
    static func bezierY(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, atX x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(p0.x, p1.x, p2.x, p3.x, middle) < x { low = middle } else { high = middle }
        }
        let t = (low + high) / 2
        return bernstein(p0.y, p1.y, p2.y, p3.y, t)
    }

    /// A CSS timing Bézier (0,0) → (x1,y1) → (x2,y2) → (1,1) at time progress x.
    static func timing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        bezierY(Point(x: 0, y: 0), Point(x: x1, y: y1), Point(x: x2, y: y2), Point(x: 1, y: 1), atX: x)
    }

    /// Central difference (f(x + h) − f(x − h)) / 2h.
    static func derivative(_ f: (Double) -> Double, at x: Double, step h: Double) -> Double {
        (f(x + h) - f(x - h)) / (2 * h)
    }

    /// `count + 1` evenly spaced samples from `start` to `end`, both included.
    static func samples(from start: Double, to end: Double, count: Int) -> [Double] {
        (0...count).map { start + (end - start) * Double($0) / Double(count) }
    }
}
