import Foundation
import XCTest

@testable import TabBarCore

/// The curl should read as a page turning over: a slanted fold sweeping from the lifted
/// corner, the page's back (paper) folded over the flat part, shaded along the fold.
final class IconCurlTests: XCTestCase {
    let front = IconFace(image: ImageRef("front.png"), rendering: .template(Color(hex: 0x8A97A8)))
    let back = IconFace(image: ImageRef("back.png"), rendering: .template(Color(hex: 0x2682D5)))
    /// 48×48 at (100, 50): corners (100, 50) … (148, 98), centre (124, 74).
    let frame = Rect(x: 100, y: 50, width: 48, height: 48)

    func curl(_ progress: Double, upward: Bool = true) -> [SceneNode] {
        IconCurl.nodes(front: front, back: back, frame: frame, progress: progress, upward: upward)
    }

    /// The clip polygon of the top-level group that draws `face` plainly.
    func clip(of face: IconFace, in nodes: [SceneNode]) -> [Point]? {
        for node in nodes {
            if case .group(let g) = node, g.transform.isIdentity, g.children == [face.node(in: frame)],
                case .path(let path) = g.clip
            {
                return vertices(path)
            }
        }
        return nil
    }

    func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap { if case .move(let p) = $0 { p } else if case .line(let p) = $0 { p } else { nil } }
    }

    /// Shoelace area of a polygon.
    func area(_ points: [Point]) -> Double {
        abs(zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
    }

    /// Whether `q` lies inside (or on) a convex polygon.
    func contains(_ points: [Point], _ q: Point) -> Bool {
        let crosses = zip(points, points.dropFirst() + points.prefix(1)).map { a, b in
            (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
        }
        return crosses.allSatisfy { $0 >= -1e-9 } || crosses.allSatisfy { $0 <= 1e-9 }
    }

    /// The turned page: the last top-level node, a group clipped to the frame.
    func turnedPage(_ nodes: [SceneNode]) -> SceneGroup? {
        if case .group(let g)? = nodes.last, g.clip == .rect(frame) { g } else { nil }
    }

    func luminance(_ c: Color) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }

    func testEnds_AreSinglePlainImages() {
        for upward in [true, false] {
            XCTAssertEqual(curl(0, upward: upward), [front.node(in: frame)])
            XCTAssertEqual(curl(1, upward: upward), [back.node(in: frame)])
            XCTAssertEqual(curl(-0.5, upward: upward), [front.node(in: frame)])
            XCTAssertEqual(curl(7, upward: upward), [back.node(in: frame)])
        }
    }

    func testCurlUp_LiftsTheBottomRightCornerFirst() {
        // UIKit curls up "from the bottom"; the slanted fold lifts one corner first.
        guard let lifted = clip(of: back, in: curl(0.15)) else { return XCTFail("nothing revealed") }
        XCTAssertTrue(contains(lifted, Point(x: 148, y: 98)))
        XCTAssertFalse(contains(lifted, Point(x: 100, y: 98)))
        XCTAssertFalse(contains(lifted, Point(x: 148, y: 50)))
        guard let down = clip(of: back, in: curl(0.15, upward: false)) else { return XCTFail("nothing revealed") }
        XCTAssertTrue(contains(down, Point(x: 148, y: 50)))
        XCTAssertFalse(contains(down, Point(x: 100, y: 50)))
        XCTAssertFalse(contains(down, Point(x: 148, y: 98)))
    }

    func testFold_IsTiltedTwentyDegrees() {
        guard let lifted = clip(of: back, in: curl(0.5)) else { return XCTFail("nothing revealed") }
        // The two vertices on the frame's sides are the fold's ends: over 48 px across it
        // rises 48·tan 20° = 17.47 px.
        let onSides = lifted.filter {
            (abs($0.x - 100) < 1e-9 || abs($0.x - 148) < 1e-9) && $0.y > 50 + 1e-9 && $0.y < 98 - 1e-9
        }
        XCTAssertEqual(onSides.count, 2)
        if onSides.count == 2 {
            let (left, right) = onSides[0].x < onSides[1].x ? (onSides[0], onSides[1]) : (onSides[1], onSides[0])
            XCTAssertEqual(left.y - right.y, 48 * tan(20 * Double.pi / 180), accuracy: 1e-9)
        }
    }

    func testHalfway_FoldCrossesTheCentreAndHalvesThePage() {
        for upward in [true, false] {
            let nodes = curl(0.5, upward: upward)
            guard let lifted = clip(of: back, in: nodes), let flat = clip(of: front, in: nodes) else {
                return XCTFail("missing faces")
            }
            XCTAssertEqual(area(lifted), 48 * 48 / 2, accuracy: 1e-6)
            XCTAssertEqual(area(flat), 48 * 48 / 2, accuracy: 1e-6)
        }
    }

    func testRevealedArea_GrowsSteadily() {
        var previous = 0.0
        for i in 1...99 {
            guard let lifted = clip(of: back, in: curl(Double(i) / 100)) else { return XCTFail("nothing at \(i)") }
            let revealed = area(lifted)
            XCTAssertGreaterThan(revealed, previous, "at \(i) %")
            previous = revealed
        }
    }

    func testTurnedPage_IsTheLiftedPartFoldedOverAndCompressed() {
        let fold = PageFold(frame: frame, progress: 0.3, upward: true)
        let turn = fold.turn
        // A point on the fold stays; the lifted corner, s beyond the fold, lands 0.6·s
        // before it, moved straight across the fold.
        XCTAssertEqual(fold.reach(turn.apply(to: fold.foldPoint)), fold.fold, accuracy: 1e-9)
        let corner = Point(x: 148, y: 98)
        let s = fold.reach(corner) - fold.fold
        let landed = turn.apply(to: corner)
        XCTAssertEqual(fold.reach(landed), fold.fold - 0.6 * s, accuracy: 1e-9)
        let moved = landed - corner
        XCTAssertEqual(moved.x * fold.normal.y - moved.y * fold.normal.x, 0, accuracy: 1e-9)
        // The page's back is drawn there: opaque paper, with the front icon seen through it.
        guard let page = turnedPage(curl(0.3)),
            case .fill(.path(let sheet), .linearGradient(let start, let end, let stops))? = page.children.first
        else {
            return XCTFail("no paper")
        }
        XCTAssertTrue(stops.allSatisfy { $0.color.alpha == 1 })
        XCTAssertTrue(vertices(sheet).allSatisfy { fold.reach($0) <= fold.fold + 1e-9 })
        let mirrored = page.children.contains { node in
            guard case .group(let outer) = node, case .group(let inner)? = outer.children.first else { return false }
            return inner.transform == turn
        }
        XCTAssertTrue(mirrored, "the front seen through the paper is folded with it")
        // Shaded along the fold: the gradient runs across it, from a dark crease on the
        // fold to lighter paper, through a highlight.
        XCTAssertEqual(fold.reach(start), fold.fold, accuracy: 1e-9)
        let across = end - start
        XCTAssertEqual(across.x * fold.normal.y - across.y * fold.normal.x, 0, accuracy: 1e-9)
        XCTAssertLessThan(across.x * fold.normal.x + across.y * fold.normal.y, 0)
        let lights = stops.map { luminance($0.color) }
        XCTAssertLessThan(lights[0], lights.max()! - 0.2)
        XCTAssertEqual(lights.firstIndex(of: lights.max()!).map { stops[$0].offset > 0 && stops[$0].offset < 1 }, true)
    }

    func testShadow_FallsOnTheRevealedSide() {
        let fold = PageFold(frame: frame, progress: 0.5, upward: true)
        let shadows = curl(0.5).compactMap { node -> (Point, Point, [GradientStop])? in
            if case .fill(.path, .linearGradient(let a, let b, let stops)) = node { (a, b, stops) } else { nil }
        }
        guard let (start, end, stops) = shadows.first else { return XCTFail("no shadow") }
        // Dark on the fold, clear 18 % of the height (8.64 px) beyond it, towards the lifted side.
        XCTAssertEqual(fold.reach(start), fold.fold, accuracy: 1e-9)
        XCTAssertEqual(fold.reach(end) - fold.fold, 8.64, accuracy: 1e-9)
        XCTAssertGreaterThan(stops.first?.color.alpha ?? 0, 0.2)
        XCTAssertEqual(stops.last?.color.alpha, 0)
    }

    func testEveryNode_StaysInsideTheFrame() {
        let allowed = frame.insetBy(dx: -0.5, dy: -0.5)
        for upward in [true, false] {
            for i in 0...200 {
                let progress = Double(i) / 200
                for node in curl(progress, upward: upward) {
                    let b = node.bounds
                    XCTAssertTrue([b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite))
                    let inside =
                        b.minX >= allowed.minX && b.maxX <= allowed.maxX
                        && b.minY >= allowed.minY && b.maxY <= allowed.maxY
                    XCTAssertTrue(b.isEmpty || inside, "\(b) at \(progress)")
                }
            }
        }
    }
}
