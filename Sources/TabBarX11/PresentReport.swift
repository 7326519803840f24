/// What one present put on screen, as the event loop reports it to its client once the
/// present's completion has come (`FrameLedger`).
enum PresentReport {
    /// Frame `seq` (1 for the first), drawn for host time `time` into the buffer of `buffer`
    /// and showing animation time `shows` (the client's `FrameUpdate.time`): started at
    /// `start`, its pixels sent at `sent` (loop clock seconds).
    case frame(seq: Int, time: Double, start: Double, sent: Double, buffer: BufferRecord, shows: Double?)
    /// This many exposed rectangles put back from the last frame's buffer.
    case exposures(Int)
}

/// A frame on screen, as the event loop reports it to its client (`didPresentFrame`).
public struct FrameReport {
    /// 1 for the first frame.
    public var seq: Int
    /// When it was reported on screen, on the loop's clock.
    public var host: Double
    /// Seconds spent drawing and presenting it.
    public var renderTime: Double
    /// The part of `renderTime` before its pixels were sent.
    public var drawTime: Double
    /// The record of the buffer holding it, which is not drawn into again before this report;
    /// nil when the buffer was freed since (a resize).
    public var buffer: BufferRecord?
    /// The animation time it shows, as the client said (`FrameUpdate.time`).
    public var time: Double?

    /// A report of frame `seq`; see the properties. A `buffer` freed since is reported as nil.
    public init(
        seq: Int, host: Double, renderTime: Double, drawTime: Double, buffer: BufferRecord?, time: Double?
    ) {
        self.seq = seq
        self.host = host
        self.renderTime = renderTime
        self.drawTime = drawTime
        // A buffer freed since (a resize) holds no frame any more.
        self.buffer = buffer?.isFreed == true ? nil : buffer
        self.time = time
    }
}
