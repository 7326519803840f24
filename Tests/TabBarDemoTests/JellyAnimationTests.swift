import TabBarCore
import XCTest

@testable import TabBarDemo

/// The demo's custom animation, written against the core's public protocol only.
final class JellyAnimationTests: XCTestCase {
    func testJelly_IsWrittenAgainstTheProtocol() {
        let jelly = JellyAnimation()
        // Squash keys: wider (1.25) at 1/5 of the time, and the vertical scale mirrors it.
        let pose = jelly.selecting(elapsed: jelly.duration / 5)
        XCTAssertEqual(pose.iconScaleX, 1.25, accuracy: 1e-9)
        XCTAssertEqual(pose.iconScaleY, 0.75, accuracy: 1e-9)
        XCTAssertEqual(jelly.selecting(elapsed: jelly.duration), .selected)
        XCTAssertEqual(ItemAnimationCatalog.demo.make("jelly")?.name, "jelly")
    }
}
