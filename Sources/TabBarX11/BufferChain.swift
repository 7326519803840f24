import CX11

/// The window's back buffers and which of them the server may still be reading.
///
/// With MIT-SHM the server copies a frame out of its buffer after `present` returns, and the
/// buffer must not be drawn until the copy's `ShmCompletion` arrives. A window whose whole
/// frame takes the server several milliseconds to copy (from 2560×1440, see `capacity`) gets a
/// second buffer, made while idle after its first frame: a frame due while the server still
/// copies the last one is drawn into it meanwhile, so drawing and copying overlap instead of
/// adding up. A frame goes into the buffer holding the last frame whenever that one is free,
/// since it lacks least of the screen.
///
/// Generic over the buffer only so that its bookkeeping can be tested without a display.
final class BufferChain<Buffer: ChainedBuffer> {
    /// The buffers for the current size: the first made for a frame, the second while idle.
    private(set) var buffers: [Buffer] = []
    /// The buffer holding the last frame drawn (what an exposure is put back from).
    private(set) var latest: Buffer?
    /// The buffers of every present whose completion has not arrived, one group per
    /// completion, oldest first (the server completes them in the order they were sent). A
    /// frame that needed no completion while one was awaited joins the last group: it is
    /// reported after that completion, and its buffer is not drawn again before then. Held
    /// here, a buffer freed by a resize lives until the server has read it.
    private var inFlight: [[Buffer]] = []
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

    /// Whether the server may still be reading any buffer (or a picture of the same present).
    var isPresenting: Bool { !inFlight.isEmpty }

    /// Whether a frame can be drawn now: a buffer is free, or none is made yet.
    var canDraw: Bool { buffers.isEmpty || free != nil }

    /// Whether a second buffer may be made now.
    var wantsSpare: Bool { buffers.count == 1 && capacity > 1 && !spareRefused }

    /// A buffer the server is not reading: the last frame's when it is free.
    var free: Buffer? {
        if let latest, !isBusy(latest) { return latest }
        return buffers.first { !isBusy($0) }
    }

    private func isBusy(_ buffer: Buffer) -> Bool {
        inFlight.contains { group in group.contains { $0 === buffer } }
    }

    /// Adds a buffer made for the current size.
    func add(_ buffer: Buffer) {
        buffers.append(buffer)
    }

    /// A frame was drawn into `buffer` and presented; `awaiting` says whether a completion
    /// will come for it. Exposures put back from `latest` count too.
    func presented(_ buffer: Buffer, awaiting: Bool) {
        latest = buffer
        if awaiting {
            inFlight.append([buffer])
        } else if !inFlight.isEmpty {
            inFlight[inFlight.count - 1].append(buffer)
        }
    }

    /// The oldest present's completion arrived.
    func completed() {
        if !inFlight.isEmpty { inFlight.removeFirst() }
    }

    /// Forgets every buffer (the size changed) and frees it now: a buffer freed syncs first,
    /// so the server has read it (see `BackBuffer`), and two full-size buffers of different
    /// sizes never live at once. Their completions still come, and are counted off.
    func removeAll() {
        latest = nil
        buffers = []
        inFlight = inFlight.map { _ in [] }
        spareRefused = false
    }

    /// Frees every buffer now, read or not (the window is closing, while the display is open).
    func close() {
        removeAll()
        inFlight = []
    }

    /// Leaves every buffer's segment to the kernel (see `X11Window.abandonConnection`).
    func abandon() {
        for buffer in buffers + inFlight.joined() { buffer.abandon() }
    }
}

/// A back buffer as `BufferChain` holds it.
protocol ChainedBuffer: AnyObject {
    /// Leaves the buffer's memory to the kernel (see `X11Window.abandonConnection`).
    func abandon()
}

extension BackBuffer: ChainedBuffer {}
