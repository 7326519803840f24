import CX11

/// The frame path's state on the window's side, in one value: one record per back buffer
/// (which frame it holds, and whether the server may still be reading it) and one FIFO of
/// the presents awaiting their completion, each with what it reports once on screen. The
/// window presents and counts completions through it; the event loop reports what each
/// completion put on screen from it; and the report of a frame names the buffer holding it,
/// so the client (`FramePipeline`) finds that frame's time and surface by the buffer rather
/// than in a queue of its own.
///
/// With MIT-SHM the server copies a frame out of its buffer after `present` returns, and the
/// buffer must not be drawn until the copy's `ShmCompletion` arrives. A window whose whole
/// frame takes the server several milliseconds to copy (from 2560×1440, see `capacity`) gets a
/// second buffer, made while idle after its first frame: a frame due while the server still
/// copies the last one is drawn into it meanwhile, so drawing and copying overlap instead of
/// adding up. A frame goes into the buffer holding the last frame whenever that one is free,
/// since it lacks least of the screen.
///
/// Generic over the buffer and the report only so that it can be tested without a display.
struct FrameLedger<Buffer: ChainedBuffer, Report> {
    /// One back buffer, and the frame it holds.
    struct Record {
        let buffer: Buffer
        /// The number of the last frame drawn into it (1 for the first); nil before one.
        var frame: Int?
    }

    /// One present whose completion has not come: the buffers the server reads for it
    /// (a frame that needed no completion while one was awaited joins the last, and is not
    /// drawn again before it), and what each of them put on screen, in order.
    struct Present {
        var buffers: [Buffer]
        var reports: [Report]
    }

    /// The buffers for the current size: the first made for a frame, the second while idle.
    private(set) var records: [Record] = []
    /// The buffer holding the last frame drawn (what an exposure is put back from).
    private(set) var latest: Buffer?
    /// The presents awaiting their completion, oldest first (the server completes them in
    /// the order they were sent). Held here, a buffer freed by a resize lives until the
    /// server has read it.
    private(set) var awaiting: [Present] = []
    /// How many buffers the current size may have.
    var capacity = 1
    /// The server refused a second shared segment at this size: one buffer it is.
    var spareRefused = false

    /// Buffers a window of `width`×`height` device pixels may have: two from 2560×1440 on,
    /// where the server's copy of a whole frame takes over 4 ms (6–12 ms at 3840×2160 on the
    /// bench's machine), up to the area of 7680×4320 (a second buffer of 133 MB; a
    /// 16384×16384 window's would be 1 GiB); `override` (1 or 2) decides otherwise, within
    /// the same memory bound.
    static func capacity(width: Int, height: Int, override: Int? = nil) -> Int {
        let area = width * height
        guard area <= 7680 * 4320 else { return 1 }
        if let override { return max(1, min(2, override)) }
        return area >= 2560 * 1440 ? 2 : 1
    }

    /// The buffers for the current size.
    var buffers: [Buffer] { records.map(\.buffer) }

    /// Whether the server may still be reading any buffer (or a picture of the same present).
    var isPresenting: Bool { !awaiting.isEmpty }

    /// Whether a frame can be drawn now: a buffer is free, or none is made yet.
    var canDraw: Bool { records.isEmpty || free != nil }

    /// Whether a second buffer may be made now.
    var wantsSpare: Bool { records.count == 1 && capacity > 1 && !spareRefused }

    /// A buffer the server is not reading: the last frame's when it is free.
    var free: Buffer? {
        if let latest, !isInFlight(latest) { return latest }
        return buffers.first { !isInFlight($0) }
    }

    /// Whether the server may still be reading `buffer`.
    func isInFlight(_ buffer: Buffer) -> Bool {
        awaiting.contains { present in present.buffers.contains { $0 === buffer } }
    }

    /// The number of the frame `buffer` holds, if it is one of the current size's.
    func frame(in buffer: Buffer) -> Int? {
        records.first { $0.buffer === buffer }?.frame
    }

    /// Adds a buffer made for the current size.
    mutating func add(_ buffer: Buffer) {
        records.append(Record(buffer: buffer))
    }

    /// `buffer` was presented (a frame drawn into it, numbered `frame`, or exposures put
    /// back from it), to be reported as `report`; `completes` says whether a completion will
    /// come for it. Returns the reports due now: `report` itself when no completion will come
    /// and none is awaited; otherwise it waits for its completion, or joins the last one
    /// awaited (reports keep their order).
    mutating func presented(_ buffer: Buffer, frame: Int? = nil, report: Report, completes: Bool) -> [Report] {
        latest = buffer
        if let frame, let index = records.firstIndex(where: { $0.buffer === buffer }) { records[index].frame = frame }
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
    mutating func completed() -> [Report] {
        awaiting.isEmpty ? [] : awaiting.removeFirst().reports
    }

    /// Forgets every buffer (the size changed) and frees it now: a buffer freed syncs first,
    /// so the server has read it (see `BackBuffer`), and two full-size buffers of different
    /// sizes never live at once. Their completions still come, and are reported.
    mutating func removeAll() {
        latest = nil
        records = []
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
protocol ChainedBuffer: AnyObject {
    /// Leaves the buffer's memory to the kernel (see `X11Window.abandonConnection`).
    func abandon()
}

extension BackBuffer: ChainedBuffer {}
