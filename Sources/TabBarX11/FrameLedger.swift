import CX11
import TabBarFrame

/// The frame path's state, in one value: one record per back buffer (its memory, which
/// frame it holds, what it lacks of the screen and the scene drawn there: `BufferRecord`)
/// and one FIFO of the presents awaiting their completion, each with what it reports once
/// on screen (whether a buffer is in flight is whether a present awaited reads it). The
/// window presents and counts completions through it; the event loop hands the client the
/// record of the buffer to draw into and reports what each completion put on screen from
/// it, naming the record of the buffer holding each frame; the client (`FramePipeline`)
/// fills in the record as it draws, and keeps no buffer state of its own.
///
/// With MIT-SHM the server copies a frame out of its buffer after `present` returns, and the
/// buffer must not be drawn until the copy's `ShmCompletion` arrives. A window whose whole
/// frame takes the server several milliseconds to copy (from 2560×1440, see `capacity`) gets a
/// second buffer, made while idle after its first frame: a frame due while the server still
/// copies the last one is drawn into it meanwhile, so drawing and copying overlap instead of
/// adding up. A frame goes into the buffer holding the last frame whenever that one is free,
/// since it lacks least of the screen.
///
/// Generic over the buffer and the report so that it can be tested, and played by a test's
/// fake loop, without a display.
public struct FrameLedger<Buffer: ChainedBuffer, Report> {
    /// One back buffer, and its record.
    struct Entry {
        let buffer: Buffer
        let record: BufferRecord
    }

    /// One present whose completion has not come: the buffers the server reads for it
    /// (a frame that needed no completion while one was awaited joins the last, and is not
    /// drawn again before it), and what each of them put on screen, in order.
    struct Present {
        var buffers: [Buffer]
        var reports: [Report]
    }

    /// The buffers for the current size: the first made for a frame, the second while idle.
    private var entries: [Entry] = []
    /// The buffer holding the last frame drawn (what an exposure is put back from).
    public private(set) var latest: Buffer?
    /// The presents awaiting their completion, oldest first (the server completes them in
    /// the order they were sent). A resize frees their buffers at once (a buffer freed syncs
    /// first, see `BackBuffer`), yet their completions still come, and are reported.
    private var awaiting: [Present] = []
    /// How many buffers the current size may have.
    public var capacity = 1
    /// The server refused a second shared segment at this size: one buffer it is.
    var spareRefused = false

    /// An empty ledger: no buffer yet, nothing presented.
    public init() {}

    /// Buffers a window of `width`×`height` device pixels may have: two from 2560×1440 on,
    /// where the server's copy of a whole frame takes over 4 ms (6–12 ms at 3840×2160 on the
    /// bench's machine), up to the area of 7680×4320 (a second buffer of 133 MB; a
    /// 16384×16384 window's would be 1 GiB); `override` (1 or 2) decides otherwise, within
    /// the same memory bound.
    public static func capacity(width: Int, height: Int, override: Int? = nil) -> Int {
        let area = width * height
        guard area <= 7680 * 4320 else { return 1 }
        if let override { return max(1, min(2, override)) }
        return area >= 2560 * 1440 ? 2 : 1
    }

    /// The buffers for the current size.
    public var buffers: [Buffer] { entries.map(\.buffer) }

    /// The records of the buffers for the current size.
    public var records: [BufferRecord] { entries.map(\.record) }

    /// The record of `buffer`, if it is one of the current size's.
    public func record(of buffer: Buffer) -> BufferRecord? {
        entries.first { $0.buffer === buffer }?.record
    }

    /// The record of the buffer holding the last frame.
    public var latestRecord: BufferRecord? { latest.flatMap(record(of:)) }

    /// Whether the buffer holding the last frame holds all of it, so that exposed parts can
    /// be put back from it (true before any frame).
    public var isWhole: Bool { latestRecord?.isWhole ?? true }

    /// The record of the last frame's buffer while copies have left parts of it to pictures:
    /// what the loop's idle work asks the client to complete (`WindowClient.completeBuffer`).
    public var latestToComplete: BufferRecord? { latestRecord.flatMap { $0.isWhole ? nil : $0 } }

