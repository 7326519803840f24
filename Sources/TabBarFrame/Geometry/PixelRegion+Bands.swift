/// Regions combined band by band, as pixman combines them.
extension PixelRegion {
    enum Operation {
        case union, intersect, subtract
    }

    /// The index past the band that starts at `start` (its rectangles share their rows).
    static func bandEnd<C: RandomAccessCollection<Edges>>(_ edges: C, _ start: Int) -> Int where C.Index == Int {
        guard start < edges.endIndex else { return start }
        var end = start + 1
        while end < edges.endIndex, edges[end].y1 == edges[start].y1 { end += 1 }
        return end
    }

    /// `upper` and then `lower`, whose rows all lie below `upper`'s: the bands follow each
    /// other, the first of `lower` merged into the last of `upper` when they touch with the
    /// same columns.
    static func stacked(_ upper: PixelRegion, _ lower: PixelRegion) -> PixelRegion {
        var out = BandWriter(capacity: upper.count + lower.count)
        upper.withEdges { out.rest($0, from: 0, below: Int.min) }
        lower.withEdges { out.rest($0, from: 0, below: Int.min) }
        return PixelRegion(canonical: out.edges)
    }

    /// How many rectangles the region holds.
    var count: Int { boxes.count }

    /// `self` and `other`, both not empty, combined by `operation`: band by band down the
    /// rows where either has a band, the columns of each row range combined, and a band
    /// merged into the one above when it touches it with the same columns.
    func combine(_ other: PixelRegion, _ operation: Operation) -> PixelRegion {
        withEdges { a in other.withEdges { b in PixelRegion(canonical: Self.combine(a, b, operation)) } }
    }

    static func combine(
        _ a: UnsafeBufferPointer<Edges>, _ b: UnsafeBufferPointer<Edges>, _ operation: Operation
    ) -> [Edges] {
        var out = BandWriter(capacity: a.count + b.count)
        var ia = 0, ib = 0
        var aEnd = bandEnd(a, 0), bEnd = bandEnd(b, 0)
        // Rows above `row` are done.
        var row = Int.min
        while ia < a.count, ib < b.count {
            let aTop = max(a[ia].y1, row), bTop = max(b[ib].y1, row)
            if aTop < bTop {
                row = min(a[ia].y2, bTop)
                if operation != .intersect { out.band(a, ia..<aEnd, top: aTop, bottom: row) }
            } else if bTop < aTop {
                row = min(b[ib].y2, aTop)
                if operation == .union { out.band(b, ib..<bEnd, top: bTop, bottom: row) }
            } else {
                row = min(a[ia].y2, b[ib].y2)
                out.band(a, ia..<aEnd, b, ib..<bEnd, operation, top: aTop, bottom: row)
            }
            if a[ia].y2 <= row {
                ia = aEnd
                aEnd = bandEnd(a, ia)
            }
            if b[ib].y2 <= row {
                ib = bEnd
                bEnd = bandEnd(b, ib)
            }
        }
        if operation != .intersect { out.rest(a, from: ia, below: row) }
        if operation == .union { out.rest(b, from: ib, below: row) }
        return out.edges
    }
}

/// Writes a region band by band, keeping it canonical: a band's columns are combined left to
/// right, gaps kept and touching columns joined, and a band that touches the one above with
/// the same columns is merged into it.
struct BandWriter {
    typealias Edges = PixelRegion.Edges
    typealias Source = UnsafeBufferPointer<Edges>

    private(set) var edges: [Edges] = []
    /// Where the last band written starts in `edges`.
    private var lastBand = -1

    init(capacity: Int) {
        edges.reserveCapacity(capacity)
    }

    /// A band of the columns of `source[columns]` from `top` to `bottom`.
    mutating func band(_ source: Source, _ columns: Range<Int>, top: Int, bottom: Int) {
        guard top < bottom else { return }
        let start = edges.count
        for i in columns { edges.append(Edges(x1: source[i].x1, y1: top, x2: source[i].x2, y2: bottom)) }
        finish(start)
    }

    /// The bands of `source` from index `start` on, below row `row`.
    mutating func rest(_ source: Source, from start: Int, below row: Int) {
        var index = start
        while index < source.count {
            let end = PixelRegion.bandEnd(source, index)
            band(source, index..<end, top: max(source[index].y1, row), bottom: source[index].y2)
            index = end
        }
    }

    /// A band from `top` to `bottom` of the columns `a[ra]` and `b[rb]` combined by `operation`.
    mutating func band(
        _ a: Source, _ ra: Range<Int>, _ b: Source, _ rb: Range<Int>, _ operation: PixelRegion.Operation,
        top: Int, bottom: Int
    ) {
        guard top < bottom else { return }
        let start = edges.count
        switch operation {
        case .union: union(a, ra, b, rb, top, bottom)
        case .intersect: intersect(a, ra, b, rb, top, bottom)
        case .subtract: subtract(a, ra, b, rb, top, bottom)
        }
        finish(start)
    }

    private mutating func column(_ x1: Int, _ x2: Int, _ top: Int, _ bottom: Int) {
        edges.append(Edges(x1: x1, y1: top, x2: x2, y2: bottom))
    }

    private mutating func union(_ a: Source, _ ra: Range<Int>, _ b: Source, _ rb: Range<Int>, _ top: Int, _ bottom: Int)
    {
        var i = ra.lowerBound, j = rb.lowerBound
        var run: (x1: Int, x2: Int)?
        while i < ra.upperBound || j < rb.upperBound {
            let next: Edges
            if j == rb.upperBound || (i < ra.upperBound && a[i].x1 <= b[j].x1) {
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

    private mutating func intersect(
        _ a: Source, _ ra: Range<Int>, _ b: Source, _ rb: Range<Int>, _ top: Int, _ bottom: Int
    ) {
        var i = ra.lowerBound, j = rb.lowerBound
        while i < ra.upperBound, j < rb.upperBound {
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

    private mutating func subtract(
        _ a: Source, _ ra: Range<Int>, _ b: Source, _ rb: Range<Int>, _ top: Int, _ bottom: Int
    ) {
        var j = rb.lowerBound
        for i in ra {
            let span = a[i]
            var x = span.x1
            while j < rb.upperBound, b[j].x2 <= x { j += 1 }
            var k = j
            while k < rb.upperBound, b[k].x1 < span.x2 {
                if b[k].x1 > x { column(x, b[k].x1, top, bottom) }
                x = max(x, b[k].x2)
                if x >= span.x2 { break }
                k += 1
            }
            if x < span.x2 { column(x, span.x2, top, bottom) }
        }
    }

    /// Whether the band at `start` has the columns of the band above it (`count` each).
    private func sameColumns(_ start: Int, _ count: Int) -> Bool {
        for k in 0..<count
        where edges[lastBand + k].x1 != edges[start + k].x1 || edges[lastBand + k].x2 != edges[start + k].x2 {
            return false
        }
        return true
    }

    /// Ends the band written from `start`: merged into the band above when it continues it.
    private mutating func finish(_ start: Int) {
        let count = edges.count - start
        guard count > 0 else { return }
        if lastBand >= 0, start - lastBand == count, edges[lastBand].y2 == edges[start].y1, sameColumns(start, count) {
            let bottom = edges[start].y2
            for k in lastBand..<start { edges[k].y2 = bottom }
            for _ in 0..<count { edges.removeLast() }
        } else {
            lastBand = start
        }
    }
}
