import TabBarCore
import TabBarReview
import XCTest

/// Show repaints: each repaint flashes for 0.25 s, fading, and the flashes never flash themselves.
final class RepaintFlashesTests: XCTestCase {
    let scene = Scene(size: Size(width: 100, height: 100), background: .white)
    let frame = 1.0 / 60

    func flashes(_ scene: Scene) -> [(Rect, Double)] {
        guard let layer = scene.layers.last, layer.id == "repaints", case .group(let group) = layer.node else {
            return []
        }
        return group.children.compactMap { node in
            if case .fill(.rect(let rect), .solid(let color)) = node { return (rect, color.alpha) }
            return nil
        }
    }

    func testRepaint_FlashesThenFadesOutWithinAQuarterSecond() {
        var repaints = RepaintFlashes()
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        var (shown, damage) = repaints.frame(scene, damage: [rect], at: 0)
        XCTAssertEqual(flashes(shown).map(\.0), [rect])
        let first = flashes(shown)[0].1
        XCTAssertGreaterThan(first, 0.2)
        XCTAssertLessThan(first, 1, "translucent")
        XCTAssertEqual(damage, [rect, rect])
        // Nothing else repaints: the flash still fades, so its rectangle keeps repainting.
        (shown, damage) = repaints.frame(scene, damage: [], at: 0.125)
        XCTAssertEqual(flashes(shown)[0].1, first / 2, accuracy: 1e-9, "half way through its life, half as strong")
        XCTAssertEqual(damage, [rect, rect], "drawn now and in the previous frame")
        XCTAssertTrue(repaints.isActive(at: 0.125))
        // Gone after 0.25 s; one more frame erases it.
        (shown, damage) = repaints.frame(scene, damage: [], at: 0.25)
        XCTAssertTrue(flashes(shown).isEmpty)
        XCTAssertEqual(damage, [rect], "the last flash is erased")
        (shown, damage) = repaints.frame(scene, damage: [], at: 0.25 + frame)
        XCTAssertEqual(damage, [])
        XCTAssertFalse(repaints.isActive(at: 0.25 + frame), "so the window can idle again")
    }

    func testFlashes_DoNotFlashThemselves() {
        var repaints = RepaintFlashes()
        _ = repaints.frame(scene, damage: [Rect(x: 0, y: 0, width: 5, height: 5)], at: 0)
        var time = 0.0
        for _ in 0..<30 {
            time += frame
            _ = repaints.frame(scene, damage: [], at: time)
        }
        XCTAssertFalse(repaints.isActive(at: time), "only the scene's own damage flashes")
    }

    func testConsecutiveFramesTakeDifferentColours_AndAFullRepaintFlashesTheWindow() {
        var repaints = RepaintFlashes()
        let (first, _) = repaints.frame(scene, damage: nil, at: 0)
        XCTAssertEqual(flashes(first).map(\.0), [Rect(origin: .zero, size: scene.size)])
        let (second, damage) = repaints.frame(scene, damage: [Rect(x: 1, y: 1, width: 2, height: 2)], at: frame)
        XCTAssertNotNil(damage)
        guard case .group(let group) = second.layers.last?.node, group.children.count == 2,
            case .fill(_, .solid(let a)) = group.children[0], case .fill(_, .solid(let b)) = group.children[1]
        else {
            return XCTFail("two flashes expected")
        }
        XCTAssertNotEqual(a.withAlpha(1), b.withAlpha(1))
    }
}
