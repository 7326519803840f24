extension FramesAnimation {
    /// A flip-book is discrete by nature: with Core Animation's discrete mode, frame k
    /// (k = 1…n−1) replaces its predecessor at k·duration/n, selecting and deselecting alike
    /// (deselect plays the frames in reverse at the same instants, when it plays at all).
    public func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double] {
        guard role == .select || (role == .deselect && reversesOnDeselect), duration > 0, frameCount > 1 else {
            return []
        }
        return (1..<frameCount).map { Double($0) * duration / Double(frameCount) }
    }
}
