import TabBarCore

/// A set of whole device pixels: the damage a frame repaints, what opaque paint covers, where
/// pictures are copied by the server.
///
/// Kept as pixman keeps a region: rectangles in bands of rows, top to bottom, each band's
/// rectangles left to right with gaps between them, and no two touching bands with the same
/// columns. That form is unique to the set, so the rectangles a clip is built from are the
/// very ones Cairo's regions gave (the number of rectangles in a clip can change how Cairo
/// weighs an antialiased edge under it). A region of one rectangle is that rectangle alone,
/// as in pixman: making one allocates nothing.
public struct PixelRegion: Equatable, Sendable {
    /// A rectangle by its edges.
    struct Edges: Equatable {
        var x1: Int, y1: Int, x2: Int, y2: Int

        static let none = Edges(x1: 0, y1: 0, x2: 0, y2: 0)

        func contains(_ other: Edges) -> Bool {
            x1 <= other.x1 && y1 <= other.y1 && x2 >= other.x2 && y2 >= other.y2
        }
    }

    /// The rectangles in canonical order, when there are two or more; empty otherwise.
    private var many: [Edges]
    /// The smallest box holding the region (`.none` when it is empty): the region itself
    /// when `many` is empty.
    private var bounds: Edges

    /// The empty region.
    public init() {
        many = []
        bounds = .none
    }

    /// The pixels of `box`.
    public init(_ box: PixelBox) {
        many = []
        bounds = box.isEmpty ? .none : Edges(x1: box.x, y1: box.y, x2: box.maxX, y2: box.maxY)
    }

    /// The union of `boxes`.
    public init(boxes: [PixelBox]) {
        self = Self.union(of: boxes.filter { !$0.isEmpty }.map { PixelRegion($0) }[...])
    }

    /// The whole pixels touching `rects`.
    public init(_ rects: [Rect]) {
        self.init(boxes: rects.map(PixelBox.init(touching:)))
    }

    /// The region of `edges`, already canonical.
    init(canonical edges: [Edges]) {
        guard edges.count > 1, let first = edges.first, let last = edges.last else {
            many = []
            bounds = edges.first ?? .none
            return
        }
        var x1 = first.x1, x2 = first.x2
        for e in edges {
            x1 = min(x1, e.x1)
            x2 = max(x2, e.x2)
        }
        many = edges
        bounds = Edges(x1: x1, y1: first.y1, x2: x2, y2: last.y2)
    }

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

    /// Whether the region holds no pixel, so there is nothing to repaint or copy.
    public var isEmpty: Bool { bounds.x2 <= bounds.x1 }

    /// Whether the region is one rectangle.
    var isRectangle: Bool { many.isEmpty && !isEmpty }

