import TabBarCairo
import TabBarCore
import XCTest

/// The backdrop blur at the bar's radius (6 logical pixels), which it does at half size or
/// less: against three full-size box blurs (what UIKit-like materials approximate and what
/// it did before), on text, a hard edge and coloured noise; and its cache, which must never
/// show a stale blur.
final class BackdropBlurTests: XCTestCase {
    static let size = Size(width: 120, height: 90)
    /// The bar: rows 40..<90 of the scene (odd sizes, so partial blocks are covered too).
    static let bar = Rect(x: 0, y: 41, width: 117, height: 47)

    /// Black text in three sizes, rows of it overlapping the bar.
    static func text(at x: Double = 4) -> [SceneNode] {
        [11.0, 15, 24].enumerated().map { i, size in
            .text(
                TextRun(
                    "Readable text Wg", font: FontSpec(size: size), color: .black,
                    frame: Rect(x: x, y: 36 + Double(i) * 16, width: 116, height: size * 1.4), alignment: .leading))
        }
    }

    /// A black half and a white half, split at `edge`.
    static func edge(at edge: Double = 57) -> [SceneNode] {
        [.fill(.rect(Rect(x: 0, y: 0, width: edge, height: size.height)), .solid(.black))]
    }

    /// 5 × 5 px cells of random saturated colours (a fixed sequence).
    static func noise() -> [SceneNode] {
        var state: UInt32 = 12345
        var nodes: [SceneNode] = []
        for y in stride(from: 0.0, to: size.height, by: 5) {
            for x in stride(from: 0.0, to: size.width, by: 5) {
                state = state &* 1_664_525 &+ 1_013_904_223
                nodes.append(.fill(.rect(Rect(x: x, y: y, width: 5, height: 5)), .solid(Color(hex: state >> 8))))
            }
        }
        return nodes
    }

    func scene(_ page: [SceneNode], blur: Bool = true, radius: Double = 6) -> Scene {
        Scene(
            size: Self.size, background: .white,
            layers: [SceneLayer(id: "page", node: .group(page))]
                + (blur ? [SceneLayer(id: "bar", node: .backdropBlur(Self.bar, radius: radius))] : []))
    }

    func pixels(of scene: Scene, renderer: SceneRenderer = SceneRenderer(), scale: Double = 1) throws -> PixelGrid {
        let surface = try RasterSurface(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
        renderer.render(scene, on: surface, scale: scale)
        return PixelGrid(width: surface.width, height: surface.height) { surface.pixel(x: $0, y: $1) }
    }

    /// Within 2 levels a channel on average and 16 at worst (of 255) of three full-size box
    /// blurs of the same radius (σ ≈ 6.5 px), and the rest of the page untouched. Today's
    /// worst is about 12, on small text; under a bar that is 80–95 % opaque, that is a
    /// level or two on screen.
    func testBlur_IsCloseToFullSizeBoxBlurs() throws {
        for (name, page) in [("text", Self.text()), ("edge", Self.edge()), ("noise", Self.noise())] {
            for scale in [1.0, 2.0] {
                let sharp = try pixels(of: scene(page, blur: false), scale: scale)
                let blurred = try pixels(of: scene(page), scale: scale)
                let rect = Self.bar.scaled(by: scale)
                let reference = sharp.boxBlurred3(in: rect, radius: Int((6 * scale).rounded()))
                let (mean, worst) = blurred.difference(from: reference, in: rect)
                XCTAssertLessThan(mean, 2, "\(name) at \(scale)×: mean difference \(mean)")
                XCTAssertLessThanOrEqual(worst, 16, "\(name) at \(scale)×: worst difference \(worst)")
                let outside = Rect(x: 0, y: 0, width: Self.size.width, height: Self.bar.minY).scaled(by: scale)
                XCTAssertEqual(
                    blurred.difference(from: sharp, in: outside).worst, 0, "\(name): above the bar is untouched")
            }
        }
    }

    /// Frosted: text under the bar is gone (no sharp step between neighbours is left), and a
    /// plain colour comes out exactly as it went in.
    func testBlur_LeavesNoReadableTextAndKeepsColours() throws {
        let sharp = try pixels(of: scene(Self.text(), blur: false))
        let blurred = try pixels(of: scene(Self.text()))
        XCTAssertGreaterThan(sharp.steepestStep(in: Self.bar), 150, "the text is sharp before")
        XCTAssertLessThan(blurred.steepestStep(in: Self.bar), 24, "no glyph edge survives the blur")
        let tint = Color(hex: 0x2682D5)
        let plain = try pixels(of: scene([.fill(.rect(Rect(origin: .zero, size: Self.size)), .solid(tint))]))
        XCTAssertEqual(
            plain.difference(
                from: PixelGrid(width: plain.width, height: plain.height) { _, _ in 0xFF26_82D5 },
                in: Self.bar
            ).worst, 0, "a plain colour keeps its exact value")
    }

    /// The cache never shows a stale blur: a page moving one pixel at a time (less than the
    /// blur's block) is blurred exactly as a fresh renderer blurs it, and a page that stays
    /// put gives the same blur again.
    func testCache_FollowsEveryPixelThePageMoves() throws {
        let reused = SceneRenderer()
        for kind in [Self.text(at:), Self.edge(at:)] {
            var previous: PixelGrid?
            for x in 0..<6 {
                let page = kind(50 + Double(x))
                let cached = try pixels(of: scene(page), renderer: reused)
                let fresh = try pixels(of: scene(page))
                XCTAssertEqual(cached.difference(from: fresh, in: Self.bar).worst, 0, "moved to \(x): blurred afresh")
                if let previous {
                    XCTAssertGreaterThan(
                        cached.difference(from: previous, in: Self.bar).worst, 0, "a moved page changes the blur")
                }
                previous = cached
            }
        }
        let again = try pixels(of: scene(Self.edge(at: 55)), renderer: reused)
        let held = try pixels(of: scene(Self.edge(at: 55)), renderer: reused)
        XCTAssertEqual(again.pixels, held.pixels, "a still page gives the same blur from the cache")
    }

    /// At a fractional scale (1.25 → a radius of 8 device pixels) and for a bar cut off by
    /// the surface's edge, the blur still lands inside the bar and stays close.
    func testBlur_AtFractionalScaleAndAtTheEdge() throws {
        let scale = 1.25
        let sharp = try pixels(of: scene(Self.noise(), blur: false), scale: scale)
        let blurred = try pixels(of: scene(Self.noise()), scale: scale)
        let rect = Self.bar.scaled(by: scale)
        let (mean, _) = blurred.difference(from: sharp.boxBlurred3(in: rect, radius: 8), in: rect)
        XCTAssertLessThan(mean, 2)
        let low = Rect(x: 30, y: 70, width: 200, height: 60)
        let clipped = Scene(
            size: Self.size, background: .white,
            layers: [
                SceneLayer(id: "page", node: .group(Self.edge())),
                SceneLayer(id: "bar", node: .backdropBlur(low, radius: 6)),
            ])
        let cut = try pixels(of: clipped)
        XCTAssertEqual(cut.pixel(56, 60), 0xFF00_0000, "above the bar is untouched")
        XCTAssertNotEqual(cut.pixel(56, 80), 0xFF00_0000, "inside it the edge is soft")
        XCTAssertEqual(cut.pixel(20, 80), 0xFF00_0000, "left of it is untouched")
    }
}

/// A copy of a surface's pixels (0xAARRGGBB, premultiplied).
struct PixelGrid {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) {
        self.width = width
        self.height = height
        pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }

