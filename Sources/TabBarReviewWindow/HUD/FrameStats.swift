import TabBarCore
import TabBarReview

/// The frame times the HUD shows: the last 120 render times, and when frames were
/// presented, for the frames-per-second count.
struct FrameStats {
    private(set) var recent: [Double] = []
    private var presented: [Double] = []

    /// Records a frame presented at host time `time` that took `renderTime` seconds.
    mutating func record(renderTime: Double, at time: Double) {
        recent.append(renderTime * 1000)
        if recent.count > HUD.graphSamples { recent.removeFirst(recent.count - HUD.graphSamples) }
        presented.append(time)
        presented.removeAll { $0 <= time - 1 }
    }

    /// The HUD's numbers for host time `time`.
    func stats(at time: Double, selected: Int, clock: String, message: String?) -> HUDStats {
        let sorted = recent.sorted()
        let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((0.99 * Double(sorted.count - 1)).rounded()))]
        return HUDStats(
            fps: Double(presented.filter { $0 > time - 1 }.count), lastFrameMs: recent.last ?? 0,
            p99FrameMs: p99, recentFrameMs: recent, selectedIndex: selected, clockState: clock, message: message)
    }
}
