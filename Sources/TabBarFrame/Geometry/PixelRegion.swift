import TabBarCore

/// A set of whole device pixels: the damage a frame repaints, what opaque paint covers, where
/// pictures are copied by the server.
///
/// Kept as pixman keeps a region: rectangles in bands of rows, top to bottom, each band's
/// rectangles left to right with gaps between them, and no two touching bands with the same
/// columns. That form is unique to the set, so the rectangles a clip is built from are the
/// very ones Cairo's regions gave (the number of rectangles in a clip can change how Cairo
/// weighs an antialiased edge under it).
public struct PixelRegion: Equatable, Sendable {
    /// A rectangle by its edges; the region's rectangles in canonical order.
    struct Edges: Equatable {
        var x1: Int, y1: Int, x2: Int, y2: Int
    }

    private(set) var edges: [Edges]

    /// The empty region.
    public init() { edges = [] }

    /// The pixels of `box`.
    public init(_ box: PixelBox) {
        edges = box.isEmpty ? [] : [Edges(x1: box.x, y1: box.y, x2: box.maxX, y2: box.maxY)]
    }

    /// The union of `boxes`.
    public init(boxes: [PixelBox]) {
        self.init()
        let kept = boxes.filter { !$0.isEmpty }.map { PixelRegion($0) }
        self = Self.union(of: kept[...])
    }

    /// The whole pixels touching `rects`.
    public init(_ rects: [Rect]) {
        self.init(boxes: rects.map(PixelBox.init(touching:)))
    }

    private init(edges: [Edges]) { self.edges = edges }

    /// The union of `regions`, halving the list so that each pixel is merged a few times only.
    private static func union(of regions: ArraySlice<PixelRegion>) -> PixelRegion {
        switch regions.count {
        case 0: return PixelRegion()
        case 1: return regions[regions.startIndex]
        default:
            let middle = regions.startIndex + regions.count / 2
            var left = union(of: regions[..<middle])
            left.add(union(of: regions[middle...]))
            return left
        }
    }

    public var isEmpty: Bool { edges.isEmpty }

    /// The region's rectangles, in bands from the top, each band from the left.
    public var boxes: [PixelBox] {
        edges.map { PixelBox(x: $0.x1, y: $0.y1, width: $0.x2 - $0.x1, height: $0.y2 - $0.y1) }
    }

    /// The region as disjoint rectangles.
    public var rects: [Rect] { boxes.map(\.rect) }

    /// The smallest box holding the region (`.empty` when it is empty).
    public var extents: PixelBox {
        guard let first = edges.first, let last = edges.last else { return .empty }
        var x1 = first.x1, x2 = first.x2
        for e in edges {
            x1 = min(x1, e.x1)
            x2 = max(x2, e.x2)
        }
        return PixelBox(x: x1, y: first.y1, width: x2 - x1, height: last.y2 - first.y1)
    }

    public mutating func add(_ other: PixelRegion) {
        if other.edges.isEmpty { return }
        if edges.isEmpty {
            self = other
            return
        }
        edges = Self.combine(edges, other.edges, .union)
    }

    public mutating func add(_ box: PixelBox) {
        guard !box.isEmpty else { return }
        add(PixelRegion(box))
    }

    /// Adds the whole pixels touching `rect`.
    public mutating func add(_ rect: Rect) {
        add(PixelBox(touching: rect))
    }

    public mutating func subtract(_ other: PixelRegion) {
        guard !edges.isEmpty, !other.edges.isEmpty else { return }
        edges = Self.combine(edges, other.edges, .subtract)
    }

    public mutating func intersect(_ other: PixelRegion) {
        guard !edges.isEmpty else { return }
        guard !other.edges.isEmpty else {
            edges = []
            return
        }
        if edges.count == 1, other.edges.count == 1 {
            let a = edges[0], b = other.edges[0]
            let e = Edges(x1: max(a.x1, b.x1), y1: max(a.y1, b.y1), x2: min(a.x2, b.x2), y2: min(a.y2, b.y2))
            edges = e.x1 < e.x2 && e.y1 < e.y2 ? [e] : []
            return
        }
        edges = Self.combine(edges, other.edges, .intersect)
    }

