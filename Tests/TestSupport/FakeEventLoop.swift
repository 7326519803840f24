import Glibc
import TabBarCairo
import TabBarCore
import TabBarX11

/// Plays the event loop's part for a `WindowClient` with no X server: a buffer in ordinary
/// memory, a 60 Hz clock that moves only when told, and the same call order as `EventLoop`
/// (resize before the first frame, a whole first frame, `ready` after it).
///
/// With `buffers: 2` it plays a window whose server may still be reading the last frame when
/// the next is due (`serverBusy(frame)`, by default always): the frame then goes into the
/// other buffer, and the last one is reported on screen only after it is drawn (or before
/// idle work); otherwise the last one is reported first and the frame goes into its buffer,
/// as `FrameLedger` chooses.
public final class FakeEventLoop {
    public let client: WindowClient
    public let width: Int
    public let height: Int
    private let memories: [UnsafeMutableRawPointer]
    private var memory: UnsafeMutableRawPointer
    /// The window's memory as the client sees it; a test may break it to inject a failure.
    public var buffer: PixelBuffer
    /// The frame drawn whose report waits for the next one (with two buffers): its number,
    /// the memory it was drawn into and the animation time it shows.
    private var unreported: (seq: Int, pixels: UnsafeMutableRawPointer, time: Double?)?
    /// What the window shows: each frame's rectangles from the buffer, its copies from
    /// pictures (`FakePictureMemory`) and the tints over them, as the server would put them there.
    public let screen: RasterSurface?
    private var bufferSurface: RasterSurface?
    private let bufferSurfaces: [RasterSurface?]
    /// The last frame's update.
    public private(set) var lastUpdate: FrameUpdate?
    /// Host time, in seconds.
    public private(set) var now = 0.0
    public private(set) var framesDrawn = 0
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
        memories = (0..<max(1, buffers)).map { _ in
            UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        }
        memory = memories[0]
        buffer = PixelBuffer(pixels: memory, width: width, height: height, bytesPerRow: width * 4)
        bufferSurfaces = memories.map {
            try? RasterSurface(pixels: $0, width: width, height: height, bytesPerRow: width * 4)
        }
        bufferSurface = bufferSurfaces[0]
        screen = try? RasterSurface(width: width, height: height)
        client.resize(width: width, height: height, at: now)
    }

    deinit {
        for memory in memories { memory.deallocate() }
    }

    /// The buffer holding the last frame drawn.
    public var latestBuffer: PixelBuffer {
        PixelBuffer(pixels: memory, width: width, height: height, bytesPerRow: width * 4)
    }

    /// A surface over `buffer`'s memory (one of this loop's), to compare what it holds.
    public func surface(over buffer: PixelBuffer) throws -> RasterSurface {
        try RasterSurface(pixels: buffer.pixels, width: width, height: height, bytesPerRow: buffer.bytesPerRow)
    }

    /// The frame waiting for its report is on screen.
    public func reportWaitingFrame() {
        guard let frame = unreported else { return }
        unreported = nil
        report(frame)
    }

    private func report(_ frame: (seq: Int, pixels: UnsafeMutableRawPointer, time: Double?)) {
        client.didPresentFrame(
            FrameReport(seq: frame.seq, host: now, renderTime: 0, drawTime: 0, buffer: frame.pixels, time: frame.time))
        if frame.seq == 1 { client.didBecomeReady(window: 1, width: width, height: height, sharedMemory: false) }
    }

    /// Delivers `event` at the current time, as the loop does between frames.
    public func send(_ event: InputEvent) {
        client.handle(event, at: now)
    }

    /// Moves to the next 60 Hz tick and draws a frame there if the client wants one (the
    /// first frame always); returns whether it drew.
    @discardableResult
    public func tick() throws -> Bool {
        now += AnimationClock.frameDuration
        guard framesDrawn == 0 || client.needsFrame(at: now) else {
            // Idle: the loop runs the client's deferred work before it sleeps, once no
            // buffer is being read.
            reportWaitingFrame()
            while client.idleWork() {}
            return false
        }
        if memories.count > 1, !serverBusy(framesDrawn + 1) { reportWaitingFrame() }
        if memories.count > 1, unreported != nil {
            // The other buffer: the server is still reading this one.
            let next = memories[(memories.firstIndex(of: memory)! + 1) % memories.count]
            if buffer.pixels == memory {
                buffer = PixelBuffer(pixels: next, width: width, height: height, bytesPerRow: width * 4)
            }
            memory = next
            bufferSurface = bufferSurfaces[memories.firstIndex(of: next)!]
        }
        let update = try client.drawFrame(at: now, into: buffer, full: framesDrawn == 0)
        lastUpdate = update
        if !update.tints.isEmpty { framesWithTints += 1 }
        if buffer.pixels == memory, let bufferSurface, let screen {
            ScreenComposer.show(
                rects: update.rects, copies: update.copies, tints: update.tints, from: bufferSurface, on: screen)
        }
        framesDrawn += 1
        reportWaitingFrame()
        let frame = (seq: framesDrawn, pixels: buffer.pixels, time: update.time)
        if memories.count > 1 {
            unreported = frame
        } else {
            report(frame)
        }
        return true
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
