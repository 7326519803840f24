/// What the core knows of a Lottie file: its timing, size and markers, read by the host
/// (`TabBarLottie`) once it has checked the file. The core never reads or parses a Lottie
/// file; it plays frame numbers and leaves the pictures to the renderer.
public struct LottieInfo: Hashable, Sendable {
    /// Frames per second (`fr`).
    public var frameRate: Double
    /// The first frame (`ip`); frames are drawn from `inPoint` up to, not including,
    /// `outPoint`.
    public var inPoint: Double
    /// The frame the animation ends at (`op`), not drawn itself.
    public var outPoint: Double
    /// The composition's width in its own pixels (`w`).
    public var width: Double
    /// The composition's height in its own pixels (`h`).
    public var height: Double
    /// Named stretches of the timeline, in file order (`markers`).
    public var markers: [LottieMarker]

    /// What a host read from a Lottie file (see the properties).
    public init(
        frameRate: Double, inPoint: Double, outPoint: Double, width: Double, height: Double,
        markers: [LottieMarker] = []
    ) {
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.width = width
        self.height = height
        self.markers = markers
    }

    /// The last frame that draws: rlottie shows frames `inPoint ..< outPoint`.
    public var lastFrame: Double { max(inPoint, outPoint - 1) }

    /// The whole animation as a segment: what `select` plays by default.
    public var whole: LottieSegment { LottieSegment(from: inPoint, to: lastFrame) }
}

/// A named stretch of a Lottie's timeline (a Bodymovin marker: `cm`, `tm`, `dr`).
public struct LottieMarker: Hashable, Sendable {
    /// The marker's name (`cm`), what a configuration's segment names.
    public var name: String
    /// The first frame and the length in frames.
    public var start: Double
    /// The marker's length in frames (`dr`).
    public var duration: Double

    /// A marker `name` of `duration` frames from frame `start`.
    public init(name: String, start: Double, duration: Double) {
        self.name = name
        self.start = start
        self.duration = duration
    }

    /// The marker as a segment played forwards.
    public var segment: LottieSegment { LottieSegment(from: start, to: start + duration) }
}

/// A stretch of a Lottie played from frame `from` to frame `to`, backwards when `to` is the
/// smaller, at the file's frame rate (lottie-ios's `play(fromFrame:toFrame:)`).
public struct LottieSegment: Hashable, Sendable {
    /// The frame the segment starts at.
    public var from: Double
    /// The frame the segment ends at; smaller than `from` to play backwards.
    public var to: Double

    /// A segment from frame `from` to frame `to`.
    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    /// The length in frames.
    public var frames: Double { abs(to - from) }

    /// Seconds the segment plays for at `frameRate`.
    public func duration(frameRate: Double) -> Double {
        frameRate > 0 ? frames / frameRate : 0
    }

    /// The frame on screen `elapsed` seconds in: moving at `frameRate` from `from` towards
    /// `to`, and held there afterwards.
    public func frame(at elapsed: Double, frameRate: Double) -> Double {
        let moved = min(max(elapsed, 0) * frameRate, frames)
        return to >= from ? from + moved : from - moved
    }
}
