import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// Issue 9, "no holes": at every sampled time of every transition in the catalogue
/// (`TransitionCase.all`), what is drawn covers the window; the window's own background
/// never shows through.
///
/// Each frame is drawn twice, over two different window backgrounds; where they differ,
/// the background shows, and by how much (w = the difference over the backgrounds'
/// difference) is exact. Frames are drawn at a quarter size to keep the run short, so the
/// page and the bar meet inside a pixel (at y = 795), and two pages edge to edge may too;
/// such a seam lets at most a quarter of the pixel through (antialiasing). A hole is a
/// pixel with w above 0.3, or more
/// than a few thin seams' worth of pixels (3 % of the window) with any w above 0.05.
final class TransitionCoverageTests: XCTestCase {
    static let scale = 0.25
    static let first = Color(hex: 0xFF00FF), second = Color(hex: 0x00FF00)

    func testEveryTransition_CoversTheWindowAtEveryFrame() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        let width = Int(TransitionCase.viewport.width * Self.scale),
            height = Int(TransitionCase.viewport.height * Self.scale)
        let one = try RasterSurface(width: width, height: height), two = try RasterSurface(width: width, height: height)
        let renderer = SceneRenderer()
        var frames = 0
        // `make check`: one in three of the check tier's transitions.
        let cases = TestTier.sample(TransitionCase.all, stride: 3)
        for item in cases {
            var failed = false
            item.play(base) { c, t, elapsed in
                guard !failed else { return }
                let scene = c.scene(at: t)
                renderer.render(
                    Scene(size: scene.size, background: Self.first, layers: scene.layers), on: one, scale: Self.scale)
                renderer.render(
                    Scene(size: scene.size, background: Self.second, layers: scene.layers), on: two, scale: Self.scale)
                frames += 1
                let hole = Self.holes(one, two)
                if hole.worst > 0.3 || hole.faint > one.width * one.height * 3 / 100 {
                    XCTFail(
                        "\(item) at \(Int((elapsed * 1000).rounded())) ms: the window shows through at "
                            + "(\(Double(hole.x) / Self.scale), \(Double(hole.y) / Self.scale)), \(Int(hole.worst * 100)) %, "
                            + "\(hole.faint) pixels")
                    failed = true
                }
            }
        }
        let share = Double(cases.count) / Double(TransitionCase.every.count)
        XCTAssertGreaterThan(Double(frames), 2000 * share, "the whole catalogue was sampled")
    }

    /// The pixel where the background shows most and how much of it, and how many pixels
    /// let more than 5 % of it through.
    static func holes(_ a: RasterSurface, _ b: RasterSurface) -> (x: Int, y: Int, worst: Double, faint: Int) {
        var worst = (x: 0, y: 0, worst: 0.0, faint: 0)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                // Magenta and green differ by 255 in each channel.
                let largest = ImageComparison.channelDistance(p, q, includingAlpha: false)
                let weight = Double(largest) / 255
                if weight > 0.05 { worst.faint += 1 }
                if weight > worst.worst { (worst.x, worst.y, worst.worst) = (x, y, weight) }
            }
        }
        return worst
    }
}
