import TabBarCore
import XCTest

@testable import TabBarFrame

/// What later opaque paint hides, decided from plain values: which siblings need not be
/// drawn, and which may be clipped to what shows (`FrameRules.laterCover`).
final class OcclusionPlanTests: XCTestCase {
    typealias S = PlannerScenes

    func children(_ node: SceneNode) -> [SceneNode] {
        guard case .group(let group) = node else { return [] }
        return group.children
    }

    /// The seam fill under a slide's pictures is covered while they tile the area, on whole
    /// pixels or landing there in motion; a frame at rest draws a page off the grid from
    /// scratch, and its soft edge lets the seam through.
    func testSeamUnderTwoPages_IsCoveredButAtRestOffTheGrid() {
        let rules = FrameRules.test(FakeStore())
        XCTAssertEqual(rules.laterCover(of: children(S.slide(-37)), matrix: .identity, clip: .whole).covered, [0])
        XCTAssertEqual(rules.laterCover(of: children(S.slide(-37.4)), matrix: .identity, clip: .whole).covered, [0])
        let atRest = FrameRules.test(FakeStore(), exact: true)
        XCTAssertEqual(atRest.laterCover(of: children(S.slide(-37.4)), matrix: .identity, clip: .whole).covered, [])
        // Without skipping (a reference that paints everything), nothing is covered.
        let plain = FrameRules.test(FakeStore(), policy: RenderPolicy(skipsHidden: false))
        XCTAssertEqual(plain.laterCover(of: children(S.slide(-37)), matrix: .identity, clip: .whole).covered, [])
    }

    /// The magic move's card, a page cut out with rounded corners and stretched, hides the
    /// page beneath it inside its corners, less two pixels for the resampling's reach; only
    /// once the page's picture is held, and not under a soft clip or in a frame at rest.
    func testScaledRoundedCard_HidesThePageBeneathInsideItsCorners() throws {
        let page = S.page(Color(hex: 0x00FF00))
        let source = Rect(x: 10, y: 10, width: 30, height: 20)
        let card = TransitionGeometry.cardSnapshot(
            of: [.fill(.rect(S.area), .solid(Color(hex: 0x0000FF)))], source: source, radius: 6)
        let flying = TransitionGeometry.flyingNode(card, from: source, into: Rect(x: 5, y: 5, width: 60, height: 40))
        let store = FakeStore()
        let rules = FrameRules.test(store)
        // Only a picture already held is clipped: copied or resampled, each of its pixels is
        // the same under any clip, while vector paint is rasterized differently under one.
        XCTAssertNil(rules.laterCover(of: [page, flying], matrix: .identity, clip: .whole).hidden(0), "not held")
        store.held = [try XCTUnwrap(S.content(page)), try XCTUnwrap(S.content(card))]
        let cover = rules.laterCover(of: [page, flying], matrix: .identity, clip: .whole)
        XCTAssertEqual(cover.covered, [])
        let beneath = try XCTUnwrap(cover.hidden(0), "the card hides part of the page")
        XCTAssertNil(cover.hidden(1))
        // Inside the corners' arcs (6 × (1 − 1/√2) ≈ 1.8 px deep) and two picture pixels more
        // for resampling, 3.8 px of the card, twice that once stretched: 12.5 px to 57.5 px.
        XCTAssertTrue(beneath.contains(PixelBox(x: 13, y: 13, width: 44, height: 24)))
        XCTAssertFalse(beneath.overlaps(PixelBox(x: 12, y: 12, width: 1, height: 30)), "inside the reach")
        XCTAssertFalse(beneath.overlaps(PixelBox(x: 5, y: 5, width: 4, height: 4)), "a corner")
        XCTAssertFalse(beneath.overlaps(PixelBox(x: 64, y: 5, width: 1, height: 40)), "the rim")
        XCTAssertNil(
            FrameRules.test(store, exact: true).laterCover(of: [page, flying], matrix: .identity, clip: .whole)
                .hidden(0), "a frame at rest draws whole")
        // Under a clip with soft edges (rounded, or between pixels), later paint is blended
        // with what lies beneath at the edge: nothing is hidden.
        for edge in [Shape.roundedRect(S.area.insetBy(dx: 2, dy: 2), radius: 8), .rect(S.area.insetBy(dx: 0.5, dy: 0))]
        {
            let soft = PlannedClip.whole.narrowed(to: edge)
            XCTAssertNil(rules.laterCover(of: [page, flying], matrix: .identity, clip: soft).hidden(0), "\(edge)")
        }
    }

