/// Merges damaged rectangles into a few larger ones.
///
/// Presenting a rectangle has a fixed cost per call, so nearby rectangles are joined
/// whenever the join wastes less than it saves; the result covers every input.
public enum DamageRegion {
    /// Rectangles that overlap, or whose union is not much bigger than both, are joined
    /// until no pair qualifies. Empty rectangles are dropped.
    public static func merge(_ rects: [Rect], slack: Double = 1.3) -> [Rect] {
        var result = rects.filter { !$0.isEmpty }
        var joined = true
        while joined {
            joined = false
            outer: for i in result.indices {
                for j in result.indices where j > i {
                    let a = result[i], b = result[j], u = a.union(b)
                    if a.intersects(b) || area(u) <= (area(a) + area(b)) * slack {
                        result[i] = u
                        result.remove(at: j)
                        joined = true
                        break outer
                    }
                }
            }
        }
        return result
    }

    private static func area(_ r: Rect) -> Double { r.width * r.height }
}