    /// Whether the server may still be reading any buffer (or a picture of the same present).
    public var isPresenting: Bool { !awaiting.isEmpty }

    /// Whether a frame can be drawn now: a buffer is free, or none is made yet.
    public var canDraw: Bool { entries.isEmpty || free != nil }

    /// Whether a second buffer may be made now.
    var wantsSpare: Bool { entries.count == 1 && capacity > 1 && !spareRefused }

    /// A buffer the server is not reading: the last frame's when it is free.
    public var free: Buffer? {
        if let latest, !isInFlight(latest) { return latest }
        return buffers.first { !isInFlight($0) }
    }

    /// Whether the server may still be reading `buffer`.
    public func isInFlight(_ buffer: Buffer) -> Bool {
        awaiting.contains { present in present.buffers.contains { $0 === buffer } }
    }

    /// The number of the frame `buffer` holds, if it is one of the current size's.
    public func frame(in buffer: Buffer) -> Int? {
        record(of: buffer)?.frame
    }

    /// Adds a buffer made for the current size, and returns its record. A second buffer made
    /// after a frame lacks the whole screen until drawn.
    @discardableResult
    public mutating func add(_ buffer: Buffer) -> BufferRecord {
        let record = BufferRecord(memory: buffer.pixels)
        if entries.contains(where: { $0.record.frame != nil }) { record.behind = record.whole }
        entries.append(Entry(buffer: buffer, record: record))
        return record
    }

    /// `buffer` was presented (a frame drawn into it, numbered `frame`, or exposures put
    /// back from it), to be reported as `report`; `completes` says whether a completion will
    /// come for it. A frame's `changed` (device pixels; nil for the whole screen) is what the
    /// other buffers now lack (`BufferRecord.behind`). Returns the reports due now: `report`
    /// itself when no completion will come and none is awaited; otherwise it waits for its
    /// completion, or joins the last one awaited (reports keep their order).
    public mutating func presented(
        _ buffer: Buffer, frame: Int? = nil, changed: PixelRegion? = nil, report: Report, completes: Bool
    ) -> [Report] {
        latest = buffer
        if let frame, let drawn = record(of: buffer) {
            drawn.frame = frame
            for entry in entries where entry.record !== drawn {
                entry.record.behind.add(changed ?? entry.record.whole)
            }
        }
        if completes {
            awaiting.append(Present(buffers: [buffer], reports: [report]))
        } else if !awaiting.isEmpty {
            awaiting[awaiting.count - 1].buffers.append(buffer)
            awaiting[awaiting.count - 1].reports.append(report)
        } else {
            return [report]
        }
        return []
    }

    /// The oldest present's completion arrived: its buffers are free, and what it (and the
    /// presents that joined it) put on screen is returned, in order.
    public mutating func completed() -> [Report] {
        awaiting.isEmpty ? [] : awaiting.removeFirst().reports
    }

    /// Forgets every buffer (the size changed) and frees it now: a buffer freed syncs first,
    /// so the server has read it (see `BackBuffer`), and two full-size buffers of different
    /// sizes never live at once. Their completions still come, and are reported.
    public mutating func removeAll() {
        latest = nil
        for entry in entries { entry.record.isFreed = true }
        entries = []
        for index in awaiting.indices { awaiting[index].buffers = [] }
        spareRefused = false
    }

    /// Frees every buffer now, read or not (the window is closing, while the display is
    /// open); nothing awaited is reported.
    mutating func close() {
        removeAll()
        awaiting = []
    }

    /// Leaves every buffer's segment to the kernel (see `X11Window.abandonConnection`).
    func abandon() {
        for buffer in buffers + awaiting.flatMap(\.buffers) { buffer.abandon() }
    }
}

/// A back buffer as `FrameLedger` holds it.
public protocol ChainedBuffer: AnyObject {
    /// The buffer's memory.
    var pixels: PixelBuffer { get }
    /// Leaves the buffer's memory to the kernel (see `X11Window.abandonConnection`).
    func abandon()
}

extension BackBuffer: ChainedBuffer {}