    /// What may be clipped to what shows: held pictures and solid rectangles on whole pixels,
    /// in plain groups; not vector paint, not an edge inside a pixel.
    func testWhatMayBeClipped_IsPicturesAndWholePixelRectangles() throws {
        let page = S.page(Color(hex: 0x00FF00))
        let store = FakeStore()
        store.held = [try XCTUnwrap(S.content(page))]
        let rules = FrameRules.test(store)
        func clips(_ node: SceneNode) -> Bool { rules.mayClipToShown(node, laterSiblings: [], matrix: .identity) }
        XCTAssertTrue(clips(page))
        // Placed by a transition, in a plain group: still only the picture.
        XCTAssertTrue(clips(.group([page], transform: .translation(-20, 0), clip: .rect(S.area))))
        let rounded = SceneNode.fill(.roundedRect(S.area, radius: 4), .solid(Color(hex: 0x00FF00)))
        XCTAssertFalse(clips(rounded), "vector paint is drawn whole")
        XCTAssertFalse(clips(.group([page, rounded])))
        // An edge inside a pixel is antialiased, and Cairo weighs it otherwise under a clip.
        let band = SceneNode.fill(.rect(Rect(x: 0, y: 0.5, width: 100, height: 50)), .solid(Color(hex: 0x00FF00)))
        XCTAssertFalse(clips(band), "a soft edge")
        XCTAssertTrue(clips(.group([page, .group([band], transform: .translation(0, 0.5))])))
        // A blur reads beneath opaque paint, past any clip; a frame at rest draws whole.
        XCTAssertFalse(rules.mayClipToShown(page, laterSiblings: [.backdropBlur(S.area, radius: 4)], matrix: .identity))
        XCTAssertFalse(FrameRules.test(store, exact: true).mayClipToShown(page, laterSiblings: [], matrix: .identity))
        XCTAssertFalse(
            FrameRules.test(store, churning: true).mayClipToShown(page, laterSiblings: [], matrix: .identity))
    }

    /// Text inside a retained group is composited from its picture, which a clip does not
    /// change; a group too large for the store's budget is drawn directly, text and all.
    func testTextInARetainedGroup_CountsAsPictureOnlyWhenItFits() {
        let text = SceneNode.text(
            TextRun(
                "Wg", font: FontSpec(size: 15), color: .black, frame: Rect(x: 0, y: 0, width: 100, height: 21),
                alignment: .leading))
        let page = SceneNode.group(SceneGroup(children: [text], clip: .rect(S.area), retained: true))
        let store = FakeStore()
        XCTAssertFalse(FrameRules.test(store).drawsNoText(text))
        XCTAssertTrue(FrameRules.test(store).drawsNoText(page))
        XCTAssertFalse(FrameRules.test(nil).drawsNoText(page), "no store: drawn directly")
        store.budget = 100 * 100
        XCTAssertFalse(FrameRules.test(store).drawsNoText(page), "over budget")
    }

    /// An opaque disc covers the whole pixels of its rows a pixel clear of its edge, and
    /// reaches only its rows' spans: not the corners of its square (issue 40's bubble).
    func testOpaqueDisc_CoversItsRowsAndReachesOnlyItsSpans() {
        let disc = SceneNode.fill(.ellipse(Rect(x: 10, y: 10, width: 80, height: 80)), .solid(.white))
        var cover = PixelRegion()
        FrameRules.test(FakeStore()).addOpaqueCover(
            of: disc, matrix: .identity, clip: PlannedClip.whole.extents, to: &cover)
        XCTAssertTrue(cover.contains(PixelBox(x: 30, y: 30, width: 40, height: 40)), "the middle")
        XCTAssertFalse(cover.overlaps(PixelBox(x: 10, y: 10, width: 8, height: 8)), "a corner of the square")
        // Rows 42 to 58, eight apart from the centre at most: the edge at 10.8 and 89.2, and a
        // pixel more kept clear.
        XCTAssertTrue(cover.contains(PixelBox(x: 12, y: 42, width: 76, height: 16)))
        XCTAssertFalse(cover.overlaps(PixelBox(x: 11, y: 42, width: 1, height: 16)), "a pixel clear of the edge")
        let reach = SceneBounds.reach(disc, .identity)
        XCTAssertTrue(reach.contains(PixelBox(x: 10, y: 42, width: 80, height: 16)), "the widest rows")
        // Rows 18 to 26, 24 from the centre at least: the edge at 18, and a pixel more.
        XCTAssertTrue(reach.contains(PixelBox(x: 17, y: 18, width: 66, height: 8)))
        XCTAssertFalse(reach.overlaps(PixelBox(x: 16, y: 18, width: 1, height: 8)))
        XCTAssertFalse(reach.overlaps(PixelBox(x: 10, y: 10, width: 6, height: 6)), "a corner of the square")
        XCTAssertTrue(reach.contains(cover), "what it covers, it reaches")
        // Behind a clip of its own (the bubble's), a small group reaches no farther.
        let clipped = SceneNode.group([disc], clip: .rect(Rect(x: 0, y: 0, width: 50, height: 100)))
        XCTAssertFalse(SceneBounds.reach(clipped, .identity).overlaps(PixelBox(x: 50, y: 0, width: 50, height: 100)))
    }
}
