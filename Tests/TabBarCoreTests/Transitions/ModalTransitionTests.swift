import TabBarCore
import XCTest

/// HYBModalTransition's half-sheet: the presenting page shrinks and dims, the sheet rises.
final class ModalTransitionTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 390, height: 844)

    func frame(_ role: TransitionRole, _ p: Double, scale: Double = 0.9, fraction: Double = 0.5) -> TransitionFrame {
        TransitionGeometry.frame(.modal, role: role, area: area, progress: p,
                                 parameters: TransitionParameters(modalScale: scale, modalHeightFraction: fraction))
    }

    func testPresented_PageIsScaledAboutItsCentre() {
        let t = frame(.present, 1).outgoing.transform
        XCTAssertEqual(t.a, 0.9, accuracy: 1e-12)
        XCTAssertEqual(t.d, 0.9, accuracy: 1e-12)
        let centre = t.apply(to: area.center)
        XCTAssertEqual(centre.x, 195, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 422, accuracy: 1e-9)
        // The top-left corner moves in by 5 % of each side: (19.5, 42.2).
        let corner = t.apply(to: Point(x: 0, y: 0))
        XCTAssertEqual(corner.x, 19.5, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 42.2, accuracy: 1e-9)
        XCTAssertEqual(frame(.present, 1, scale: 0.95).outgoing.transform.a, 0.95, accuracy: 1e-12)
        XCTAssertEqual(frame(.present, 0.5).outgoing.transform.a, 0.95, accuracy: 1e-12)
    }

    func testSheet_RisesFromBelowToHalfTheHeight() {
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 0, heightFraction: 0.5),
                       Rect(x: 0, y: 844, width: 390, height: 422))
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, heightFraction: 0.5),
                       Rect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 0.5, heightFraction: 0.5).minY, 633)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, heightFraction: 0.25).minY, 633)
        // Past the end (a spring) the sheet grows rather than leaving a gap at the bottom.
        let over = TransitionGeometry.sheetRect(area: area, progress: 1.1, heightFraction: 0.5)
        XCTAssertEqual(over.minY, 844 - 464.2, accuracy: 1e-9)
        XCTAssertEqual(over.maxY, 844, accuracy: 1e-9)
    }

    func testSheet_IsThePresentedPageMovedUp() {
        let f = frame(.present, 1)
        XCTAssertEqual(f.incoming.transform, .translation(0, 422))
        XCTAssertEqual(f.incoming.clip?.bounds, Rect(x: 0, y: 0, width: 390, height: 422),
                       "the page's top half shows, in its own coordinates")
        XCTAssertTrue(f.incomingOnTop)
    }

    func testDimmedRect_IsEverythingAboveTheSheet() {
        XCTAssertEqual(TransitionGeometry.dimmedRect(area: area, heightFraction: 0.5), Rect(x: 0, y: 0, width: 390, height: 422))
        let offset = Rect(x: 10, y: 20, width: 300, height: 600)
        let dimmed = TransitionGeometry.dimmedRect(area: offset, heightFraction: 0.3)
        XCTAssertEqual(dimmed, Rect(x: 10, y: 20, width: 300, height: 420))
        XCTAssertEqual(dimmed.maxY, TransitionGeometry.sheetRect(area: offset, progress: 1, heightFraction: 0.3).minY, accuracy: 1e-9)
    }

    func testDim_GrowsToItsLimitOverTheWholeArea() {
        func dim(_ f: TransitionFrame) -> (Rect, Double)? {
            guard case .fill(.rect(let r), .solid(let c))? = f.between.first else { return nil }
            return (r, c.alpha)
        }
        XCTAssertNil(dim(frame(.present, 0)))
        XCTAssertEqual(dim(frame(.present, 0.5))?.1 ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(dim(frame(.present, 1))?.0, area)
        XCTAssertEqual(dim(frame(.present, 1))?.1 ?? 0, TransitionGeometry.modalDimAlpha, accuracy: 1e-12)
    }

    func testDismiss_ReturnsThePresentingPage() {
        let f = frame(.dismiss, 1)
        XCTAssertEqual(f.incoming, .identity)
        XCTAssertEqual(f.outgoing.transform, .translation(0, 844), "the sheet has left below the area")
        XCTAssertFalse(f.incomingOnTop)
        XCTAssertEqual(frame(.dismiss, 0.25), frame(.present, 0.75).mirrored())
    }

    func testBadParameters_FallBackToSaneValues() {
        XCTAssertEqual(frame(.present, 1, scale: 0).outgoing.transform.a, 0.9, accuracy: 1e-12)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, heightFraction: 2).minY, 0)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, heightFraction: .nan).minY, 422)
    }
}
