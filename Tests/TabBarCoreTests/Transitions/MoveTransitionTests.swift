import XCTest

@testable import TabBarCore

/// HYBMoveTransition's magic move: the element flies between two rectangles.
final class MoveTransitionTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 390, height: 844)
    let source = Rect(x: 20, y: 300, width: 100, height: 80)
    let target = Rect(x: 0, y: 100, width: 390, height: 300)

    func frame(_ role: TransitionRole, _ p: Double) -> TransitionFrame {
        TransitionGeometry.frame(
            .move, role: role, area: area, progress: p,
            parameters: TransitionParameters(sourceRect: source, targetRect: target))
    }

    func testMovingRect_HalfwayIsTheMidpoint() {
        XCTAssertEqual(
            TransitionGeometry.movingRect(from: source, to: target, progress: 0.5),
            Rect(x: 10, y: 200, width: 245, height: 190))
        XCTAssertEqual(TransitionGeometry.movingRect(from: source, to: target, progress: 0), source)
        XCTAssertEqual(TransitionGeometry.movingRect(from: source, to: target, progress: 1), target)
    }

    func testMovingRect_OvershootsButNeverTurnsNegative() {
        let over = TransitionGeometry.movingRect(from: source, to: target, progress: 1.1)
        XCTAssertEqual(over.width, 419, accuracy: 1e-9)
        let tiny = Rect(x: 0, y: 0, width: 10, height: 10)
        let under = TransitionGeometry.movingRect(from: tiny, to: target, progress: -0.2)
        XCTAssertEqual(under.width, 0)
        XCTAssertEqual(under.height, 0)
    }

    func testPush_TheDetailPageShowsAtOnceWhileTheElementFlies() {
        let f = frame(.push, 0.25)
        XCTAssertEqual(f.movingRect, TransitionGeometry.movingRect(from: source, to: target, progress: 0.25))
        for p in [0.0, 0.25, 0.5, 1] {
            XCTAssertEqual(frame(.push, p).incoming, .identity, "HYB shows the destination at once (\(p))")
            XCTAssertFalse(frame(.push, p).outgoing.isVisible, "the page left is under it, not drawn (\(p))")
        }
        XCTAssertFalse(f.above.isEmpty, "a lift shadow under the element mid-flight")
        XCTAssertTrue(frame(.push, 1).above.isEmpty, "no shadow once it has landed")
    }

    func testPop_FliesBackWithTheListPageShownAtOnce() {
        XCTAssertEqual(
            frame(.pop, 0.25).movingRect, TransitionGeometry.movingRect(from: source, to: target, progress: 0.75))
        XCTAssertEqual(frame(.pop, 0).movingRect, target)
        XCTAssertEqual(frame(.pop, 1).movingRect, source)
        for p in [0.0, 0.25, 1] {
            XCTAssertEqual(frame(.pop, p).incoming, .identity, "the page beneath shows at once (\(p))")
            XCTAssertFalse(frame(.pop, p).outgoing.isVisible, "the detail page is gone at once (\(p))")
        }
    }

    func testWithoutRects_TheNewPageShowsAtOnceAndNothingFlies() {
        let f = TransitionGeometry.frame(
            .move, role: .push, area: area, progress: 0.4, parameters: TransitionParameters())
        XCTAssertNil(f.movingRect)
        XCTAssertEqual(f.incoming, .identity)
        XCTAssertTrue(f.above.isEmpty)
    }

    func testFlyingNode_MapsTheSourceOntoTheRect() throws {
        let card = SceneNode.fill(.rect(source), .solid(.white))
        let now = TransitionGeometry.movingRect(from: source, to: target, progress: 0.5)
        guard case .group(let group) = TransitionGeometry.flyingNode(card, from: source, into: now) else {
            return XCTFail("expected a group")
        }
        XCTAssertEqual(group.children, [card])
        let topLeft = group.transform.apply(to: Point(x: source.minX, y: source.minY))
        let bottomRight = group.transform.apply(to: Point(x: source.maxX, y: source.maxY))
        XCTAssertEqual(topLeft.x, now.minX, accuracy: 1e-9)
        XCTAssertEqual(topLeft.y, now.minY, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.x, now.maxX, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.y, now.maxY, accuracy: 1e-9)
        XCTAssertEqual(TransitionGeometry.flyingNode(card, from: .zero, into: now), .group([]))
    }
}

/// Issue 8: the lift shadow's rectangles are filled as four bands around the card's
/// opaque middle; the bands tile the rectangle less that middle, on whole pixels.
final class LiftShadowBandTests: XCTestCase {
    func testBands_TileTheOuterRectangleLessTheHole() throws {
        let outer = Rect(x: 10.4, y: 20.7, width: 100.2, height: 80.9)
        let hole = Rect(x: 30.3, y: 40.6, width: 50.5, height: 30.2)
        let bands = try XCTUnwrap(TransitionGeometry.bands(around: hole, inside: outer))
        let box = Rect(x: 10, y: 20, width: 101, height: 82)
        let inner = Rect(x: 31, y: 41, width: 49, height: 29)
        XCTAssertEqual(
            bands.reduce(0) { $0 + $1.width * $1.height }, box.width * box.height - inner.width * inner.height)
        for band in bands {
            XCTAssertTrue(
                band.intersection(inner).isEmpty
                    || band.intersection(inner).width * band.intersection(inner).height == 0)
            XCTAssertEqual(band.union(box), box)
            for value in [band.minX, band.minY, band.maxX, band.maxY] { XCTAssertEqual(value, value.rounded()) }
        }
        for (i, a) in bands.enumerated() {
            for b in bands[(i + 1)...] {
                let overlap = a.intersection(b)
                XCTAssertTrue(overlap.isEmpty || overlap.width * overlap.height == 0, "\(a) overlaps \(b)")
            }
        }
    }

    func testNoBands_WhenTheHoleHoldsNoWholePixel() {
        XCTAssertNil(TransitionGeometry.bands(around: Rect(x: 5.2, y: 5.2, width: 0.7, height: 9), inside: .zero))
    }
}
