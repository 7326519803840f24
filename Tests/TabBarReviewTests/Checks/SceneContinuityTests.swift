import TabBarCore
import TabBarReview
import XCTest

/// The continuity rule's allowance for a thing that changes only where later paint covers
/// it (`SceneContinuity.differsOnlyUnderCovers`): a page laid out taller under the bar.
final class SceneContinuityTests: XCTestCase {
    static let size = Size(width: 390, height: 844)

    /// A page fill of `height` under an opaque bar from y = 795 down.
    func leaves(pageHeight height: Double, barTop: Double = 795) -> [SceneLeaf] {
        let page = SceneLayer(
            id: "page", node: .fill(.rect(Rect(x: 0, y: 0, width: 390, height: height)), .solid(.white)))
        let bar = SceneLayer(
            id: "bar", node: .fill(.rect(Rect(x: 0, y: barTop, width: 390, height: 844 - barTop)), .solid(.black)))
        return SceneSample.leaves(of: Scene(size: Self.size, background: .white, layers: [page, bar]))
    }

    func testPageGrowingUnderTheBar_IsNoJump() {
        XCTAssertTrue(
            SceneContinuity.violations(
                from: leaves(pageHeight: 795), to: leaves(pageHeight: 844), windowWidth: 390
            ).isEmpty)
        XCTAssertTrue(
            SceneContinuity.violations(
                from: leaves(pageHeight: 844), to: leaves(pageHeight: 795), windowWidth: 390
            ).isEmpty)
    }

    func testPageGrowingWhereNothingCoversIt_IsAJump() {
        // The bar lower down leaves 795...820 in the open: the page's growth there shows.
        XCTAssertFalse(
            SceneContinuity.violations(
                from: leaves(pageHeight: 795, barTop: 820), to: leaves(pageHeight: 844, barTop: 820),
                windowWidth: 390
            ).isEmpty)
    }
}