    /// Calls `body` with the region's rectangles in canonical order.
    func withEdges<Result>(_ body: (UnsafeBufferPointer<Edges>) -> Result) -> Result {
        if !many.isEmpty { return many.withUnsafeBufferPointer(body) }
        if isEmpty { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return withUnsafePointer(to: bounds) { body(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// The rectangles in canonical order.
    var edges: [Edges] { withEdges(Array.init) }

    /// The region's rectangles, in bands from the top, each band from the left.
    public var boxes: Boxes { Boxes(many: many, bounds: bounds) }

    /// The region's rectangles, read in place.
    public struct Boxes: RandomAccessCollection {
        let many: [Edges]
        let bounds: Edges

        /// The first rectangle's index: 0.
        public var startIndex: Int { 0 }
        /// One past the last rectangle's index: how many rectangles there are.
        public var endIndex: Int { many.isEmpty ? (bounds.x2 > bounds.x1 ? 1 : 0) : many.count }

        /// The rectangle at `index`.
        public subscript(index: Int) -> PixelBox {
            let e = many.isEmpty ? bounds : many[index]
            return PixelBox(x: e.x1, y: e.y1, width: e.x2 - e.x1, height: e.y2 - e.y1)
        }
    }

    /// The region as disjoint rectangles.
    public var rects: [Rect] { boxes.map(\.rect) }

    /// The smallest box holding the region (`.empty` when it is empty).
    public var extents: PixelBox {
        isEmpty
            ? .empty
            : PixelBox(x: bounds.x1, y: bounds.y1, width: bounds.x2 - bounds.x1, height: bounds.y2 - bounds.y1)
    }

    /// Whether the extents of `self` and `other` share a pixel.
    private func boundsMeet(_ other: PixelRegion) -> Bool {
        bounds.x1 < other.bounds.x2 && other.bounds.x1 < bounds.x2 && bounds.y1 < other.bounds.y2
            && other.bounds.y1 < bounds.y2
    }

    /// Adds every pixel of `other` (the union), e.g. another layer's damage.
    public mutating func add(_ other: PixelRegion) {
        if other.isEmpty { return }
        // As pixman does: an empty side, a rectangle holding the other side, or all of one
        // side's rows below the other's need no merging band by band.
        if isEmpty || (other.isRectangle && other.bounds.contains(bounds)) {
            self = other
        } else if isRectangle && bounds.contains(other.bounds) {
            return
        } else if bounds.y2 <= other.bounds.y1 {
            self = Self.stacked(self, other)
        } else if other.bounds.y2 <= bounds.y1 {
            self = Self.stacked(other, self)
        } else {
            self = combine(other, .union)
        }
    }

    /// Adds every pixel of `box`.
    public mutating func add(_ box: PixelBox) {
        add(PixelRegion(box))
    }

    /// Adds the whole pixels touching `rect`.
    public mutating func add(_ rect: Rect) {
        add(PixelBox(touching: rect))
    }

    /// Removes every pixel of `other`, e.g. what opaque paint above already covers.
    public mutating func subtract(_ other: PixelRegion) {
        guard !isEmpty, !other.isEmpty, boundsMeet(other) else { return }
        if other.isRectangle && other.bounds.contains(bounds) {
            self = PixelRegion()
        } else {
            self = combine(other, .subtract)
        }
    }

    /// Keeps only the pixels also in `other`, e.g. the damage that falls on one picture.
    public mutating func intersect(_ other: PixelRegion) {
        guard !isEmpty else { return }
        guard !other.isEmpty, boundsMeet(other) else {
            self = PixelRegion()
            return
        }
        if isRectangle, other.isRectangle {
            let a = bounds, b = other.bounds
            self = PixelRegion(
                PixelBox(
                    x: max(a.x1, b.x1), y: max(a.y1, b.y1), width: min(a.x2, b.x2) - max(a.x1, b.x1),
                    height: min(a.y2, b.y2) - max(a.y1, b.y1)))
        } else if other.isRectangle && other.bounds.contains(bounds) {
            return
        } else if isRectangle && bounds.contains(other.bounds) {
            self = other
        } else {
            self = combine(other, .intersect)
        }
    }

    /// Keeps only the pixels also in `box`.
    public mutating func intersect(_ box: PixelBox) {
        intersect(PixelRegion(box))
    }

    /// The pixels in either region.
    public func union(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.add(other)
        return result
    }

    /// The pixels of this region not in `other`.
    public func subtracting(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.subtract(other)
        return result
    }

    /// The pixels in both regions.
    public func intersection(_ other: PixelRegion) -> PixelRegion {
        var result = self
        result.intersect(other)
        return result
    }

    /// Whether any pixel of `box` is in the region.
    public func overlaps(_ box: PixelBox) -> Bool {
        guard !box.isEmpty, !isEmpty, box.x < bounds.x2, box.maxX > bounds.x1, box.y < bounds.y2,
            box.maxY > bounds.y1
        else { return false }
        if many.isEmpty { return true }
        for e in many where e.y2 > box.y {
            if e.y1 >= box.maxY { return false }
            if e.x1 < box.maxX && e.x2 > box.x { return true }
        }
        return false
    }

    /// Whether every pixel of `box` is in the region (an empty box is).
    public func contains(_ box: PixelBox) -> Bool {
        guard !box.isEmpty else { return true }
        guard !isEmpty, bounds.contains(Edges(x1: box.x, y1: box.y, x2: box.maxX, y2: box.maxY)) else { return false }
        if many.isEmpty { return true }
        var row = box.y
        var index = 0
        while index < many.count {
            let band = many[index]
            let end = Self.bandEnd(many, index)
            defer { index = end }
            if band.y2 <= row { continue }
            // A gap between bands, or a band that does not hold the box's columns.
            if band.y1 > row { return false }
            guard many[index..<end].contains(where: { $0.x1 <= box.x && $0.x2 >= box.maxX }) else { return false }
            row = band.y2
            if row >= box.maxY { return true }
        }
        return false
    }

    /// Whether every pixel of `other` is in the region.
    public func contains(_ other: PixelRegion) -> Bool {
        other.subtracting(self).isEmpty
    }

    /// Whether both regions hold the same pixels (their canonical rectangles are equal).
    public static func == (a: PixelRegion, b: PixelRegion) -> Bool { a.many == b.many && a.bounds == b.bounds }
}