    public mutating func intersect(_ box: PixelBox) {
        intersect(PixelRegion(box))
    }

    public func union(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.add(other)
        return result
    }

    public func subtracting(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.subtract(other)
        return result
    }

    public func intersection(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.intersect(other)
        return result
    }

    /// Whether any pixel of `box` is in the region.
    public func overlaps(_ box: PixelBox) -> Bool {
        guard !box.isEmpty else { return false }
        for e in edges where e.y2 > box.y {
            if e.y1 >= box.maxY { return false }
            if e.x1 < box.maxX && e.x2 > box.x { return true }
        }
        return false
    }

    /// Whether every pixel of `box` is in the region (an empty box is).
    public func contains(_ box: PixelBox) -> Bool {
        guard !box.isEmpty else { return true }
        var row = box.y
        var index = 0
        while index < edges.count {
            let band = edges[index]
            let end = Self.bandEnd(edges, index)
            defer { index = end }
            if band.y2 <= row { continue }
            // A gap between bands, or a band that does not hold the box's columns.
            if band.y1 > row { return false }
            guard edges[index..<end].contains(where: { $0.x1 <= box.x && $0.x2 >= box.maxX }) else { return false }
            row = band.y2
            if row >= box.maxY { return true }
        }
        return false
    }

    /// Whether every pixel of `other` is in the region.
    public func contains(_ other: PixelRegion) -> Bool {
        other.subtracting(self).isEmpty
    }
}

extension PixelRegion {
    enum Operation {
        case union, intersect, subtract
    }

    /// The index past the band that starts at `start` (its rectangles share their rows).
    static func bandEnd(_ edges: [Edges], _ start: Int) -> Int {
        var end = start + 1
        while end < edges.count, edges[end].y1 == edges[start].y1 { end += 1 }
        return end
    }

    /// `a` and `b`, both canonical, combined by `operation`, canonical: band by band down the
    /// rows where either has a band, the columns of each row range combined, and a band
    /// merged into the one above when it touches it with the same columns.
    static func combine(_ a: [Edges], _ b: [Edges], _ operation: Operation) -> [Edges] {
        var out = BandWriter(capacity: a.count + b.count)
        var ia = 0, ib = 0
        // Rows above `row` are done.
        var row = Int.min
        while ia < a.count, ib < b.count {
            let aEnd = bandEnd(a, ia), bEnd = bandEnd(b, ib)
            let aTop = max(a[ia].y1, row), bTop = max(b[ib].y1, row)
            if aTop < bTop {
                row = min(a[ia].y2, bTop)
                if operation != .intersect { out.band(a[ia..<aEnd], top: aTop, bottom: row) }
            } else if bTop < aTop {
                row = min(b[ib].y2, aTop)
                if operation == .union { out.band(b[ib..<bEnd], top: bTop, bottom: row) }
            } else {
                row = min(a[ia].y2, b[ib].y2)
                out.band(a[ia..<aEnd], b[ib..<bEnd], operation, top: aTop, bottom: row)
            }
            if a[ia].y2 <= row { ia = aEnd }
            if b[ib].y2 <= row { ib = bEnd }
        }
        if operation != .intersect {
            while ia < a.count {
                let end = bandEnd(a, ia)
                out.band(a[ia..<end], top: max(a[ia].y1, row), bottom: a[ia].y2)
                ia = end
            }
        }
        if operation == .union {
            while ib < b.count {
                let end = bandEnd(b, ib)
                out.band(b[ib..<end], top: max(b[ib].y1, row), bottom: b[ib].y2)
                ib = end
            }
        }
        return out.edges
    }
}
