/// When an animated GIF's frames are sampled: every frame lasts the format's finest delay
/// that viewers honour (2 cs, so 50 fps), and the motion ends on a held last frame.
public enum GIFTiming {
    /// Each frame's delay, in hundredths of a second.
    public static let frameDelay = 2
    /// Each frame's length, in seconds.
    public static let frameSeconds = Double(frameDelay) / 100
    /// How long the end state is held, in seconds, so a looping GIF shows where the motion lands.
    public static let holdSeconds = 0.5
    /// The hold as frames of `frameDelay`.
    public static let holdFrames = Int((holdSeconds / frameSeconds).rounded())

    /// The motion times of the moving frames of a `duration`-second motion played `slow`
    /// times slower: one every 0.02 s of GIF time from 0, up to but not including the end
    /// (the end state is the hold's first frame).
    public static func motionTimes(duration: Double, slow: Double = 1) -> [Double] {
        let count = max(1, Int((duration * slow / frameSeconds - 1e-9).rounded(.up)))
        return (0..<count).map { Double($0) * frameSeconds / slow }
    }
}
