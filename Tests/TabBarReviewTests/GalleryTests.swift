import XCTest

@testable import TabBarCore
@testable import TabBarReview

/// The review gallery: common sample times, sizes and the live loop.
final class GalleryTests: XCTestCase {
    func gallery(_ names: [String] = ItemAnimationCatalog.builtIn.names) -> Gallery {
        Gallery(
            names: names, catalog: .builtIn, icon: ImageRef("home.png"), selectedIcon: ImageRef("home-selected.png"),
            frames: (0..<36).map { ImageRef("bell/\($0).png") }, style: BarStyle(), measurer: EstimatedTextMeasurer())
    }

    func testTimes_AreCommonAndEndAtTheLongestScript() {
        let gallery = gallery()
        XCTAssertEqual(gallery.names, ItemAnimationCatalog.builtIn.names)
        // Every built-in selects in at most 0.5 s; press's press and release takes 0.4 s.
        XCTAssertEqual(gallery.longest, 0.5, accuracy: 1e-9)
        let times = gallery.times(count: 7)
        XCTAssertEqual(times.count, 7)
        XCTAssertEqual(times.first, 0)
        XCTAssertEqual(times.last ?? 0, 0.5, accuracy: 1e-12)
        // Each row's cell i sits in the same column, under the same header label.
        let scene = gallery.scene(count: 7)
        XCTAssertEqual(scene.layers.filter { $0.id.hasPrefix("row.") }.count, gallery.names.count)
        XCTAssertEqual(scene.size, gallery.size(count: 7))
        XCTAssertEqual(scene.size.width, Gallery.labelWidth + 7 * gallery.cell.width)
        XCTAssertEqual(scene.size.height, Gallery.headerHeight + Double(gallery.names.count) * gallery.cell.height)
    }

    func testTimes_FollowTheLongestAnimation() {
        let slow = ItemAnimationCatalog.builtIn
        var catalog = slow
        catalog.register("slow", { _ in BounceAnimation(duration: 1.2) })
        let gallery = Gallery(
            names: ["pop", "slow", "press", "nonsense"], catalog: catalog, icon: nil, selectedIcon: nil,
            frames: [], style: BarStyle(), measurer: EstimatedTextMeasurer())
        XCTAssertEqual(gallery.names, ["pop", "slow", "press"])
        XCTAssertEqual(gallery.times(count: 5), [0, 0.3, 0.6, 0.8999999999999999, 1.2].map { $0 }, accuracy: 1e-12)
        XCTAssertEqual(gallery.period, 1.8, accuracy: 1e-12)
    }

    func testLiveScene_Loops() {
        let gallery = gallery()
        let size = Size(width: 390, height: 844)
        for t in [0.0, 0.1, 0.3, 0.45, 0.77, 1.05] {
            let scene = gallery.liveScene(at: t, size: size)
            XCTAssertTrue(scene == gallery.liveScene(at: t + gallery.period, size: size), "t = \(t)")
            XCTAssertTrue(scene == gallery.liveScene(at: t + 5 * gallery.period, size: size), "t = \(t)")
        }
        // Mid-animation differs from rest, and the pause shows the settled state throughout.
        XCTAssertTrue(gallery.liveScene(at: 0.1, size: size) != gallery.liveScene(at: 0.0, size: size))
        let settled = gallery.liveScene(at: gallery.longest + 0.3, size: size).layers.filter { $0.id.hasPrefix("row.") }
        let later = gallery.liveScene(at: gallery.longest + 0.5, size: size).layers.filter { $0.id.hasPrefix("row.") }
        XCTAssertTrue(settled == later)
    }

    func testLiveScene_RowsFlowIntoColumnsInsideTheWindow() {
        let gallery = gallery()
        let size = Size(width: 480, height: 600)
        let scene = gallery.liveScene(at: 0.2, size: size)
        let rows = scene.layers.filter { $0.id.hasPrefix("row.") }
        XCTAssertEqual(rows.count, gallery.names.count)
        for row in rows {
            XCTAssertLessThanOrEqual(row.node.bounds.maxY, size.height - Gallery.hintHeight + 1)
            XCTAssertLessThanOrEqual(row.node.bounds.maxX, size.width + 1)
        }
        // The demo's window: two columns, scaled down a little.
        let arrangement = gallery.arrangement(in: Size(width: 390, height: 844))
        XCTAssertEqual(arrangement.perColumn, 8)
        XCTAssertLessThan(arrangement.scale, 1)
        XCTAssertEqual(gallery.arrangement(in: Size(width: 1200, height: 1600)).scale, 1)
        XCTAssertEqual(scene.layers.last?.id, "hint")
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
