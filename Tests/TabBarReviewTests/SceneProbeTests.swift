import TabBarCore
import XCTest

@testable import TabBarReview

/// The scene probe measures named nodes as the window shows them: checked on scenes built
/// by hand, where the expected numbers are known, and on the core's own flip drawing.
final class SceneProbeTests: XCTestCase {
    static let icon = Rect(x: 100, y: 200, width: 26, height: 26)
    static let face = IconFace(image: ImageRef("front.png"), rendering: .template(.black))
    static let back = IconFace(image: ImageRef("back.png"), rendering: .template(.systemBlue))

    func scene(_ nodes: [SceneNode]) -> Scene {
        Scene(
            size: Size(width: 400, height: 400), background: .white, layers: [SceneLayer(id: "x", node: .group(nodes))])
    }

    func probe(_ nodes: [SceneNode]) -> [String: NodeState] { SceneProbe.nodes(in: scene(nodes)) }

    func testScaleAboutAPointInside_DoesNotMove_ButATranslationDoes() throws {
        let image = SceneNode.image(Self.face.image, frame: Self.icon, rendering: .original, opacity: 1)
        let scaled = try XCTUnwrap(
            probe([.group([image], transform: AffineTransform.scale(1.4, 1.4).about(Self.icon.center), name: "a")])["a"]
        )
        XCTAssertEqual(scaled.scaleX, 1.4, accuracy: 1e-12)
        XCTAssertEqual(scaled.offset.x, 0, accuracy: 1e-9)
        XCTAssertEqual(scaled.offset.y, 0, accuracy: 1e-9)
        // Fume's title: twice the size about its centre and 60 px up.
        let fume = AffineTransform.scale(2, 2).about(Self.icon.center).concatenating(.translation(0, -60))
        let title = try XCTUnwrap(probe([.group([image], transform: fume, name: "t")])["t"])
        XCTAssertEqual(title.offset.y, -60, accuracy: 1e-9)
        XCTAssertEqual(title.rotation, 0, accuracy: 1e-12)
    }

    /// An icon inside a button: the icon's transform is its own, the button's is not in it.
    func testNestedNames_AreMeasuredRelativeToTheNamedParent() throws {
        let image = SceneNode.image(Self.face.image, frame: Self.icon, rendering: .original, opacity: 1)
        let icon = SceneNode.group([image], transform: .rotation(.pi / 2), opacity: 0.5, name: "icon")
        let nodes = probe([
            .group(
                [.group([icon], opacity: 0.8)], transform: AffineTransform.scale(1.2, 1.2).about(Point(x: 113, y: 213)),
                name: "button")
        ])
        let button = try XCTUnwrap(nodes["button"]), inner = try XCTUnwrap(nodes["icon"])
        XCTAssertEqual(button.scaleX, 1.2, accuracy: 1e-12)
        XCTAssertEqual(inner.scaleX, 1, accuracy: 1e-12)
        XCTAssertEqual(inner.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(inner.opacity, 0.4, accuracy: 1e-12, "its own opacity and the unnamed group's above it")
        XCTAssertNil(button.box, "the button draws nothing of its own")
    }

    /// The flip's 3D angle, read from where the core's `IconFlip` puts its strips.
    func testFlipStrips_GiveBackTheirAngleAndWhichEdgeIsNear() throws {
        for axis in [FlipAxis.vertical, .horizontal] {
            for direction in [1.0, -1.0] {
                for degrees in [5.0, 30, 60, 85, 95, 135, 175] {
                    let angle = degrees * .pi / 180
                    let strips = IconFlip.nodes(
                        front: Self.face, back: Self.back, frame: Self.icon, angle: angle, axis: axis,
                        direction: direction)
                    let tilt = try XCTUnwrap(probe([.group(strips, name: "icon")])["icon"]?.tilt)
                    // The front turns by the angle; past 90° the back shows, turned by angle − 180°.
                    let expected = (degrees < 90 ? degrees : degrees - 180) * direction
                    XCTAssertEqual(tilt * 180 / .pi, expected, accuracy: 0.01, "\(axis) \(direction) at \(degrees)°")
                }
            }
        }
        let flat = probe([.group([Self.face.node(in: Self.icon)], name: "icon")])["icon"]
        XCTAssertEqual(flat?.tilt, 0)
        XCTAssertNil(probe([.group([], name: "icon")])["icon"]?.tilt, "edge-on: nothing drawn, no angle")
    }

    /// Colours mix by how much of each thing shows through its clips, and a picture
    /// (a retained group) has none.
    func testColour_IsTheVisibleMix() throws {
        let left = Rect(x: 0, y: 0, width: 100, height: 50)
        let right = Rect(x: 100, y: 0, width: 100, height: 50)
        let nodes = probe([
            .group(
                [.fill(.rect(left), .solid(.black)), .fill(.rect(right), .solid(.white))],
                clip: .rect(Rect(x: 50, y: 0, width: 100, height: 50)), name: "mask"),
            .group([.group(SceneGroup(children: [.fill(.rect(left), .solid(.black))], retained: true))], name: "page"),
        ])
        let mask = try XCTUnwrap(nodes["mask"])
        let colour = try XCTUnwrap(mask.colour)
        XCTAssertEqual(colour.red, 0.5, accuracy: 1e-9, "half black, half white")
        XCTAssertEqual(mask.box, Rect(x: 50, y: 0, width: 100, height: 50), "the clip cuts its edges")
        XCTAssertNil(nodes["page"]?.colour)
    }

    /// A cross-fade's faces weigh by opacity; the clip of a curl's revealed part by area.
    func testImages_WeighByOpacityAndVisibleArea() throws {
        let half = Rect(x: Self.icon.minX, y: Self.icon.minY, width: 13, height: 26)
        let nodes = probe([
            .group(
                [Self.face.node(in: Self.icon, opacity: 0.75), Self.back.node(in: Self.icon, opacity: 0.25)],
                name: "fade"),
            .group(
                [
                    .group(
                        [Self.back.node(in: Self.icon)],
                        clip: .path(
                            .polygon([
                                half.origin, Point(x: half.maxX, y: half.minY), Point(x: half.maxX, y: half.maxY),
                                Point(x: half.minX, y: half.maxY),
                            ])))
                ],
                name: "curl"),
        ])
        let fade = try XCTUnwrap(nodes["fade"]?.images)
        XCTAssertEqual(fade["back.png"]! / (fade["front.png"]! + fade["back.png"]!), 0.25, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(nodes["curl"]?.images["back.png"]), 26 * 13, accuracy: 1)
    }
}
