import TabBarCairo
import TabBarCore
import XCTest

/// The flips on screen, in pixels: flip-left and flip-right (and top and bottom) must be
/// mirror images of each other, not alike, and the nearer edge must be drawn larger.
/// Uses the icon-effect strips (a symmetric house icon, 48 px in 64 px cells).
extension IconEffectsGoldenTests {
    var cell: Int { Int(Self.cell) }

    /// Grey level 0…255 of a pixel (the strips are drawn on white).
    func ink(_ surface: RasterSurface, _ x: Int, _ y: Int) -> Double {
        let p = surface.pixel(x: x, y: y)
        let r = Double((p >> 16) & 0xFF), g = Double((p >> 8) & 0xFF), b = Double(p & 0xFF)
        return 255 - (r + g + b) / 3
    }

    /// Mean absolute difference of frame `i` of `a` and frame `i` of `b`, with `b` mirrored
    /// across its cell (about the vertical line when `vertical`) or not.
    func difference(_ a: RasterSurface, _ b: RasterSurface, frame i: Int, mirrored: Bool, vertical: Bool) -> Double {
        var total = 0.0
        for y in 0..<cell {
            for x in 0..<cell {
                let (bx, by) = !mirrored ? (x, y) : vertical ? (cell - 1 - x, y) : (x, cell - 1 - y)
                total += abs(ink(a, i * cell + x, y) - ink(b, i * cell + bx, by))
            }
        }
        return total / Double(cell * cell)
    }

    /// The extent (in pixels) of the ink in the column or row `index` of frame `i`.
    func inkExtent(_ s: RasterSurface, frame i: Int, line index: Int, column: Bool) -> Int {
        let hits = (0..<cell).filter { j in
            ink(s, i * cell + (column ? index : j), column ? j : index) > 60
        }
        guard let first = hits.first, let last = hits.last else { return 0 }
        return last - first + 1
    }

    /// The largest ink extent over the lines (columns or rows) in `range` of frame `i`.
    func largestExtent(_ s: RasterSurface, frame i: Int, lines range: Range<Int>, columns: Bool) -> Int {
        range.map { inkExtent(s, frame: i, line: $0, column: columns) }.max() ?? 0
    }

    func assertMirrorImages(_ axis: FlipAxis) throws {
        let vertical = axis == .vertical
        let forward = try flip(axis, direction: 1), backward = try flip(axis, direction: -1)
        for i in [1, 2, 3, 5, 6, 7] {
            let straight = difference(forward, backward, frame: i, mirrored: false, vertical: vertical)
            XCTAssertGreaterThan(straight, 2, "\(axis) frame \(i): the two directions look alike")
            // The house is symmetric left to right (not top to bottom), so flip-right must
            // be flip-left mirrored, pixel for pixel up to antialiasing.
            if vertical {
                let mirrored = difference(forward, backward, frame: i, mirrored: true, vertical: true)
                XCTAssertLessThan(mirrored, straight / 3, "frame \(i): not mirror images")
            }
        }
        // At 45° (frame 2) the +1 flip brings its leading edge (left or top) nearer: the
        // leading half is drawn taller (wider) than in the −1 flip, where it is the far
        // side, and the trailing half the other way round. With d = 1.6 × 48 px the house's
        // walls, about 17 px from the axis, differ by 1.18/0.87 = 1.37 (1.14 with the old,
        // hardly visible d = 4 × 48 px); pixel rounding leaves a little over 1.2.
        let half = cell / 2
        let leading = 0..<(half - 6), trailing = (half + 6)..<cell
        let leadForward = largestExtent(forward, frame: 2, lines: leading, columns: vertical)
        let leadBackward = largestExtent(backward, frame: 2, lines: leading, columns: vertical)
        let trailForward = largestExtent(forward, frame: 2, lines: trailing, columns: vertical)
        let trailBackward = largestExtent(backward, frame: 2, lines: trailing, columns: vertical)
        XCTAssertGreaterThan(Double(leadForward) / Double(max(leadBackward, 1)), 1.18, "\(axis) leading edge")
        XCTAssertGreaterThan(Double(trailBackward) / Double(max(trailForward, 1)), 1.18, "\(axis) trailing edge")
    }

    func testLeftAndRight_MirrorImagesWithTheNearEdgeLarger() throws {
        try assertMirrorImages(.vertical)
    }

    func testTopAndBottom_MirrorImagesWithTheNearEdgeLarger() throws {
        try assertMirrorImages(.horizontal)
    }
}
