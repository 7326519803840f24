import TabBarCore
import TabBarFrame
import TestSupport
import XCTest

@testable import TabBarCairo

/// Large paints shared with a second thread (`BandPainter`), cut into bands of rows that
/// either thread draws: the frames are the pixels one thread draws, whatever the
/// transition, and the work is really shared. Stated tolerance: fills and pictures copied
/// on whole pixels are identical; a resampled (scaled) picture may differ by 4/255 in a
/// channel at sharp edges, because Cairo rounds the transform it hands to pixman to 16.16
/// fixed point about the centre of the area painted, so a band samples up to some
/// hundredths of a pixel off. Any damage clip does the same on one thread.
final class BandPainterTests: XCTestCase {
    /// Three times the catalogue's viewport: 1170×2532 device pixels, so pages, circles and
    /// dims are over the size from which paints are split.
    static let scale = 3.0

    /// Every transition of the catalogue (each kind in each role, springs and interruptions
    /// included), frame by frame as the window draws it (with its damage and retained
    /// pages): drawing with the helper matches drawing on one thread within 4/255, slides
    /// (pictures only moved) to the pixel, and the helper shared the work.
    func testEveryTransition_SplitFramesMatchOneThread() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        let size = TransitionCase.viewport
        let width = Int(size.width * Self.scale), height = Int(size.height * Self.scale)
        var splits = 0, helped = 0
        for item in TransitionCase.all where !item.reduced {
            let budget = LayerCache.budget(for: size, scale: Self.scale)
            let split = SceneRenderer(layers: LayerCache(budget: budget))
            let single = SceneRenderer(
                images: split.images, text: split.text, layers: LayerCache(budget: budget),
                policy: RenderPolicy(sharesLargePaints: false))
            let a = try RasterSurface(width: width, height: height)
            let b = try RasterSurface(width: width, height: height)
            var last: Scene?
            var worst = (difference: 0, at: 0.0)
            var frame = 0
            item.play(base, rate: 60) { c, t, elapsed in
                frame += 1
                // Every fourth frame, from the start: enough to cross every phase.
                guard frame % 4 == 1 else { return }
                let scene = c.scene(at: t)
                let damage = last.map { scene.damage(since: $0) }
                last = scene
                split.render(scene, on: a, scale: Self.scale, damage: damage)
                single.render(scene, on: b, scale: Self.scale, damage: damage)
                let difference = largestChannelDifference(a, b)
                if difference > worst.difference { worst = (difference, elapsed) }
            }
            let limit = item.kind == .slide ? 0 : 4
            XCTAssertLessThanOrEqual(worst.difference, limit, "\(item): differs at \(Int(worst.at * 1000)) ms")
            XCTAssertEqual(single.bands.splits, 0, "\(item): the single-thread renderer split a paint")
            splits += split.bands.splits
            helped += split.bands.helperBands
        }
        XCTAssertGreaterThan(Double(splits), 100 * TransitionCase.sampled, "large paints were shared")
        XCTAssertGreaterThan(Double(helped), 100 * TransitionCase.sampled, "the helper drew bands of them")
    }

    /// A background, a translucent circle and a gradient-filled rounded rectangle off the
    /// pixel grid, each far over the threshold, under a clip of two rectangles: split, they
    /// match one thread's paints to the pixel.
    func testPaintsUnderARegionClip_MatchOneThread() throws {
        let width = 1600, height = 1200
        func draw(splitting: Bool) throws -> (RasterSurface, Int) {
            let renderer = SceneRenderer(policy: RenderPolicy(sharesLargePaints: splitting))
            let surface = try RasterSurface(width: width, height: height)
            let page = SceneNode.group(
                SceneGroup(
                    children: [
                        .fill(
                            .rect(Rect(x: 0, y: 0, width: 1600, height: 1200)),
                            .solid(Color(red: 0.9, green: 0.9, blue: 0.95))),
                        .fill(
                            .ellipse(Rect(x: 100, y: 50, width: 1300, height: 1100)),
                            .solid(Color(red: 0.1, green: 0.4, blue: 0.8, alpha: 0.7))),
                        .fill(
                            .roundedRect(Rect(x: 333.3, y: 211.7, width: 901.1, height: 700.9), radius: 40),
                            .linearGradient(
                                start: Point(x: 0, y: 0), end: Point(x: 0, y: 1200),
                                stops: [
                                    GradientStop(0, Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                                    GradientStop(1, Color(red: 0, green: 1, blue: 0, alpha: 0.9)),
                                ])),
                    ]))
            let scene = Scene(
                size: Size(width: Double(width), height: Double(height)), background: Color(hex: 0xFFFFFF),
                layers: [SceneLayer(id: "page", node: page)])
            let damage = [
                Rect(x: 0, y: 0, width: 1600, height: 500), Rect(x: 200, y: 500, width: 900, height: 700),
            ]
            renderer.render(scene, on: surface, damage: damage)
            return (surface, renderer.bands.splits)
        }
        let (split, splits) = try draw(splitting: true)
        let (single, none) = try draw(splitting: false)
        XCTAssertEqual(largestChannelDifference(split, single), 0)
        XCTAssertGreaterThanOrEqual(splits, 2, "the background and the circle were split")
        XCTAssertEqual(none, 0)
    }

    /// A new surface painted first by the helper alone: what it drew counts, as a source
    /// (a picture) and under the paints that follow (Cairo believes a new surface clear until
    /// told that someone else wrote its pixels).
    func testHelperAlone_OnANewSurface_CountsForWhatFollows() throws {
        func draw(_ surface: RasterSurface, splitting: Bool) -> Int {
            let renderer = SceneRenderer(policy: RenderPolicy(sharesLargePaints: splitting))
            renderer.bands.leavesBandsToHelper = true
            let area = Rect(x: 0, y: 0, width: 1000, height: 600)
            let fills = SceneNode.group([
                .fill(.rect(area), .solid(Color(hex: 0xFF0000))),
                .fill(.rect(area), .solid(Color(hex: 0x0000FF, alpha: 0.5))),
            ])
            let scene = Scene(size: area.size, background: .white, layers: [SceneLayer(id: "fills", node: fills)])
            renderer.render(scene, on: surface)
            return renderer.bands.helperBands
        }
        let split = try RasterSurface(width: 1000, height: 600, opaque: false)
        let single = try RasterSurface(width: 1000, height: 600, opaque: false)
        XCTAssertEqual(draw(split, splitting: true), 2 * BandPainter.bandCount, "the helper drew every band")
        XCTAssertEqual(draw(single, splitting: false), 0)
        XCTAssertEqual(largestChannelDifference(split, single), 0)
        XCTAssertEqual(split.pixel(x: 500, y: 300) >> 24, 0xFF, "the blue was blended over the red")
        // Used as a source, the new surface shows what the helper drew.
        let copy = try RasterSurface(width: 1000, height: 600, opaque: false)
        let context = try XCTUnwrap(CairoContext(copy.image))
        context.setSource(split.image, x: 0, y: 0)
        context.paint()
        XCTAssertEqual(largestChannelDifference(copy, single), 0)
    }

    /// The rows that cut a set of rectangles into bands of about equal pixels.
    func testRowAbove_CountsThePixelsAbove() {
        let one = [PixelBox(x: 0, y: 100, width: 10, height: 100)]
        XCTAssertEqual(BandPainter.row(of: one, above: 500), 150)
        XCTAssertEqual(BandPainter.row(of: one, above: 250), 125)
        // A wide band on top and a narrow tall one below: half the pixels lie higher up.
        let two = [
            PixelBox(x: 0, y: 0, width: 100, height: 10),
            PixelBox(x: 0, y: 10, width: 10, height: 100),
        ]
        XCTAssertEqual(BandPainter.row(of: two, above: 1000), 10)
        XCTAssertEqual(BandPainter.row(of: two, above: 1500), 60)
    }
}
