import TabBarCore
import XCTest

/// HYBModalTransition's half-sheet: the presenting page shrinks, the sheet rises. HYB's
/// defaults (seed-libraries.md §3.2): scale (0.9, 0.9), half the height, no dim, square
/// corners; the dim and the corners are options.
final class ModalTransitionTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 390, height: 844)

    func frame(_ role: TransitionRole, _ p: Double, _ style: ModalStyle = .seed) -> TransitionFrame {
        TransitionGeometry.frame(
            .modal, role: role, area: area, progress: p, parameters: TransitionParameters(modal: style))
    }

    func half(_ fraction: Double) -> ModalStyle { ModalStyle(height: .fraction(fraction)) }

    /// A configuration that says nothing of the modal plays HYB's half-sheet: at the end the
    /// presenting page is shrunk to 90 % about its centre, the sheet fills the lower half,
    /// nothing dims and every corner is square.
    func testUnconfiguredModal_PlaysHYBsHalfSheet() throws {
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/", listFrames: { _ in nil })
        let settings = try decoder.decode(JSONParser.parse(#"{"tabs": [{"title": "A"}]}"#)).navigation
        let end = frame(.present, 1, settings.modal)
        let page = end.outgoing.transform
        XCTAssertEqual(page.apply(to: Point(x: 0, y: 0)).x, 19.5, accuracy: 1e-9)
        XCTAssertEqual(page.apply(to: Point(x: 0, y: 0)).y, 42.2, accuracy: 1e-9)
        XCTAssertEqual(page.apply(to: Point(x: 390, y: 844)).x, 370.5, accuracy: 1e-9)
        XCTAssertEqual(page.apply(to: Point(x: 390, y: 844)).y, 801.8, accuracy: 1e-9)
        XCTAssertNil(end.outgoing.clip, "the presenting page keeps square corners")
        XCTAssertTrue(end.between.isEmpty, "nothing dims the presenting page")
        let sheet = TransitionGeometry.sheetRect(area: area, progress: 1, style: settings.modal)
        XCTAssertEqual(sheet, Rect(x: 0, y: 422, width: 390, height: 422), "the sheet fills the lower half")
        guard case .rect(let shown)? = end.incoming.clip else { return XCTFail("the sheet is a plain rectangle") }
        XCTAssertEqual(end.incoming.transform.apply(to: shown), sheet, "the part that shows is the sheet")
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
        XCTAssertEqual(
            frame(.present, 1, ModalStyle(scaleX: 0.95, scaleY: 0.95)).outgoing.transform.a, 0.95, accuracy: 1e-12)
        XCTAssertEqual(frame(.present, 0.5).outgoing.transform.a, 0.95, accuracy: 1e-12)
    }

    func testScale_HasSeparateXAndY() {
        let t = frame(.present, 1, ModalStyle(scaleX: 0.8, scaleY: 0.95)).outgoing.transform
        XCTAssertEqual(t.a, 0.8, accuracy: 1e-12)
        XCTAssertEqual(t.d, 0.95, accuracy: 1e-12)
        XCTAssertEqual(t.apply(to: Point(x: 0, y: 0)).x, 39, accuracy: 1e-9)
        XCTAssertEqual(t.apply(to: Point(x: 0, y: 0)).y, 21.1, accuracy: 1e-9)
    }

    func testByDefault_NoDimAndSquareCorners() {
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            let f = frame(.present, p)
            XCTAssertTrue(f.between.isEmpty, "no dim at \(p)")
            XCTAssertNil(f.outgoing.clip, "the presenting page keeps square corners at \(p)")
            guard case .rect? = f.incoming.clip else { return XCTFail("the sheet is a plain rectangle at \(p)") }
        }
    }

    func testSheet_RisesFromBelowToHalfTheHeight() {
        XCTAssertEqual(
            TransitionGeometry.sheetRect(area: area, progress: 0, style: .seed),
            Rect(x: 0, y: 844, width: 390, height: 422))
        XCTAssertEqual(
            TransitionGeometry.sheetRect(area: area, progress: 1, style: .seed),
            Rect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 0.5, style: .seed).minY, 633)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, style: half(0.25)).minY, 633)
        // Past the end (a spring) the sheet grows rather than leaving a gap at the bottom.
        let over = TransitionGeometry.sheetRect(area: area, progress: 1.1, style: .seed)
        XCTAssertEqual(over.minY, 844 - 464.2, accuracy: 1e-9)
        XCTAssertEqual(over.maxY, 844, accuracy: 1e-9)
    }

    func testSheetHeight_InPoints() {
        let style = ModalStyle(height: .points(300))
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, style: style).minY, 544)
        XCTAssertEqual(TransitionGeometry.dimmedRect(area: area, style: style).height, 544)
        XCTAssertEqual(ModalStyle(height: .points(5000)).sheetHeight(in: area), 844, "capped at the area")
    }

    func testSheet_IsThePresentedPageMovedUp() {
        let f = frame(.present, 1)
        XCTAssertEqual(f.incoming.transform, .translation(0, 422))
        XCTAssertEqual(
            f.incoming.clip?.bounds, Rect(x: 0, y: 0, width: 390, height: 422),
            "the page's top half shows, in its own coordinates")
        XCTAssertTrue(f.incomingOnTop)
    }

    func testDimmedRect_IsEverythingAboveTheSheet() {
        XCTAssertEqual(
            TransitionGeometry.dimmedRect(area: area, style: .seed), Rect(x: 0, y: 0, width: 390, height: 422))
        let offset = Rect(x: 10, y: 20, width: 300, height: 600)
        let dimmed = TransitionGeometry.dimmedRect(area: offset, style: half(0.3))
        XCTAssertEqual(dimmed, Rect(x: 10, y: 20, width: 300, height: 420))
        XCTAssertEqual(
            dimmed.maxY, TransitionGeometry.sheetRect(area: offset, progress: 1, style: half(0.3)).minY, accuracy: 1e-9)
    }

    func testDimOption_GrowsToItsAlphaOverTheWholeArea() {
        let dimmed = ModalStyle(dimAlpha: 0.4)
        func dim(_ f: TransitionFrame) -> (Rect, Double)? {
            guard case .fill(.rect(let r), .solid(let c))? = f.between.first else { return nil }
            return (r, c.alpha)
        }
        XCTAssertNil(dim(frame(.present, 0, dimmed)))
        XCTAssertEqual(dim(frame(.present, 0.5, dimmed))?.1 ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(dim(frame(.present, 1, dimmed))?.0, area)
        XCTAssertEqual(dim(frame(.present, 1, dimmed))?.1 ?? 0, 0.4, accuracy: 1e-12)
    }

    func testCornerOption_RoundsThePresentingPageAndTheSheet() {
        let f = frame(.present, 1, ModalStyle(cornerRadius: 10))
        guard case .roundedRect(_, let radius)? = f.outgoing.clip else { return XCTFail("rounded presenting page") }
        XCTAssertEqual(radius, 10)
        guard case .path? = f.incoming.clip else { return XCTFail("rounded sheet top") }
    }

    func testDismiss_ReturnsThePresentingPage() {
        let f = frame(.dismiss, 1)
        XCTAssertEqual(f.incoming, .identity)
        XCTAssertEqual(f.outgoing.transform, .translation(0, 844), "the sheet has left below the area")
        XCTAssertFalse(f.incomingOnTop)
        XCTAssertEqual(frame(.dismiss, 0.25), frame(.present, 0.75).mirrored())
    }

    func testBadParameters_FallBackToSaneValues() {
        XCTAssertEqual(
            frame(.present, 1, ModalStyle(scaleX: 0, scaleY: .nan)).outgoing.transform.a, 0.9, accuracy: 1e-12)
        XCTAssertEqual(
            frame(.present, 1, ModalStyle(scaleX: 0, scaleY: .nan)).outgoing.transform.d, 0.9, accuracy: 1e-12)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, style: half(2)).minY, 0)
        XCTAssertEqual(TransitionGeometry.sheetRect(area: area, progress: 1, style: half(.nan)).minY, 422)
    }
}
