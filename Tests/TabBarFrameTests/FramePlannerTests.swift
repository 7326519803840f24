import TabBarCore
import XCTest

@testable import TabBarFrame

/// A frame's decisions, planned from plain values: which pages the host copies by itself,
/// which dims it lays over them, which pages come from pictures, and what the frame sends.
final class FramePlannerTests: XCTestCase {
    typealias S = PlannerScenes
    static let surface = PixelBox(x: 0, y: 0, width: 100, height: 100)

    func plan(
        _ planner: FramePlanner, _ scene: Scene, store: FakeStore?, damage: [Rect]? = nil, exact: Bool = false,
        direct: Bool = true, policy: RenderPolicy = .standard
    ) -> FramePlan {
        planner.planFrame(
            scene, surface: Self.surface, scale: 1, damage: damage, exact: exact, direct: direct, policy: policy,
            store: store)
    }

    /// A slide's two pages, held in host memory and moved by whole pixels with nothing over
    /// them, are listed as copies and not painted; the frame sends only the rest of its
    /// damage. At rest, without host memory, or when not asked, nothing is copied.
    func testPagesMovedByWholePixels_AreLeftToTheHost() {
        let store = FakeStore()
        store.sharesMemory = true
        let planner = FramePlanner()
        let slide = S.scene(S.slide(-37))
        let moving = plan(planner, slide, store: store)
        XCTAssertEqual(
            moving.copies.map(\.rect),
            [Rect(x: 0, y: 0, width: 63, height: 100), Rect(x: 63, y: 0, width: 37, height: 100)])
        XCTAssertTrue(moving.copies.allSatisfy { $0.source === store })
        XCTAssertEqual(moving.copies.map(\.sourceX), [37, 0], "each from where its page's pixels are")
        XCTAssertEqual(moving.composited, 0, "copied pages are not painted")
        XCTAssertEqual(moving.result.damage, [], "nothing left to send")
        // The seam beneath the pages is not drawn either.
        XCTAssertFalse(
            moving.steps.contains {
                if case .node(.fill(_, .solid(let c))) = $0 { c == Color(hex: 0xFF0000) } else { false }
            })
        XCTAssertEqual(plan(planner, slide, store: store, direct: false).copies.count, 0, "not asked")
        XCTAssertEqual(plan(planner, slide, store: store, direct: false).composited, 2)
        let atRest = plan(planner, S.scene(S.slide(-37.4)), store: store, exact: true)
        XCTAssertEqual(atRest.copies.count, 0, "at rest off the grid: drawn from scratch")
        store.sharesMemory = false
        XCTAssertEqual(plan(planner, slide, store: store).copies.count, 0, "no host memory")
    }

    /// Nothing drawn over a copied page is lost: a translucent layer above keeps the pixels
    /// beneath it in the surface, and the page is painted there.
    func testALayerAbove_KeepsItsPixelsOutOfCopies() {
        let store = FakeStore()
        store.sharesMemory = true
        let panel = Rect(x: 20, y: 30, width: 40, height: 20)
        let hud = SceneNode.fill(.roundedRect(panel, radius: 4), .solid(Color.black.withAlpha(0.5)))
        let frame = plan(FramePlanner(), S.scene(S.slide(-37), hud), store: store)
        XCTAssertFalse(frame.copies.isEmpty)
        XCTAssertFalse(frame.copies.contains { $0.rect.intersects(panel) }, "no copy beneath the panel")
        XCTAssertEqual(frame.composited, 1, "the page beneath the panel is painted where the panel is")
    }

    /// A push's dim over the copied old page: laid by a host that lays tints, after the
    /// copies; without it, the page under the dim is painted, not copied.
    func testDimOverACopiedPage_IsLaidByTheHost() {
        let store = FakeStore()
        store.sharesMemory = true
        let dim = SceneNode.fill(.rect(S.area), .solid(Color.black.withAlpha(0.2)))
        let push = SceneNode.group([.group([S.page(Color(hex: 0x00FF00))], transform: .translation(-30, 0)), dim])
        let laid = plan(FramePlanner(), S.scene(push), store: store, policy: RenderPolicy(laysTints: true))
        XCTAssertEqual(laid.copies.map(\.rect), [Rect(x: 0, y: 0, width: 70, height: 100)])
        XCTAssertEqual(laid.tints.map(\.rect), [Rect(x: 0, y: 0, width: 70, height: 100)])
        XCTAssertEqual(laid.tints.first?.color, Color.black.withAlpha(0.2))
        let kept = plan(FramePlanner(), S.scene(push), store: store)
        XCTAssertEqual(kept.copies.count, 0, "a dim the host cannot lay keeps the page in the surface")
        XCTAssertEqual(kept.tints.count, 0)
    }

    /// A page whose content changes every frame is pictured once, then drawn directly while
    /// it keeps missing the cache; one that comes back as the same array gets its picture.
    func testPageChangingEveryFrame_IsDrawnNotPictured() {
        let store = FakeStore()
        let planner = FramePlanner()
        for frame in 0..<5 {
            let page = S.page(Color(hex: 0x336699), marks: frame + 1)
            _ = plan(planner, S.scene(.group([page], transform: .translation(3, 0))), store: store, direct: false)
        }
        XCTAssertEqual(store.made, 1, "a picture for the first frame, then none")
        XCTAssertTrue(planner.isChurning)
        // The same array on two frames: stable after all, and composited from its picture.
        let stable = S.page(Color(hex: 0x663399), marks: 2)
        for _ in 0..<3 { _ = plan(planner, S.scene(stable), store: store, direct: false) }
        XCTAssertEqual(store.made, 2, "pictured on its second frame")
        XCTAssertEqual(plan(planner, S.scene(stable), store: store, direct: false).composited, 1)
    }

    /// A layer equal to the last frame's, holding text or images, is copied from its picture;
    /// a screenshot's policy draws it.
    func testUnchangedLayer_IsCopiedFromItsPicture() {
        let store = FakeStore()
        let planner = FramePlanner()
        let icon = SceneNode.image(
            ImageRef("icon.png"), frame: Rect(x: 10, y: 10, width: 20, height: 20), rendering: .original, opacity: 1)
        let bar = S.scene(.group([icon]))
        func layerPictures(_ plan: FramePlan) -> Int {
            plan.steps.filter { if case .layerPicture = $0 { true } else { false } }.count
        }
        XCTAssertEqual(layerPictures(plan(planner, bar, store: store)), 0, "first seen: drawn")
        XCTAssertEqual(layerPictures(plan(planner, bar, store: store)), 1, "unchanged: its picture")
        XCTAssertEqual(layerPictures(plan(planner, bar, store: store, policy: RenderPolicy.standard.asDrawn)), 0)
        XCTAssertEqual(layerPictures(plan(planner, bar, store: nil)), 0, "no store")
    }

    /// A frame drawn again to complete a buffer does not count: the next frame churns, and
    /// knows unchanged layers, as if it had not been drawn.
    func testUncountedFrame_LeavesTheMemoryAsItWas() {
        let store = FakeStore()
        let planner = FramePlanner()
        _ = plan(planner, S.scene(S.slide(-10)), store: store)
        let memory = planner.memory
        _ = planner.planFrame(
            S.scene(S.page(.white)), surface: Self.surface, scale: 1, damage: nil, exact: true, direct: false,
            policy: .standard, store: store, counted: false)
        XCTAssertEqual(planner.memory.frameNumber, memory.frameNumber)
        XCTAssertEqual(planner.memory.previousLayers, memory.previousLayers)
        XCTAssertTrue(planner.lastFrameWasExact, "pictures drawn ahead after it are drawn exact")
    }
}
