@testable import TabBarCore
import XCTest

final class IconCurlTests: XCTestCase {
    let front = IconFace(image: ImageRef("front.png"), rendering: .template(Color(hex: 0x8A97A8)))
    let back = IconFace(image: ImageRef("back.png"), rendering: .template(Color(hex: 0x2682D5)))
    /// 48×48 at (100, 50): y from 50 to 98, centre line at 74.
    let frame = Rect(x: 100, y: 50, width: 48, height: 48)

    func curl(_ progress: Double, upward: Bool = true) -> [SceneNode] {
        IconCurl.nodes(front: front, back: back, frame: frame, progress: progress, upward: upward)
    }

    /// The clip of the first top-level group that draws `face` plainly.
    func clip(of face: IconFace, in nodes: [SceneNode]) -> Rect? {
        for node in nodes {
            if case .group(let g) = node, g.transform.isIdentity, g.children == [face.node(in: frame)],
               case .rect(let r) = g.clip { return r }
        }
        return nil
    }

    func testEnds_AreSinglePlainImages() {
        for upward in [true, false] {
            XCTAssertEqual(curl(0, upward: upward), [front.node(in: frame)])
            XCTAssertEqual(curl(1, upward: upward), [back.node(in: frame)])
            XCTAssertEqual(curl(-0.5, upward: upward), [front.node(in: frame)])
            XCTAssertEqual(curl(7, upward: upward), [back.node(in: frame)])
        }
    }

    func testHalfwayUp_SplitsTheFrameAtTheMiddle() {
        let nodes = curl(0.5)
        // Curl line at 98 − 0.5·48 = 74. Below it the back is revealed; above it the page
        // lies flat, but the roll (half the lifted 24 px = 12 px) covers 62…74, so the
        // plain front shows on 50…62, and the front plus its roll fill the upper half.
        XCTAssertEqual(clip(of: back, in: nodes), Rect(x: 100, y: 74, width: 48, height: 24))
        XCTAssertEqual(clip(of: front, in: nodes), Rect(x: 100, y: 50, width: 48, height: 12))
        guard case .group(let roll)? = nodes.last else { return XCTFail("no roll") }
        XCTAssertEqual(roll.clip, .rect(frame))
        XCTAssertEqual(roll.bounds.minY, 62, accuracy: 1e-9)
        XCTAssertEqual(roll.bounds.maxY, 74, accuracy: 1e-9)
    }

    func testHalfwayDown_IsTheMirrorImage() {
        let nodes = curl(0.5, upward: false)
        XCTAssertEqual(clip(of: back, in: nodes), Rect(x: 100, y: 50, width: 48, height: 24))
        XCTAssertEqual(clip(of: front, in: nodes), Rect(x: 100, y: 86, width: 48, height: 12))
    }

    func testRoll_IsTheFrontMirroredAndHalved() {
        guard case .group(let roll)? = curl(0.5).last else { return XCTFail("no roll") }
        let mirrored = roll.children.compactMap { node -> SceneGroup? in
            if case .group(let g) = node, !g.transform.isIdentity { g } else { nil }
        }
        guard let underside = mirrored.first else { return XCTFail("no underside") }
        // y' = 74 − 0.5·(y − 74): the page's bottom edge (98) lands at 62, the line stays.
        XCTAssertEqual(underside.transform.apply(to: Point(x: 0, y: 98)).y, 62, accuracy: 1e-9)
        XCTAssertEqual(underside.transform.apply(to: Point(x: 0, y: 74)).y, 74, accuracy: 1e-9)
        // Pale: the tint moved towards white.
        guard case .image(let ref, _, .template(let tint), _)? = underside.children.first else {
            return XCTFail("no underside image")
        }
        XCTAssertEqual(ref, front.image)
        XCTAssertGreaterThan(tint.red, 0.85)
    }

    func testShadow_FallsOnTheRevealedSide() {
        let shadows = curl(0.5).compactMap { node -> (Rect, [GradientStop])? in
            if case .fill(.rect(let r), .linearGradient(_, _, let stops)) = node { (r, stops) } else { nil }
        }
        guard let (rect, stops) = shadows.first else { return XCTFail("no shadow") }
        // 15 % of 48 = 7.2 px below the curl line, dark at the line, clear at the end.
        XCTAssertEqual(rect.minY, 74, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 7.2, accuracy: 1e-9)
        XCTAssertEqual(rect.width, 48, accuracy: 1e-9)
        XCTAssertGreaterThan(stops.first?.color.alpha ?? 0, 0.2)
        XCTAssertEqual(stops.last?.color.alpha, 0)
    }

    func testEveryNode_StaysInsideTheFrame() {
        let allowed = frame.insetBy(dx: -0.5, dy: -0.5)
        for upward in [true, false] {
            for i in 0...200 {
                let progress = Double(i) / 200
                for node in curl(progress, upward: upward) {
                    let b = node.bounds
                    XCTAssertTrue([b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite))
                    let inside = b.minX >= allowed.minX && b.maxX <= allowed.maxX
                        && b.minY >= allowed.minY && b.maxY <= allowed.maxY
                    XCTAssertTrue(b.isEmpty || inside, "\(b) at \(progress)")
                }
            }
        }
    }
}
