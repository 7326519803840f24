import CX11

/// The window's back buffers and which of them the server may still be reading.
///
/// With MIT-SHM the server copies a frame out of its buffer after `present` returns, and the
/// buffer must not be drawn until the copy's `ShmCompletion` arrives. A window whose whole
/// frame takes the server a third of a frame to copy gets a second buffer: the next frame is
/// drawn into it meanwhile, so drawing and copying overlap instead of adding up. A frame is
/// drawn into the buffer holding the last one whenever that one is free, since it lacks
/// least of the screen; the second buffer is made only when a frame is due while the first
/// is still being read.
final class BufferChain {
    /// The buffers for the current size, made on first use.
    private(set) var buffers: [BackBuffer] = []
    /// The buffer holding the last frame presented (what an exposure is put back from).
    private(set) var latest: BackBuffer?
    /// The buffer of every present whose completion has not arrived, oldest first: the server
    /// completes them in the order they were sent.
    private var inFlight: [ObjectIdentifier] = []
    /// How many buffers the current size may have.
    var limit = 1

    /// Buffers a window of `width`×`height` device pixels may have: two from 2560×1440 on,
    /// where copying a whole frame takes the server over 4 ms (6–12 ms at 3840×2160 on the
    /// bench's machine); `override` (1 or 2) decides otherwise.
    static func limit(width: Int, height: Int, override: Int? = nil) -> Int {
        if let override { return max(1, min(2, override)) }
        return width * height >= 2560 * 1440 ? 2 : 1
    }

    /// Whether the server may still be reading any buffer (or a picture of the same present).
    var isPresenting: Bool { !inFlight.isEmpty }

    /// Whether a frame can be drawn now: a buffer is free, or another may be made.
    var canDraw: Bool { free != nil || buffers.count < limit }

    /// A buffer the server is not reading: the last frame's when it is free.
    var free: BackBuffer? {
        if let latest, !isBusy(latest) { return latest }
        return buffers.first { !isBusy($0) }
    }

    private func isBusy(_ buffer: BackBuffer) -> Bool {
        inFlight.contains(ObjectIdentifier(buffer))
    }

    /// Adds a buffer made for the current size.
    func add(_ buffer: BackBuffer) {
        buffers.append(buffer)
    }

    /// `buffer` was presented (it holds the newest frame on screen); `awaiting` says whether a
    /// completion will come for it.
    func presented(_ buffer: BackBuffer, awaiting: Bool) {
        latest = buffer
        if awaiting { inFlight.append(ObjectIdentifier(buffer)) }
    }

    /// The oldest present's completion arrived.
    func completed() {
        if !inFlight.isEmpty { inFlight.removeFirst() }
    }

    /// Frees every buffer (the size changed). Their completions still come, and are counted
    /// off in order: a buffer freed syncs first (see `BackBuffer`).
    func removeAll() {
        latest = nil
        buffers = []
    }

    /// Leaves every buffer's segment to the kernel (see `X11Window.abandonConnection`).
    func abandon() {
        for buffer in buffers { buffer.abandon() }
    }
}
