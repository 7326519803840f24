import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10 item 9 (leftover): right to left, a pushed page slides in from the left edge
/// and a popped one leaves to the left, as UIKit's navigation controller does.
final class RightToLeftPushTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)
    let title = "Pushed page"

    /// Where the pushed page's title is on screen (window x of its frame's centre) at
    /// `time`, mid-push and at rest, for a bar left to right or right to left.
    func titleX(rightToLeft: Bool, at times: [Double]) throws -> [Double] {
        var configuration = try DemoConfiguration.load("demo.json")
        configuration.bar.isRightToLeft = rightToLeft
        let controller = TabBarController(configuration: configuration, viewport: viewport)
        _ = controller.navigate(
            .push(
                PageEntry(
                    spec: PageSpec(kind: .detail, title: title, accent: .systemBlue),
                    transition: .push)), at: 0)
        return try times.map { time in
            _ = controller.advance(to: time)
            let scene = controller.scene(at: time)
            let xs = scene.layers.flatMap {
                centres(of: title, in: $0.node, transform: TabBarCore.AffineTransform.identity)
            }
            return try XCTUnwrap(xs.first, "the pushed page's title is drawn at \(time)")
        }
    }

    func centres(of text: String, in node: SceneNode, transform: TabBarCore.AffineTransform) -> [Double] {
        switch node {
        case .text(let run) where run.text == text: [transform.apply(to: run.frame.center).x]
        case .group(let group):
            group.children.flatMap { centres(of: text, in: $0, transform: group.transform.concatenating(transform)) }
        default: []
        }
    }

    func testPush_ComesFromTheRightLeftToRight_AndFromTheLeftRightToLeft() throws {
        let ltr = try titleX(rightToLeft: false, at: [0.1, 5])
        let rtl = try titleX(rightToLeft: true, at: [0.1, 5])
        XCTAssertGreaterThan(ltr[0], ltr[1] + 50, "left to right the page is still to the right of its place")
        XCTAssertLessThan(rtl[0], rtl[1] - 50, "right to left the page is still to the left of its place")
        // The same distance from home, mirrored: one geometry, seen in a mirror.
        XCTAssertEqual(ltr[0] - ltr[1], rtl[1] - rtl[0], accuracy: 1e-6)
    }

    func testFlippedFrame_MirrorsTheShadowAndKeepsPagesUnmirrored() {
        let area = Rect(origin: .zero, size: Size(width: 390, height: 795))
        let frame = TransitionGeometry.frame(
            .push, role: .push, area: area, progress: 0.5, parameters: TransitionParameters())
        let flipped = frame.flippedLeftRight(in: area)
        XCTAssertEqual(flipped.incoming.transform.a, 1, "text inside the page is not mirrored")
        XCTAssertEqual(flipped.incoming.transform.tx, -frame.incoming.transform.tx, accuracy: 1e-9)
        XCTAssertEqual(flipped.outgoing.transform.tx, -frame.outgoing.transform.tx, accuracy: 1e-9)
    }
}
