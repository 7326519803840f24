import TabBarGIF
import XCTest

final class GIFTimingTests: XCTestCase {
    func testOneFramePer2CentisecondsUpToTheEnd() {
        XCTAssertEqual(GIFTiming.holdFrames, 25, "0.5 s of 2 cs frames")
        XCTAssertEqual(GIFTiming.motionTimes(duration: 0.5).count, 25)
        // A length that is not a whole number of frames still shows its last part.
        let times = GIFTiming.motionTimes(duration: 0.65)
        XCTAssertEqual(times.count, 33)
        XCTAssertEqual(times.last ?? 0, 0.64, accuracy: 1e-9)
        // Slow motion samples the motion more finely, not the GIF more often.
        let slow = GIFTiming.motionTimes(duration: 0.5, slow: 4)
        XCTAssertEqual(slow.count, 100)
        XCTAssertEqual(slow[1], 0.005, accuracy: 1e-12)
    }
}
