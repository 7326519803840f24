import TabBarCore
import XCTest

/// Push (iOS navigation) and slide (GtkStack slide-left-right), checked against hand values.
final class PushSlideTransitionTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 390, height: 795)

    func frame(_ kind: TransitionKind, _ role: TransitionRole, _ p: Double, forward: Bool = true) -> TransitionFrame {
        TransitionGeometry.frame(
            kind, role: role, area: area, progress: p,
            parameters: TransitionParameters(slideForward: forward))
    }

    func testPush_Halfway() {
        // The new page is half in (390 · 0.5 = 195); the old one is a third of that out
        // (−390 / 6 = −65).
        let f = frame(.push, .push, 0.5)
        XCTAssertEqual(f.incoming.transform, .translation(195, 0))
        XCTAssertEqual(f.outgoing.transform.tx, -65, accuracy: 1e-12)
        XCTAssertEqual(f.outgoing.transform.ty, 0)
        XCTAssertTrue(f.incomingOnTop)
    }

    func testPush_DimsTheOldPageUpToItsLimit() {
        func dimAlpha(_ f: TransitionFrame) -> Double? {
            for node in f.between {
                if case .fill(.rect, .solid(let color)) = node { return color.alpha }
            }
            return nil
        }
        XCTAssertNil(dimAlpha(frame(.push, .push, 0)))
        XCTAssertEqual(dimAlpha(frame(.push, .push, 0.5)) ?? 0, 0.075, accuracy: 1e-12)
        XCTAssertEqual(dimAlpha(frame(.push, .push, 1)) ?? 0, TransitionGeometry.pushDimAlpha, accuracy: 1e-12)
        XCTAssertEqual(dimAlpha(frame(.push, .push, 1.2)) ?? 0, TransitionGeometry.pushDimAlpha, accuracy: 1e-12)
        // The overlay covers what is left of the old page on screen: x 0 … 390 − 65 at 0.5.
        let overlay = frame(.push, .push, 0.5).between.first {
            if case .fill(.rect, .solid) = $0 { true } else { false }
        }
        XCTAssertEqual(overlay?.bounds, Rect(x: 0, y: 0, width: 325, height: 795))
    }

    func testPush_DimLiesOnWholePixelsAndOnlyOverTheOldPage() {
        for step in 1..<60 {
            let p = Double(step) / 60
            let f = frame(.push, .push, p)
            guard
                let dim = f.between.first(where: { if case .fill(.rect, .solid) = $0 { true } else { false } })?
                    .bounds
            else { return XCTFail("no dim at \(p)") }
            // On the pixel grid, so it is one blend rather than a coverage mask.
            XCTAssertEqual(dim, dim.integral, "at \(p)")
            // It covers all the old page shows left of the new page …
            let edge = area.width * (1 - p)
            XCTAssertEqual(dim.minX, 0, "at \(p)")
            XCTAssertGreaterThanOrEqual(dim.maxX, edge, "at \(p)")
            // … and ends within half a pixel of the old page's right edge, which trails the
            // new page's left edge: what it adds lies under the new page, opaque and on top.
            let oldRight = f.outgoing.screenRect(of: area).maxX
            XCTAssertLessThanOrEqual(abs(dim.maxX - oldRight), 0.5, "at \(p)")
            XCTAssertLessThanOrEqual(f.incoming.screenRect(of: area).minX, dim.maxX, "at \(p)")
        }
    }

    /// The dim on whole pixels must not keep a spring going: near the end it is within half a
    /// pixel of the end frame's, as `looksSettled` asks (rounded outwards it stayed a pixel
    /// wide of it until the very end, and spring pushes ran long).
    func testPush_DimOnWholePixels_LetsASpringSettle() {
        for role in [TransitionRole.push, .pop] {
            XCTAssertTrue(
                TransitionGeometry.looksSettled(
                    .push, role: role, area: area, parameters: TransitionParameters(), progress: 0.9995), "\(role)")
        }
    }

    func testPush_ShadowHugsTheNewPagesLeftEdge() {
        let f = frame(.push, .push, 0.5)
        let shadow = f.between.first { if case .fill(_, .linearGradient) = $0 { true } else { false } }
        XCTAssertEqual(
            shadow?.bounds,
            Rect(
                x: 195 - TransitionGeometry.pushShadowWidth, y: 0,
                width: TransitionGeometry.pushShadowWidth, height: 795))
        // Nothing extra at rest: no shadow peeking in at the start, and it has left at the end.
        XCTAssertTrue(frame(.push, .push, 0).between.isEmpty)
        XCTAssertFalse(
            frame(.push, .push, 1).between.contains { if case .fill(_, .linearGradient) = $0 { true } else { false } })
    }

    func testPop_SlidesTheTopPageBackOut() {
        // A quarter into a pop the top page has moved 390 · 0.25 right, and the page beneath
        // is at −390 / 3 · 0.75 = −97.5, coming back.
        let f = frame(.push, .pop, 0.25)
        XCTAssertEqual(f.outgoing.transform.tx, 97.5, accuracy: 1e-12)
        XCTAssertEqual(f.incoming.transform.tx, -97.5, accuracy: 1e-12)
        XCTAssertFalse(f.incomingOnTop)
    }

    func testSlide_ForwardEntersFromTheRight() {
        let f = frame(.slide, .tab, 0.25)
        XCTAssertEqual(f.outgoing.transform, .translation(-97.5, 0))
        XCTAssertEqual(f.incoming.transform, .translation(292.5, 0))
        XCTAssertTrue(f.between.isEmpty)
    }

    func testSlide_BackwardEntersFromTheLeft() {
        let f = frame(.slide, .tab, 0.25, forward: false)
        XCTAssertEqual(f.outgoing.transform, .translation(97.5, 0))
        XCTAssertEqual(f.incoming.transform, .translation(-292.5, 0))
    }

    func testSpringOvershoot_IsHeldAtTheEndsSoNoHoleOpens() {
        for kind in [TransitionKind.push, .slide] {
            XCTAssertEqual(frame(kind, .tab, 1.16).incoming.transform, .identity, "\(kind) past its end")
            XCTAssertEqual(frame(kind, .pop, 1.16).incoming.transform, .identity, "\(kind) pop past its end")
            XCTAssertEqual(frame(kind, .push, -0.1).outgoing.transform, .identity, "\(kind) before its start")
        }
    }

    func testSlide_PagesStayEdgeToEdge() {
        // The pages move together: the incoming one is always exactly one width away.
        for forward in [true, false] {
            for p in stride(from: -0.2, through: 1.3, by: 0.1) {
                let f = frame(.slide, .tab, p, forward: forward)
                XCTAssertEqual(f.incoming.transform.tx - f.outgoing.transform.tx, forward ? 390 : -390, accuracy: 1e-9)
            }
        }
    }
}
