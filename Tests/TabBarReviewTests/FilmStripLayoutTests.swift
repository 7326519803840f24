import TabBarCore
import TabBarReview
import XCTest

/// Issue 10 item 11: a long motion's strip wraps into rows instead of growing 3510 px wide.
final class FilmStripLayoutTests: XCTestCase {
    func testWindowWideFrames_WrapWithinTheMaximumWidth() {
        let strip = FilmStrip(cell: Size(width: 390, height: 89))
        let scene = strip.scene(times: FilmStrip.times(count: 9, duration: 1)) { _ in [] }
        XCTAssertLessThanOrEqual(scene.size.width, FilmStrip.maximumWidth)
        XCTAssertEqual(scene.size.width, 390 * 5)
        XCTAssertEqual(scene.size.height, 2 * (89 + FilmStrip.labelHeight))
    }

    func testNarrowCells_StayOnOneRow() {
        let strip = FilmStrip(cell: Size(width: 96, height: 121))
        let scene = strip.scene(times: FilmStrip.times(count: 9, duration: 1)) { _ in [] }
        XCTAssertEqual(scene.size.width, 96 * 9)
        XCTAssertEqual(scene.size.height, 121 + FilmStrip.labelHeight)
    }
}

/// The onion skin weighs every frame the same: frame i at opacity 1/(i+1) over the ones
/// before leaves each of n frames 1/n of the picture.
final class FilmStripOnionSkinTests: XCTestCase {
    func testOnionSkin_OneCellAndEqualWeights() {
        var strip = FilmStrip(cell: Size(width: 300, height: 50))
        strip.isOnionSkin = true
        let scene = strip.scene(times: FilmStrip.times(count: 4, duration: 0.3)) { _ in
            [SceneLayer(id: "x", node: .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black)))]
        }
        XCTAssertEqual(scene.size, Size(width: 300, height: 50 + FilmStrip.labelHeight))
        let opacities = scene.layers.compactMap { layer -> Double? in
            guard case .group(let group) = layer.node else { return nil }
            return group.opacity
        }
        XCTAssertEqual(opacities.count, 4)
        // What each frame contributes once all are drawn: its alpha times what later frames let through.
        let weights = opacities.indices.map { i in opacities[i] * opacities[(i + 1)...].reduce(1) { $0 * (1 - $1) } }
        for weight in weights { XCTAssertEqual(weight, 0.25, accuracy: 1e-12) }
    }

    /// A cell narrower than its label (an item's 96 px) widens the tile to the label, with the
    /// frames centred over it, so "4 frames, 0.000 s – 0.300 s" is not cut off.
    func testOnionSkin_NarrowCell_WidensToItsLabel() throws {
        var strip = FilmStrip(cell: Size(width: 96, height: 50))
        strip.isOnionSkin = true
        let scene = strip.scene(times: FilmStrip.times(count: 4, duration: 0.3)) { _ in [] }
        let label = try XCTUnwrap(
            scene.layers.compactMap { if case .text(let run) = $0.node { run } else { nil } }.first)
        let needed = EstimatedTextMeasurer().measure(label.text, font: label.font).width
        XCTAssertGreaterThanOrEqual(label.frame.width, needed)
        XCTAssertEqual(scene.size.width, label.frame.width)
        let frame = try XCTUnwrap(scene.layers.compactMap { if case .group(let g) = $0.node { g } else { nil } }.first)
        XCTAssertEqual(frame.transform.tx, ((scene.size.width - 96) / 2).rounded(), "the frames sit in the middle")
    }

    /// A header wider than its strip widens the picture instead of being cut off.
    func testHeader_WiderThanTheStrip_WidensIt() throws {
        let text = "ramotion.json · item 0 \"Bounce\" · bounce select · 0.8 s"
        let scene = FilmStripHeader.adding(text, to: Scene(size: Size(width: 96, height: 40), background: .white))
        let header = try XCTUnwrap(scene.layers.first.flatMap { if case .text(let run) = $0.node { run } else { nil } })
        XCTAssertGreaterThanOrEqual(header.frame.width, EstimatedTextMeasurer().measure(text, font: header.font).width)
        XCTAssertLessThanOrEqual(header.frame.maxX, scene.size.width)
        // A strip wider than its header keeps its width.
        XCTAssertEqual(
            FilmStripHeader.adding("x", to: Scene(size: Size(width: 800, height: 40), background: .white)).size.width,
            800)
    }
}
