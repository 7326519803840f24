/// An item's Lottie icon (`"lottie"` in a configuration): the file, the segments its
/// select and deselect play, whether the item's colours recolour it, and its idle loop.
public struct LottieIcon: Hashable, Sendable {
    /// The file, as the renderer is to find it (resolved against the configuration's folder).
    public var path: String
    /// What the host read of the file: frame rate, frames, size and markers.
    public var info: LottieInfo
    /// What selecting plays; by default the whole animation.
    public var select: LottieSegment
    /// What deselecting plays; nil jumps back to the select segment's first frame.
    public var deselect: LottieSegment?
    /// Whether every fill and stroke takes the item's icon colour for its state (keypath
    /// `**`, as lottie-ios's `ColorValueProvider` is used for tab icons).
    public var tints: Bool
    /// Whether a selected item plays its select segment again and again once it has played.
    public var loops: Bool

    /// A Lottie icon from the file at `path`, playing the whole animation on select unless
    /// `select` says otherwise.
    public init(
        path: String, info: LottieInfo, select: LottieSegment? = nil, deselect: LottieSegment? = nil,
        tints: Bool = false, loops: Bool = false
    ) {
        self.path = path
        self.info = info
        self.select = select ?? info.whole
        self.deselect = deselect
        self.tints = tints
        self.loops = loops
    }

    /// The frame an unselected item rests on.
    public var deselectedFrame: Double { deselect?.to ?? select.from }
    /// The frame a selected item rests on.
    public var selectedFrame: Double { select.to }

    /// The frame to draw for a pose's continuous frame number: the nearest whole frame
    /// (rlottie draws whole frames), kept within the file's frames.
    public func drawnFrame(_ frame: Double) -> Int {
        let clamped = min(max(frame, info.inPoint), info.lastFrame)
        return clamped.isFinite && abs(clamped) < 1e15 ? Int(clamped.rounded()) : 0
    }
}