    /// The rows and columns of `rect` (device pixels) on this image.
    func span(_ rect: Rect) -> (x: Range<Int>, y: Range<Int>) {
        (
            max(0, Int(rect.minX.rounded()))..<min(width, Int(rect.maxX.rounded())),
            max(0, Int(rect.minY.rounded()))..<min(height, Int(rect.maxY.rounded()))
        )
    }

    /// The mean and largest difference of a channel between this image and `other` in `rect`.
    func difference(from other: PixelGrid, in rect: Rect) -> (mean: Double, worst: Int) {
        let (xs, ys) = span(rect)
        var total = 0, worst = 0, count = 0
        for y in ys {
            for x in xs {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((pixel(x, y) >> shift) & 0xFF) - Int((other.pixel(x, y) >> shift) & 0xFF))
                    total += d
                    worst = max(worst, d)
                    count += 1
                }
            }
        }
        return (Double(total) / Double(max(count, 1)), worst)
    }

    /// The largest difference of a channel between horizontal or vertical neighbours in `rect`.
    func steepestStep(in rect: Rect) -> Int {
        let (xs, ys) = span(rect)
        var steepest = 0
        for y in ys.dropLast() {
            for x in xs.dropLast() {
                for shift in stride(from: 0, to: 24, by: 8) {
                    let here = Int((pixel(x, y) >> shift) & 0xFF)
                    steepest = max(
                        steepest, abs(here - Int((pixel(x + 1, y) >> shift) & 0xFF)),
                        abs(here - Int((pixel(x, y + 1) >> shift) & 0xFF)))
                }
            }
        }
        return steepest
    }

    /// The reference: `rect` blurred by three box blurs of half-width `radius`, rows then
    /// columns each time, edges clamped to `rect`, in floating point at full size.
    func boxBlurred3(in rect: Rect, radius: Int) -> PixelGrid {
        let (xs, ys) = span(rect)
        var result = self
        for shift in stride(from: 0, to: 32, by: 8) {
            var plane = ys.map { y in xs.map { x in Double((pixel(x, y) >> shift) & 0xFF) } }
            // A running sum over the line, its ends repeated `radius` times.
            func box(_ line: [Double]) -> [Double] {
                let padded =
                    Array(repeating: line[0], count: radius + 1) + line
                    + Array(repeating: line[line.count - 1], count: radius)
                var sum = padded[0...(2 * radius)].reduce(0, +)
                return line.indices.map { i in
                    sum += padded[i + 2 * radius + 1] - padded[i]
                    return sum / Double(2 * radius + 1)
                }
            }
            for _ in 0..<3 {
                plane = plane.map(box)
                let columns = xs.indices.map { c in box(plane.map { $0[c - xs.lowerBound] }) }
                plane = plane.indices.map { r in columns.map { $0[r] } }
            }
            for (r, y) in ys.enumerated() {
                for (c, x) in xs.enumerated() {
                    let index = y * width + x
                    let value = UInt32(plane[r][c].rounded())
                    result.pixels[index] = result.pixels[index] & ~(0xFF << shift) | value << shift
                }
            }
        }
        return result
    }
}
