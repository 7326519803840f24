import Foundation
@testable import TabBarCore
import XCTest

final class IconFlipTests: XCTestCase {
    let front = IconFace(image: ImageRef("front.png"), rendering: .template(Color(hex: 0x8A97A8)))
    let back = IconFace(image: ImageRef("back.png"), rendering: .template(Color(hex: 0x2682D5)))
    /// 48×48 at (100, 50): centre (124, 74).
    let frame = Rect(x: 100, y: 50, width: 48, height: 48)

    func flip(_ angle: Double, axis: FlipAxis = .vertical, direction: Double = 1) -> [SceneNode] {
        IconFlip.nodes(front: front, back: back, frame: frame, angle: angle, axis: axis, direction: direction)
    }

    func groups(_ nodes: [SceneNode]) -> [SceneGroup] {
        nodes.compactMap { if case .group(let g) = $0 { g } else { nil } }
    }

    /// The image drawn inside a strip group.
    func image(in group: SceneGroup) -> ImageRef? {
        if case .image(let ref, _, _, _) = group.children.first { ref } else { nil }
    }

    func testAtRest_OnePlainImage() {
        XCTAssertEqual(flip(0), [front.node(in: frame)])
        XCTAssertEqual(flip(.pi), [back.node(in: frame)])
        // Outside 0…π is clamped to the rest states; NaN counts as 0.
        XCTAssertEqual(flip(-1), [front.node(in: frame)])
        XCTAssertEqual(flip(4), [back.node(in: frame)])
        XCTAssertEqual(flip(.nan), [front.node(in: frame)])
    }

    func testHalfway_SwapsFaces() {
        let before = groups(flip(.pi / 2 - 0.05)), after = groups(flip(.pi / 2 + 0.05))
        XCTAssertFalse(before.isEmpty)
        XCTAssertFalse(after.isEmpty)
        XCTAssertTrue(before.allSatisfy { image(in: $0) == front.image })
        XCTAssertTrue(after.allSatisfy { image(in: $0) == back.image })
    }

    func testEdgeOn_DrawsNothing() {
        XCTAssertEqual(flip(.pi / 2), [])
        XCTAssertEqual(flip(.pi / 2, axis: .horizontal), [])
    }

    func testSixtyDegrees_ProjectsBothEdgesByHand() {
        // d = 4 × 48 = 192; cos 60° = 0.5, sin 60° = 0.866.
        // Left edge u = −24 comes forward: z = −24·0.866 = −20.785, scale 192/171.215 =
        // 1.1214, lands at −24·0.5·1.1214 = −13.457 from the centre.
        // Right edge u = +24 goes back: z = +20.785, scale 192/212.785 = 0.9023, lands at
        // +24·0.5·0.9023 = +10.828. Width 24.285 against 48·cos 60° = 24 without perspective.
        let strips = groups(flip(.pi / 3))
        XCTAssertEqual(strips.count, 24)
        let drawn = strips.reduce(Rect.zero) { $0.union($1.bounds) }
        XCTAssertEqual(drawn.minX, 124 - 13.457, accuracy: 0.01)
        XCTAssertEqual(drawn.maxX, 124 + 10.828, accuracy: 0.01)
        XCTAssertEqual(drawn.width, 48 * cos(Double.pi / 3), accuracy: 0.5)
        // Strip heights use the scale at their centres, u = ∓23: 48·1.1158 = 53.56 near,
        // 48·0.9060 = 43.49 far.
        XCTAssertEqual(strips[0].bounds.height, 53.56, accuracy: 0.01)
        XCTAssertEqual(strips[23].bounds.height, 43.49, accuracy: 0.01)
    }

