import TabBarCore
import XCTest

/// HYBBubbleTransition: the circle reaches the farthest corner; the page grows from the point.
final class BubbleTransitionTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 390, height: 795)
    let color = Color(hex: 0x34C759)

    func frame(_ role: TransitionRole, _ p: Double, origin: Point? = nil) -> TransitionFrame {
        TransitionGeometry.frame(
            .bubble, role: role, area: area, progress: p,
            parameters: TransitionParameters(bubbleOrigin: origin, bubbleColor: color))
    }

    /// The circle drawn between the pages: its centre, radius and alpha.
    func circle(_ f: TransitionFrame) -> (center: Point, radius: Double, alpha: Double)? {
        guard case .group(let group)? = f.between.first,
            case .fill(.ellipse(let r), .solid(let c))? = group.children.first,
            c.withAlpha(1) == color
        else { return nil }
        XCTAssertEqual(group.clip, .rect(area), "the circle stays inside the area")
        return (r.center, r.width / 2, c.alpha)
    }

    /// HYB's bubble is an opaque disc of the presented page's colour at every size; only the
    /// page's content inside it fades.
    func testCircle_IsOpaqueAtEverySize() {
        for p in [0.0, 0.04, 0.3, 1] {
            XCTAssertEqual(circle(frame(.present, p))?.alpha, 1, "present at \(p)")
            XCTAssertEqual(circle(frame(.dismiss, 1 - p))?.alpha, 1, "dismiss at \(1 - p)")
        }
        XCTAssertEqual(frame(.present, 0.3).incoming.opacity, 0.3, accuracy: 1e-12, "the content fades in")
    }

    /// The page's rectangle lies inside the disc (within a pixel: the page travels while both
    /// grow), so the page's own background never shows outside the circle.
    func testPage_StaysInsideTheDisc() {
        let origin = Point(x: 300, y: 780)
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            let f = frame(.present, p, origin: origin)
            guard let c = circle(f) else { return XCTFail("no disc at \(p)") }
            let page = f.incoming.transform.apply(to: area)
            for corner in [
                Point(x: page.minX, y: page.minY), Point(x: page.maxX, y: page.minY),
                Point(x: page.minX, y: page.maxY), Point(x: page.maxX, y: page.maxY),
            ] {
                XCTAssertLessThanOrEqual(corner.distance(to: c.center), c.radius + 1, "at \(p)")
            }
        }
    }

    func testRadius_ReachesTheFarthestCorner() {
        // Bottom centre of a 390 × 795 area: √(195² + 795²) = √670050 ≈ 818.5658
        let origin = Point(x: 195, y: 795)
        XCTAssertEqual(TransitionGeometry.bubbleRadius(origin: origin, area: area), 818.5658, accuracy: 1e-4)
        // Off-centre: the farthest corner of (50, 100) is (390, 795): √(340² + 695²) = 773.708…
        XCTAssertEqual(
            TransitionGeometry.bubbleRadius(origin: Point(x: 50, y: 100), area: area),
            (340.0 * 340 + 695 * 695).squareRoot(), accuracy: 1e-9)
        // An origin below the area (a tab under the page) still reaches the top corners.
        XCTAssertEqual(
            TransitionGeometry.bubbleRadius(origin: Point(x: 195, y: 839), area: area),
            (195.0 * 195 + 839 * 839).squareRoot(), accuracy: 1e-9)
    }

    func testDefaultOrigin_IsTheBottomCentre() {
        XCTAssertEqual(circle(frame(.present, 0.5))?.center, Point(x: 195, y: 795))
    }

    func testEnd_CircleCoversAllFourCorners() {
        for origin in [nil, Point(x: 50, y: 100), Point(x: 390, y: 0)] {
            let c = try? XCTUnwrap(circle(frame(.present, 1, origin: origin)))
            for corner in [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 795), Point(x: 390, y: 795)] {
                XCTAssertLessThanOrEqual(
                    corner.distance(to: c?.center ?? .zero), (c?.radius ?? 0) + 1e-9, "\(String(describing: origin))")
            }
        }
    }

    func testStart_PageIsAPointAtTheOrigin() {
        let origin = Point(x: 80, y: 700)
        let f = frame(.present, 0, origin: origin)
        XCTAssertEqual(f.incoming.transform.a, 0.001)
        XCTAssertEqual(f.incoming.transform.d, 0.001)
        XCTAssertEqual(f.incoming.opacity, 0)
        // The page's centre sits on the origin.
        let centre = f.incoming.transform.apply(to: area.center)
        XCTAssertEqual(centre.x, origin.x, accuracy: 1e-9)
        XCTAssertEqual(centre.y, origin.y, accuracy: 1e-9)
        XCTAssertEqual(
            circle(f)?.radius ?? 0, 0.001 * TransitionGeometry.bubbleRadius(origin: origin, area: area), accuracy: 1e-9)
        XCTAssertEqual(circle(f)?.alpha, 1, "and opaque, as HYB's")
    }

    func testHalfway_ScaleCentreAndFade() {
        // s = 0.001 + 0.999 · 0.5 = 0.5005; the centre is halfway from (195, 795) to (195, 397.5).
        let f = frame(.present, 0.5)
        XCTAssertEqual(f.incoming.transform.a, 0.5005, accuracy: 1e-12)
        XCTAssertEqual(f.incoming.opacity, 0.5)
        let centre = f.incoming.transform.apply(to: area.center)
        XCTAssertEqual(centre.y, 596.25, accuracy: 1e-9)
        XCTAssertEqual(circle(f)?.radius ?? 0, 0.5005 * 818.5658, accuracy: 1e-3)
        XCTAssertEqual(f.outgoing, .identity, "the presenting page stays put underneath")
    }

    func testDismiss_ShrinksBackToThePoint() {
        let origin = Point(x: 300, y: 780)
        let f = frame(.dismiss, 1, origin: origin)
        XCTAssertEqual(f.outgoing.transform.a, 0.001)
        XCTAssertEqual(f.outgoing.opacity, 0)
        XCTAssertFalse(f.outgoing.isVisible)
        XCTAssertEqual(f.incoming, .identity)
        XCTAssertFalse(f.incomingOnTop)
        XCTAssertEqual(f.outgoing.transform.apply(to: area.center).x, 300, accuracy: 1e-9)
    }

    func testUndershoot_StaysAtTheStart() {
        // A progress below 0 must not flip the page through a negative scale, nor carry it
        // past its origin: it is the start frame, so a dismiss's overshoot shows nothing.
        XCTAssertEqual(frame(.present, -0.2).incoming.transform.a, 0.001)
        XCTAssertEqual(frame(.present, -0.2), frame(.present, 0))
        XCTAssertEqual(frame(.dismiss, 1.2), frame(.dismiss, 1))
        XCTAssertGreaterThan(frame(.present, 1.1).incoming.transform.a, 1, "a spring overshoots past full size")
    }
}
