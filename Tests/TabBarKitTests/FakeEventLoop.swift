import Glibc
import TabBarCairo
import TabBarCore
import TabBarX11
import TestSupport

/// Plays the event loop's part for a `WindowClient` with no X server: a buffer in ordinary
/// memory, a 60 Hz clock that moves only when told, and the same call order as `EventLoop`
/// (resize before the first frame, a whole first frame, `ready` after it).
final class FakeEventLoop {
    let client: WindowClient
    let width: Int
    let height: Int
    private let memory: UnsafeMutableRawPointer
    /// The window's memory as the client sees it; a test may break it to inject a failure.
    var buffer: PixelBuffer
    /// What the window shows: each frame's rectangles from the buffer and its copies from
    /// pictures (`FakePictureMemory`), as the server would put them there.
    let screen: RasterSurface?
    private let bufferSurface: RasterSurface?
    /// The last frame's update.
    private(set) var lastUpdate: FrameUpdate?
    /// Host time, in seconds.
    private(set) var now = 0.0
    private(set) var framesDrawn = 0

    init(client: WindowClient, width: Int = 390, height: Int = 844) {
        self.client = client
        self.width = width
        self.height = height
        memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        buffer = PixelBuffer(pixels: memory, width: width, height: height, bytesPerRow: width * 4)
        bufferSurface = try? RasterSurface(pixels: memory, width: width, height: height, bytesPerRow: width * 4)
        screen = try? RasterSurface(width: width, height: height)
        client.resize(width: width, height: height, at: now)
    }

    deinit {
        memory.deallocate()
    }

    /// Delivers `event` at the current time, as the loop does between frames.
    func send(_ event: InputEvent) {
        client.handle(event, at: now)
    }

    /// Moves to the next 60 Hz tick and draws a frame there if the client wants one (the
    /// first frame always); returns whether it drew.
    @discardableResult
    func tick() throws -> Bool {
        now += AnimationClock.frameDuration
        guard framesDrawn == 0 || client.needsFrame(at: now) else {
            // Idle: the loop runs the client's deferred work before it sleeps.
            while client.idleWork() {}
            return false
        }
        let update = try client.drawFrame(at: now, into: buffer, full: framesDrawn == 0)
        lastUpdate = update
        if buffer.pixels == memory, let bufferSurface, let screen {
            ScreenComposer.show(rects: update.rects, copies: update.copies, from: bufferSurface, on: screen)
        }
        framesDrawn += 1
        client.didPresentFrame(seq: framesDrawn, time: now, renderTime: 0, drawTime: 0)
        if framesDrawn == 1 {
            client.didBecomeReady(window: 1, width: width, height: height, sharedMemory: false)
        }
        return true
    }

    /// Ticks until a tick draws nothing (at most `limit` ticks) and returns how many drew.
    @discardableResult
    func runUntilIdle(limit: Int = 600) throws -> Int {
        var drawn = 0
        for _ in 0..<limit {
            guard try tick() else { return drawn }
            drawn += 1
        }
        return drawn
    }
}