    func testDirection_PicksTheNearerEdge() {
        for angle in [0.3, 1.2, 2.0, 2.9] {
            let forward = groups(flip(angle, direction: 1)), backward = groups(flip(angle, direction: -1))
            guard let first = forward.first, let last = forward.last,
                  let mirroredFirst = backward.first, let mirroredLast = backward.last else {
                return XCTFail("no strips at \(angle)")
            }
            // Front half, +1: the left edge is near (taller); back half: the card has
            // turned past edge-on, so its right edge is the near one.
            let leftNear = angle < .pi / 2
            XCTAssertEqual(first.bounds.height > last.bounds.height, leftNear, "angle \(angle)")
            XCTAssertEqual(mirroredFirst.bounds.height > mirroredLast.bounds.height, !leftNear, "angle \(angle)")
            XCTAssertEqual(first.bounds.height, mirroredLast.bounds.height, accuracy: 1e-9)
        }
    }

    func testHorizontalAxis_TopComesForward() {
        let strips = groups(flip(.pi / 3, axis: .horizontal))
        guard let top = strips.first, let bottom = strips.last else { return XCTFail("no strips") }
        XCTAssertGreaterThan(top.bounds.width, bottom.bounds.width)
        let drawn = strips.reduce(Rect.zero) { $0.union($1.bounds) }
        XCTAssertEqual(drawn.minY, 74 - 13.457, accuracy: 0.01)
        XCTAssertEqual(drawn.maxY, 74 + 10.828, accuracy: 0.01)
    }

    func testShading_DarkerOnTheFarSide() {
        let strips = groups(flip(1.0))
        guard let near = strips.first?.children.first, let far = strips.last?.children.first,
              case .image(_, _, .template(let nearTint), _) = near,
              case .image(_, _, .template(let farTint), _) = far else { return XCTFail("no tinted strips") }
        XCTAssertLessThan(farTint.red, nearTint.red)
        XCTAssertLessThan(nearTint.red, Color(hex: 0x8A97A8).red)
    }

    func testOriginalRendering_WashesWithItsOwnMask() {
        let photo = IconFace(image: ImageRef("photo.png"), rendering: .original)
        let strips = groups(IconFlip.nodes(front: photo, back: photo, frame: frame, angle: 1.0, axis: .vertical,
                                           direction: 1))
        guard let strip = strips.first, strip.children.count == 2,
              case .image(_, _, .template(let wash), let alpha) = strip.children[1] else {
            return XCTFail("expected the image and a black wash")
        }
        XCTAssertEqual(wash, .black)
        XCTAssertGreaterThan(alpha, 0)
    }

    func testThousandAngles_FiniteInvertibleAndInsideTheFrame() {
        // The near edge grows by d/(d − 24) = 8/7 at most: 3.4 px past a 48 px frame.
        let allowed = frame.insetBy(dx: -4.8, dy: -4.8)
        for axis in [FlipAxis.vertical, .horizontal] {
            for direction in [1.0, -1.0] {
                for i in 0...999 {
                    let angle = Double.pi * Double(i) / 999
                    for group in groups(flip(angle, axis: axis, direction: direction)) {
                        let t = group.transform
                        XCTAssertTrue([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), "angle \(angle)")
                        XCTAssertGreaterThan(abs(t.a * t.d - t.b * t.c), 0, "singular at \(angle)")
                        let b = group.bounds
                        XCTAssertTrue(b.minX >= allowed.minX && b.maxX <= allowed.maxX && b.minY >= allowed.minY
                                      && b.maxY <= allowed.maxY, "\(b) at \(angle)")
                    }
                }
            }
        }
    }

    func testShortEyeDistance_IsRaisedToTheFrameSize() {
        // An eye inside the card would put points behind it; the floor is the frame's size.
        let strips = groups(IconFlip.nodes(front: front, back: back, frame: frame, angle: 1.5, axis: .vertical,
                                           direction: 1, eyeDistance: 1))
        XCTAssertTrue(strips.allSatisfy { $0.bounds.height.isFinite && $0.bounds.height < 48 * 2 + 1e-9 })
    }
}
