import Glibc
import TabBarCairo
import TabBarCore
import TabBarX11

/// Plays the event loop's part for a `WindowClient` with no X server: buffers in ordinary
/// memory kept in the window's own `FrameLedger`, a 60 Hz clock that moves only when told,
/// and the same call order as `EventLoop` (resize before the first frame, a whole first
/// frame, `ready` after it, the last frame's buffer completed before other idle work).
///
/// With `buffers: 2` it plays a window whose server may still be reading the last frame when
/// the next is due (`serverBusy(frame)`, by default always): each present then awaits its
/// completion, which comes once the next frame is drawn (or before idle work), and the
/// ledger puts a frame due meanwhile into the other buffer; otherwise the last one is
/// reported first and the frame goes into its buffer, as the window does. (The second
/// buffer is made when a frame first needs it, where the window makes it while idle; with
/// one buffer, frames are on screen at once, as with `XPutImage`.)
public final class FakeEventLoop {
    /// A frame waiting for its completion, as the ledger hands it back.
    typealias Shown = (seq: Int, buffer: BufferRecord, time: Double?)

    public let client: WindowClient
    public private(set) var width: Int
    public private(set) var height: Int
    /// How many buffers the window may have.
    private let bufferCount: Int
    /// The buffers and the frames on their way, as the window keeps them.
    private var ledger = FrameLedger<MemoryBuffer, Shown>()
    /// The bytes from one row of a buffer to the next; a test may break it before the first
    /// frame to inject a failure.
    public var bytesPerRow: Int
    /// What the window shows: each frame's rectangles from the buffer, its copies from
    /// pictures (`FakePictureMemory`) and the tints over them, as the server would put them there.
    public let screen: RasterSurface?
    /// The last frame's update.
    public private(set) var lastUpdate: FrameUpdate?
    /// Host time, in seconds.
    public private(set) var now = 0.0
    public private(set) var framesDrawn = 0
    /// The next frame is drawn whole (the first, or the first after a resize).
    private var needsFullFrame = true
    /// Frames that left tints to the server.
    public private(set) var framesWithTints = 0

    /// Whether the server still reads the last frame when frame `n` (from 1) is due.
    private let serverBusy: (Int) -> Bool

    public init(
        client: WindowClient, width: Int = 390, height: Int = 844, buffers: Int = 1,
        serverBusy: @escaping (Int) -> Bool = { _ in true }
    ) {
        self.client = client
        self.serverBusy = serverBusy
        self.width = width
        self.height = height
        bytesPerRow = width * 4
        bufferCount = max(1, min(2, buffers))
        screen = try? RasterSurface(width: width, height: height)
        client.resize(width: width, height: height, at: now)
    }

    /// The record of the buffer holding the last frame drawn.
    public var latestRecord: BufferRecord? { ledger.latestRecord }

    /// The buffer holding the last frame drawn.
    public var latestBuffer: PixelBuffer {
        guard let latest = ledger.latestRecord else { preconditionFailure("no frame drawn yet") }
        return latest.memory
    }

    /// Whether the last frame's buffer holds all of it (what an exposure is put back from).
    public var bufferIsWhole: Bool { ledger.isWhole }

    /// A surface over `buffer`'s memory (one of this loop's), to compare what it holds.
    public func surface(over buffer: PixelBuffer) throws -> RasterSurface {
        try RasterSurface(pixels: buffer.pixels, width: width, height: height, bytesPerRow: buffer.bytesPerRow)
    }

    /// The frame waiting for its completion is on screen.
    public func reportWaitingFrame() {
        for shown in ledger.completed() { report(shown) }
    }

    private func report(_ frame: Shown) {
        client.didPresentFrame(
            FrameReport(
                seq: frame.seq, host: now, renderTime: 0, drawTime: 0,
                buffer: frame.buffer,
                time: frame.time))
        if frame.seq == 1 { client.didBecomeReady(window: 1, width: width, height: height, sharedMemory: false) }
    }

    /// Delivers `event` at the current time, as the loop does between frames.
    public func send(_ event: InputEvent) {
        client.handle(event, at: now)
    }

    /// The window now measures `width`×`height`: its buffers are freed at once, as the
    /// window frees them, and the next frame is drawn whole into a new one.
    public func resize(width: Int, height: Int) {
        ledger.removeAll()
        self.width = width
        self.height = height
        bytesPerRow = width * 4
        needsFullFrame = true
        client.resize(width: width, height: height, at: now)
    }

    /// Moves to the next 60 Hz tick and draws a frame there if the client wants one (the
    /// first frame always); returns whether it drew.
    @discardableResult
    public func tick() throws -> Bool {
        now += AnimationClock.frameDuration
        guard needsFullFrame || client.needsFrame(at: now) else {
            // Idle: the loop runs the client's deferred work before it sleeps, once no
            // buffer is being read, the last frame's buffer first.
            reportWaitingFrame()
            while completeLatestBuffer() || client.idleWork() {}
            return false
        }
        if bufferCount > 1, !serverBusy(framesDrawn + 1) { reportWaitingFrame() }
        let memory = takeBuffer()
        guard let record = ledger.record(of: memory) else { preconditionFailure("a buffer without a record") }
        let update = try client.drawFrame(at: now, into: record, full: needsFullFrame)
        needsFullFrame = false
        lastUpdate = update
        if !update.tints.isEmpty { framesWithTints += 1 }
        if let surface = memory.surface, let screen {
            ScreenComposer.show(
                rects: update.rects, copies: update.copies, tints: update.tints, from: surface, on: screen)
        }
        framesDrawn += 1
        reportWaitingFrame()
        let shown = (seq: framesDrawn, buffer: record, time: update.time)
        let due = ledger.presented(
            memory, frame: framesDrawn, changed: update.changed, report: shown, completes: bufferCount > 1)
        for frame in due { report(frame) }
        return true
    }

    /// The buffer the ledger says is free, or a new one while the window may have another.
    private func takeBuffer() -> MemoryBuffer {
        if let free = ledger.free { return free }
        if ledger.buffers.count >= bufferCount {
            // Every buffer is being read: the loop waits for the oldest completion.
            reportWaitingFrame()
            if let free = ledger.free { return free }
        }
        let made = MemoryBuffer(width: width, height: height, bytesPerRow: bytesPerRow)
        ledger.add(made)
        ledger.capacity = bufferCount
        return made
    }

    /// The loop's first piece of idle work: the last frame's buffer, completed.
    private func completeLatestBuffer() -> Bool {
        ledger.latestToComplete.map(client.completeBuffer) ?? false
    }

    /// Ticks until a tick draws nothing (at most `limit` ticks) and returns how many drew.
    @discardableResult
    public func runUntilIdle(limit: Int = 600) throws -> Int {
        var drawn = 0
        for _ in 0..<limit {
            guard try tick() else { return drawn }
            drawn += 1
        }
        return drawn
    }
}
