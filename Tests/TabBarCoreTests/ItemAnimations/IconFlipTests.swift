import Foundation
import XCTest

@testable import TabBarCore

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
        // d = 1.6 × 48 = 76.8 (m34 = −1/76.8); cos 60° = 0.5, sin 60° = 0.866.
        // Left edge u = −24 comes forward: z = −24·0.866 = −20.785, scale 76.8/56.015 =
        // 1.3711, lands at −24·0.5·1.3711 = −16.453 from the centre.
        // Right edge u = +24 goes back: z = +20.785, scale 76.8/97.585 = 0.7870, lands at
        // +24·0.5·0.7870 = +9.444.
        let strips = groups(flip(.pi / 3))
        XCTAssertEqual(strips.count, 24)
        let drawn = strips.reduce(Rect.zero) { $0.union($1.bounds) }
        XCTAssertEqual(drawn.minX, 124 - 16.453, accuracy: 0.01)
        XCTAssertEqual(drawn.maxX, 124 + 9.444, accuracy: 0.01)
        // Strip heights use the scale at their centres, u = ∓23: 48·1.3502 = 64.81 near,
        // 48·0.7941 = 38.11 far.
        XCTAssertEqual(strips[0].bounds.height, 64.81, accuracy: 0.01)
        XCTAssertEqual(strips[23].bounds.height, 38.11, accuracy: 0.01)
    }

    func testLeftAndRight_AreMirrorImages() {
        // UIKit: flip-from-left brings the left edge forward, flip-from-right the right
        // edge; the two must be mirror images about the vertical axis, never alike.
        for angle in [0.4, 1.0, 1.4, 1.8, 2.6] {
            let left = groups(flip(angle, direction: 1)), right = groups(flip(angle, direction: -1))
            let l = left.reduce(Rect.zero) { $0.union($1.bounds) }, r = right.reduce(Rect.zero) { $0.union($1.bounds) }
            XCTAssertEqual(l.minX - 124, -(r.maxX - 124), accuracy: 1e-9, "angle \(angle)")
            XCTAssertEqual(l.maxX - 124, -(r.minX - 124), accuracy: 1e-9, "angle \(angle)")
            // Asymmetric about the centre, so the two differ on screen.
            XCTAssertGreaterThan(abs((l.minX - 124) + (l.maxX - 124)), 1, "angle \(angle)")
            for (a, b) in zip(left, right.reversed()) {
                XCTAssertEqual(a.bounds.height, b.bounds.height, accuracy: 1e-9)
            }
        }
    }

    func testFortyFiveDegrees_NearEdgeVisiblyLarger() {
        // At 45° the near edge is d/(d − 24·sin 45°) = 76.8/59.83 = 1.284 of the icon,
        // the far edge 76.8/93.77 = 0.819: the nearer edge is drawn about 57 % taller.
        for (axis, direction) in [(FlipAxis.vertical, 1.0), (.vertical, -1), (.horizontal, 1), (.horizontal, -1)] {
            let strips = groups(flip(.pi / 4, axis: axis, direction: direction))
            guard let first = strips.first, let last = strips.last else { return XCTFail("no strips") }
            let size = { (g: SceneGroup) in axis == .vertical ? g.bounds.height : g.bounds.width }
            let (near, far) = direction > 0 ? (size(first), size(last)) : (size(last), size(first))
            XCTAssertGreaterThan(near / far, 1.5, "\(axis) \(direction)")
            XCTAssertGreaterThan(near, 48 * 1.2)
            XCTAssertLessThan(far, 48 * 0.85)
        }
    }

    func testDirection_PicksTheNearerEdge() {
        for angle in [0.3, 1.2, 2.0, 2.9] {
            let forward = groups(flip(angle, direction: 1)), backward = groups(flip(angle, direction: -1))
            guard let first = forward.first, let last = forward.last,
                let mirroredFirst = backward.first, let mirroredLast = backward.last
            else {
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
        XCTAssertEqual(drawn.minY, 74 - 16.453, accuracy: 0.01)
        XCTAssertEqual(drawn.maxY, 74 + 9.444, accuracy: 0.01)
    }

    func testShading_DarkerOnTheFarSide() {
        let strips = groups(flip(1.0))
        guard let near = strips.first?.children.first, let far = strips.last?.children.first,
            case .image(_, _, .template(let nearTint), _) = near,
            case .image(_, _, .template(let farTint), _) = far
        else { return XCTFail("no tinted strips") }
        XCTAssertLessThan(farTint.red, nearTint.red)
        XCTAssertLessThan(nearTint.red, Color(hex: 0x8A97A8).red)
    }

    func testOriginalRendering_WashesWithItsOwnMask() {
        let photo = IconFace(image: ImageRef("photo.png"), rendering: .original)
        let strips = groups(
            IconFlip.nodes(
                front: photo, back: photo, frame: frame, angle: 1.0, axis: .vertical,
                direction: 1))
        guard let strip = strips.first, strip.children.count == 2,
            case .image(_, _, .template(let wash), let alpha) = strip.children[1]
        else {
            return XCTFail("expected the image and a black wash")
        }
        XCTAssertEqual(wash, .black)
        XCTAssertGreaterThan(alpha, 0)
    }

    func testThousandAngles_FiniteInvertibleAndInsideTheFrame() {
        // The near edge grows by d/(d − 24) = 76.8/52.8 at most: 10.9 px past a 48 px frame.
        let allowed = frame.insetBy(dx: -11, dy: -11)
        for axis in [FlipAxis.vertical, .horizontal] {
            for direction in [1.0, -1.0] {
                for i in 0...999 {
                    let angle = Double.pi * Double(i) / 999
                    for group in groups(flip(angle, axis: axis, direction: direction)) {
                        let t = group.transform
                        XCTAssertTrue([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), "angle \(angle)")
                        XCTAssertGreaterThan(abs(t.a * t.d - t.b * t.c), 0, "singular at \(angle)")
                        let b = group.bounds
                        XCTAssertTrue(
                            b.minX >= allowed.minX && b.maxX <= allowed.maxX && b.minY >= allowed.minY
                                && b.maxY <= allowed.maxY, "\(b) at \(angle)")
                    }
                }
            }
        }
    }

    func testShortEyeDistance_IsRaisedToTheFrameSize() {
        // An eye inside the card would put points behind it; the floor is the frame's size.
        let strips = groups(
            IconFlip.nodes(
                front: front, back: back, frame: frame, angle: 1.5, axis: .vertical,
                direction: 1, eyeDistance: 1))
        XCTAssertTrue(strips.allSatisfy { $0.bounds.height.isFinite && $0.bounds.height < 48 * 2 + 1e-9 })
    }
}
