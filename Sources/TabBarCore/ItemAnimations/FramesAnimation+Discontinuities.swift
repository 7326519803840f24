extension FramesAnimation {
    /// A flip-book is discrete by nature: with Core Animation's discrete mode, frame k
    /// (k = 1…n−1) replaces its predecessor at k·duration/n, selecting and deselecting alike
    /// (deselect plays the frames in reverse at the same instants).
    public func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double] {
        guard role != .reselect, duration > 0, frameCount > 1 else { return [] }
        return (1..<frameCount).map { Double($0) * duration / Double(frameCount) }
    }
}
