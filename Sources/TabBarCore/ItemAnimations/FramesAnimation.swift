/// Ramotion's flip-book (`RAMFrameItemAnimation`): the item's frames play discretely over
/// the duration, and in reverse on deselect unless `reversesOnDeselect` is off (Ramotion's
/// `isDeselectAnimation`, default true; off, a deselected item goes back to its first
/// frame at once). At rest a selected item shows the last frame and an unselected one the first.
public struct FramesAnimation: ItemAnimation {
    public let name = "frames"
    public var duration: Double
    /// How many frames the item's flip-book has (at least 1).
    public let frameCount: Int
    /// Whether deselecting plays the frames backwards (Ramotion's `isDeselectAnimation`).
    public var reversesOnDeselect: Bool

    /// A flip-book of `frameCount` frames (at least 1) played over `duration` seconds (Ramotion's
    /// 0.5 by default), backwards on deselect unless told otherwise.
    public init(frameCount: Int, duration: Double = 0.5, reversesOnDeselect: Bool = true) {
        self.frameCount = max(frameCount, 1)
        self.duration = duration
        self.reversesOnDeselect = reversesOnDeselect
    }

    public var selectedPose: ItemPose {
        var pose = ItemPose.selected
        pose.frameProgress = 1
        return pose
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.frameProgress = progress(of: frame(elapsed))
        return pose
    }

    public var deselectDuration: Double { reversesOnDeselect ? duration : 0 }

    public func deselecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.deselected
        pose.frameProgress = progress(of: frameCount - 1 - frame(elapsed))
        return pose
    }

    /// Core Animation's discrete mode: n frames share the duration equally.
    func frame(_ elapsed: Double) -> Int {
        guard duration > 0 else { return frameCount - 1 }
        return min(frameCount - 1, max(0, Int((elapsed / duration * Double(frameCount)).rounded(.down))))
    }

    func progress(of frame: Int) -> Double {
        frameCount > 1 ? Double(frame) / Double(frameCount - 1) : 1
    }
}
