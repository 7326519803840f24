import TabBarCore
import XCTest

@testable import TabBarFrame

/// A region is a set of pixels kept in one form only (bands of rows, rectangles left to
/// right, touching bands with the same columns merged): every operation gives the set a
/// bitmap gives, in that form.
final class PixelRegionTests: XCTestCase {
    /// Pixels of a 24×24 area, as a set.
    struct Bitmap: Equatable {
        var on = Set<Int>()

        init(_ region: PixelRegion) {
            for box in region.boxes {
                for y in box.y..<box.maxY {
                    for x in box.x..<box.maxX { on.insert(y * 100 + x) }
                }
            }
        }

        init(_ boxes: [PixelBox]) {
            for box in boxes { on.formUnion(Bitmap(PixelRegion(box)).on) }
        }
    }

    /// A random generator with a fixed seed, so a failure replays.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state << 29
        }
    }

    static func randomBoxes(_ count: Int, _ random: inout Seeded) -> [PixelBox] {
        (0..<count).map { _ in
            PixelBox(
                x: Int.random(in: 0..<20, using: &random), y: Int.random(in: 0..<20, using: &random),
                width: Int.random(in: 0..<8, using: &random), height: Int.random(in: 0..<8, using: &random))
        }
    }

    /// The form: bands top to bottom with no overlap, each band's rectangles sharing their rows,
    /// left to right with a gap between each two, and no band touching the one above it with
    /// the same columns.
    static func assertCanonical(_ region: PixelRegion, file: StaticString = #filePath, line: UInt = #line) {
        let boxes = Array(region.boxes)
        var index = 0
        var previous: [PixelBox]?
        while index < boxes.count {
            let band = boxes[index...].prefix { $0.y == boxes[index].y }
            XCTAssertTrue(
                band.allSatisfy { $0.maxY == boxes[index].maxY && !$0.isEmpty }, "a band's rows", file: file, line: line
            )
            for (a, b) in zip(band, band.dropFirst()) {
                XCTAssertLessThan(a.maxX, b.x, "columns apart, in order", file: file, line: line)
            }
            if let previous {
                XCTAssertLessThanOrEqual(previous[0].maxY, band.first!.y, "bands in order", file: file, line: line)
                let same = previous.map { [$0.x, $0.maxX] } == band.map { [$0.x, $0.maxX] }
                XCTAssertFalse(
                    previous[0].maxY == band.first!.y && same, "touching bands merged", file: file, line: line)
            }
            previous = Array(band)
            index += band.count
        }
    }

    func testOperations_GiveTheBitmapsSetsInCanonicalForm() {
        var random = Seeded(state: 7)
        for round in 0..<400 {
            let a = Self.randomBoxes(Int.random(in: 0..<6, using: &random), &random)
            let b = Self.randomBoxes(Int.random(in: 0..<6, using: &random), &random)
            let ra = PixelRegion(boxes: a), rb = PixelRegion(boxes: b)
            let ba = Bitmap(a), bb = Bitmap(b)
            XCTAssertEqual(Bitmap(ra), ba, "round \(round): built")
            Self.assertCanonical(ra)
            // Built a box at a time (rows below, above, inside: the shortcuts), the same region.
            var added = PixelRegion()
            for box in a + b { added.add(box) }
            XCTAssertEqual(added, ra.union(rb), "round \(round): added one by one")
            Self.assertCanonical(added)
            let union = ra.union(rb), difference = ra.subtracting(rb), common = ra.intersection(rb)
            XCTAssertEqual(Bitmap(union).on, ba.on.union(bb.on), "round \(round): union")
            XCTAssertEqual(Bitmap(difference).on, ba.on.subtracting(bb.on), "round \(round): subtract")
            XCTAssertEqual(Bitmap(common).on, ba.on.intersection(bb.on), "round \(round): intersect")
            for region in [union, difference, common] { Self.assertCanonical(region) }
            // The form is unique: the same set built another way is the same region.
            XCTAssertEqual(union, PixelRegion(boxes: b + a), "round \(round)")
            for box in Self.randomBoxes(4, &random) {
                let pixels = Bitmap(PixelRegion(box)).on
                XCTAssertEqual(ra.contains(box), pixels.isSubset(of: ba.on), "round \(round): contains \(box)")
                XCTAssertEqual(ra.overlaps(box), !pixels.isDisjoint(with: ba.on), "round \(round): overlaps \(box)")
            }
        }
    }

    func testExtentsAndRects() {
        let region = PixelRegion(boxes: [
            PixelBox(x: 0, y: 0, width: 4, height: 2), PixelBox(x: 10, y: 5, width: 2, height: 2),
        ])
        XCTAssertEqual(region.extents, PixelBox(x: 0, y: 0, width: 12, height: 7))
        XCTAssertEqual(region.rects, [Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 10, y: 5, width: 2, height: 2)])
        XCTAssertEqual(PixelRegion().extents, .empty)
        // Whole pixels touching a rectangle.
        XCTAssertEqual(
            Array(PixelRegion([Rect(x: 0.5, y: 0, width: 1, height: 1)]).boxes),
            [PixelBox(x: 0, y: 0, width: 2, height: 1)])
        XCTAssertTrue(PixelRegion().contains(.empty))
        XCTAssertFalse(PixelRegion().overlaps(PixelBox(x: 0, y: 0, width: 1, height: 1)))
    }
}
