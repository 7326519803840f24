/// Writes a region band by band, keeping it canonical: a band's columns are combined left to
/// right, gaps kept and touching columns joined, and a band that touches the one above with
/// the same columns is merged into it.
struct BandWriter {
    typealias Edges = PixelRegion.Edges

    private(set) var edges: [Edges] = []
    /// Where the last band written starts in `edges`.
    private var lastBand = -1

    init(capacity: Int) {
        edges.reserveCapacity(capacity)
    }

    /// A band of `columns`' columns from `top` to `bottom`.
    mutating func band(_ columns: ArraySlice<Edges>, top: Int, bottom: Int) {
        guard top < bottom else { return }
        let start = edges.count
        for c in columns { edges.append(Edges(x1: c.x1, y1: top, x2: c.x2, y2: bottom)) }
        finish(start)
    }

    /// A band from `top` to `bottom` of the columns `a` and `b` combined by `operation`.
    mutating func band(
        _ a: ArraySlice<Edges>, _ b: ArraySlice<Edges>, _ operation: PixelRegion.Operation, top: Int, bottom: Int
    ) {
        guard top < bottom else { return }
        let start = edges.count
        switch operation {
        case .union: union(a, b, top, bottom)
        case .intersect: intersect(a, b, top, bottom)
        case .subtract: subtract(a, b, top, bottom)
        }
        finish(start)
    }

    private mutating func column(_ x1: Int, _ x2: Int, _ top: Int, _ bottom: Int) {
        edges.append(Edges(x1: x1, y1: top, x2: x2, y2: bottom))
    }

    private mutating func union(_ a: ArraySlice<Edges>, _ b: ArraySlice<Edges>, _ top: Int, _ bottom: Int) {
        var i = a.startIndex, j = b.startIndex
        var run: (x1: Int, x2: Int)?
        while i < a.endIndex || j < b.endIndex {
            let next: Edges
            if j == b.endIndex || (i < a.endIndex && a[i].x1 <= b[j].x1) {
                next = a[i]
                i += 1
            } else {
                next = b[j]
                j += 1
            }
            if let current = run, next.x1 <= current.x2 {
                run = (current.x1, max(current.x2, next.x2))
            } else {
                if let current = run { column(current.x1, current.x2, top, bottom) }
                run = (next.x1, next.x2)
            }
        }
        if let current = run { column(current.x1, current.x2, top, bottom) }
    }

    private mutating func intersect(_ a: ArraySlice<Edges>, _ b: ArraySlice<Edges>, _ top: Int, _ bottom: Int) {
        var i = a.startIndex, j = b.startIndex
        while i < a.endIndex, j < b.endIndex {
            let x1 = max(a[i].x1, b[j].x1), x2 = min(a[i].x2, b[j].x2)
            if x1 < x2 { column(x1, x2, top, bottom) }
            if a[i].x2 < b[j].x2 {
                i += 1
            } else if b[j].x2 < a[i].x2 {
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
    }

    private mutating func subtract(_ a: ArraySlice<Edges>, _ b: ArraySlice<Edges>, _ top: Int, _ bottom: Int) {
        var j = b.startIndex
        for span in a {
            var x = span.x1
            while j < b.endIndex, b[j].x2 <= x { j += 1 }
            var k = j
            while k < b.endIndex, b[k].x1 < span.x2 {
                if b[k].x1 > x { column(x, b[k].x1, top, bottom) }
                x = max(x, b[k].x2)
                if x >= span.x2 { break }
                k += 1
            }
            if x < span.x2 { column(x, span.x2, top, bottom) }
        }
    }

    /// Ends the band written from `start`: merged into the band above when it continues it.
    private mutating func finish(_ start: Int) {
        let count = edges.count - start
        guard count > 0 else { return }
        if lastBand >= 0, start - lastBand == count, edges[lastBand].y2 == edges[start].y1,
            (0..<count).allSatisfy({
                edges[lastBand + $0].x1 == edges[start + $0].x1 && edges[lastBand + $0].x2 == edges[start + $0].x2
            })
        {
            let bottom = edges[start].y2
            for k in lastBand..<start { edges[k].y2 = bottom }
            edges.removeLast(count)
        } else {
            lastBand = start
        }
    }
}
