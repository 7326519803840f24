import TabBarCore
import XCTest

final class SceneTests: XCTestCase {
    func scene(_ layers: [SceneLayer]) -> Scene {
        Scene(size: Size(width: 200, height: 100), background: .white, layers: layers)
    }

    func box(_ id: String, _ rect: Rect, _ color: Color = .black) -> SceneLayer {
        SceneLayer(id: id, node: .fill(.rect(rect), .solid(color)))
    }

    func testNoPreviousFrame_DamagesEverything() {
        XCTAssertEqual(scene([]).damage(since: nil), [Rect(x: 0, y: 0, width: 200, height: 100)])
    }

    func testIdenticalFrames_DamageNothing() {
        let a = scene([box("a", Rect(x: 10, y: 10, width: 20, height: 20))])
        XCTAssertEqual(a.damage(since: a), [])
    }

    func testAChangedLayer_DamagesItsOldAndNewBounds() {
        let before = scene([
            box("a", Rect(x: 10, y: 10, width: 20, height: 20)), box("b", Rect(x: 150, y: 0, width: 10, height: 10)),
        ])
        let after = scene([
            box("a", Rect(x: 14, y: 10, width: 20, height: 20)), box("b", Rect(x: 150, y: 0, width: 10, height: 10)),
        ])
        // Old 10…30 and new 14…34 overlap, so they merge; each grows by 2 px (layer and damage margins).
        XCTAssertEqual(after.damage(since: before), [Rect(x: 8, y: 8, width: 28, height: 24)])
    }

    func testDamage_IsClippedToTheScene() {
        let before = scene([box("a", Rect(x: 190, y: 90, width: 20, height: 20))])
        let after = scene([box("a", Rect(x: 190, y: 90, width: 20, height: 20), .white)])
        XCTAssertEqual(after.damage(since: before), [Rect(x: 188, y: 88, width: 12, height: 12)])
    }

    func testDamageTouchingABackdropBlur_RepaintsAllOfIt() {
        let blur = SceneLayer(id: "bar", node: .backdropBlur(Rect(x: 0, y: 80, width: 200, height: 20), radius: 4))
        let before = scene([box("a", Rect(x: 10, y: 70, width: 20, height: 20)), blur])
        let after = scene([box("a", Rect(x: 10, y: 70, width: 20, height: 20), .white), blur])
        // The box's damage (8…32 × 68…92) reaches into the blur, so the whole blur strip is repainted.
        XCTAssertEqual(after.damage(since: before), [Rect(x: 0, y: 68, width: 200, height: 32)])
        // Damage elsewhere leaves it alone.
        let far = scene([box("a", Rect(x: 10, y: 10, width: 20, height: 20)), blur])
        let farAfter = scene([box("a", Rect(x: 10, y: 10, width: 20, height: 20), .white), blur])
        XCTAssertEqual(farAfter.damage(since: far), [Rect(x: 8, y: 8, width: 24, height: 24)])
    }

    func testWidenedDamage_StillCoversTheBackdropItTouches() {
        // The window's repaint flashes widen damage after `damage(since:)`; the flash over the
        // bar must not leave part of the blurred strip stale.
        let blur = SceneLayer(id: "bar", node: .backdropBlur(Rect(x: 0, y: 80, width: 200, height: 20), radius: 4))
        let flash = Rect(x: 50, y: 90, width: 10, height: 10)
        XCTAssertEqual(scene([blur]).coveringBackdrops([flash]), [Rect(x: 0, y: 80, width: 200, height: 20)])
        XCTAssertEqual(
            scene([blur]).coveringBackdrops([Rect(x: 0, y: 0, width: 10, height: 10)]),
            [Rect(x: 0, y: 0, width: 10, height: 10)])
    }

    func testFarApartChanges_StaySeparate() {
        let before = scene([
            box("a", Rect(x: 0, y: 0, width: 10, height: 10)), box("b", Rect(x: 180, y: 80, width: 10, height: 10)),
        ])
        let after = scene([
            box("a", Rect(x: 0, y: 0, width: 10, height: 10), .white),
            box("b", Rect(x: 180, y: 80, width: 10, height: 10), .white),
        ])
        XCTAssertEqual(after.damage(since: before).count, 2)
    }

    func testGroupBounds_FollowTransformAndClip() {
        let node = SceneNode.group(
            [.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))],
            transform: .scale(2, 2).concatenating(.translation(5, 5)))
        XCTAssertEqual(node.bounds, Rect(x: 5, y: 5, width: 20, height: 20))
        let clipped = SceneNode.group(
            [.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .solid(.black))],
            clip: .rect(Rect(x: 10, y: 10, width: 5, height: 5)))
        XCTAssertEqual(clipped.bounds, Rect(x: 10, y: 10, width: 5, height: 5))
    }

    /// A blur deep inside groups is found, collected or only detected.
    func testBackdrops_AreFoundInsideGroups() {
        let blur = SceneNode.backdropBlur(Rect(x: 0, y: 80, width: 200, height: 20), radius: 4)
        let box = SceneNode.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))
        let nested = SceneNode.group([box, .group([box, .group([blur])]), blur])
        XCTAssertTrue(nested.hasBackdrop)
        let strip = Rect(x: 0, y: 80, width: 200, height: 20)
        XCTAssertEqual(nested.backdrops, [strip, strip])
        XCTAssertFalse(SceneNode.group([box, .group([box])]).hasBackdrop)
        XCTAssertEqual(SceneNode.group([box]).backdrops, [])
    }

    /// Layers that come, go or change places repaint every layer, old and new.
    func testReorderedLayers_DamageEveryLayer() {
        let a = box("a", Rect(x: 0, y: 0, width: 10, height: 10))
        let b = box("b", Rect(x: 180, y: 80, width: 10, height: 10))
        XCTAssertEqual(scene([b, a]).damage(since: scene([a, b])).count, 2)
        XCTAssertEqual(Set(scene([a]).damage(since: scene([a, b]))).count, 2, "b's old place, and a's")
    }
}
