import CX11
import Glibc
import TabBarCore

/// Why the event loop stopped.
public enum LoopExit: Equatable, Sendable {
    /// WM_DELETE_WINDOW arrived.
    case closed
    /// `--exit-after` ran out.
    case timedOut
    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived.
    case signalled(Int32)
    /// The client asked to stop with this code.
    case requested(ExitCode)
    /// Drawing could not go on (the message says why); exit code 1.
    case failed(String)

    /// The process exit code for this reason.
    public var code: ExitCode {
        switch self {
        case .closed, .timedOut: .success
        case .signalled(let signal): .signal(signal)
        case .requested(let code): code
        case .failed: .display
        }
    }

    /// Whether a signal ended the loop.
    public var isSignal: Bool {
        if case .signalled = self { return true }
        return false
    }
}

/// The window's event loop: X events, frames on a 60 Hz grid while something moves, and
/// a blocking wait with no timeout when nothing does, so an idle window never wakes.
///
/// Each turn drains Xlib's queue first and checks `XPending` again right before sleeping,
/// because Xlib may already hold events read from the socket, which `poll` cannot see.
public final class EventLoop {
    let window: X11Window
    unowned let client: WindowClient
    /// The clock the loop paces frames by and hands to its client.
    public let clock: MonotonicClock
    var grid = FrameGrid()
    var translator: EventTranslator
    var isVisible = false
    var needsFullFrame = true
    var pendingExposures: [(x: Int, y: Int, width: Int, height: Int)] = []
    var frameCount = 0
    /// A press, release, wheel step or key came since the last frame: its frame is drawn at
    /// once rather than on the running grid's next deadline (click to photon).
    var hasDiscreteInput = false
    /// Runs once the first frame is on screen, before the client hears that the window is
    /// ready: start-up work that can wait for it (the window icon).
    public var afterFirstFrame: (() -> Void)?
    /// Frames were drawn since memory was last trimmed (`MemoryPolicy.trim`), and whether it
    /// ever was (the first trim ends start-up).
    var hasDrawnSinceTrim = false
    var hasTrimmed = false
    /// Input, a frame, a reload or a reader's turn came since the client last heard that the
    /// window is idle (`WindowClient.didBecomeIdle`).
    var hasWorkedSinceIdle = false
    var exitReason: LoopExit?
    let signals: SignalWatch?
    /// Files watched for saves, with what to do when one is saved.
    var watchers: [(watcher: FileWatcher, changed: () -> Void)] = []
    /// Descriptors read by the client between frames (`--control`'s stdin).
    var readers = LoopReaders()

    /// Input is scaled by the client's `scale` (device pixels per logical pixel), read from the
    /// client at each event: the client stores it, and nothing here keeps a copy. `signals` ends the loop (see `SignalWatch`;
    /// start it as early as possible).
    public init(
        window: X11Window, client: WindowClient, clock: MonotonicClock = MonotonicClock(),
        signals: SignalWatch? = SignalWatch()
    ) {
        self.window = window
        self.client = client
        self.clock = clock
        translator = EventTranslator(deleteAtom: window.deleteAtom, protocolsAtom: window.protocolsAtom)
        self.signals = signals
    }

    /// Calls `ready` with the loop's time (on the loop, between frames) whenever `fd` is
    /// readable, or at the time it last asked for, until it says the input ended. Each call
    /// should handle a bounded batch: frames and X events come between calls.
    public func read(_ fd: Int32, ready: @escaping (Double) -> ReaderNext) {
        readers.add(fd, ready: ready)
    }

    /// Calls `changed` (on the loop, between frames) whenever `watcher`'s file is saved.
    public func watch(_ watcher: FileWatcher, changed: @escaping () -> Void) {
        watchers.append((watcher, changed))
    }

    /// Maps the window (unless the caller has) and runs until it is closed, `exitAfter`
    /// seconds pass, or a signal comes.
    public func run(exitAfter: Double? = nil) -> LoopExit {
        client.resize(width: window.drawableWidth, height: window.drawableHeight, at: clock.now())
        window.map()
        let display = window.display
        while exitReason == nil {
            while XPending(display) > 0 && exitReason == nil {
                var event = XEvent()
                XNextEvent(display, &event)
                dispatch(&event)
            }
            if exitReason != nil { break }
            if readers.runDue(at: clock.now()) { hasWorkedSinceIdle = true }
            let now = clock.now()
            if let exitAfter, now >= exitAfter {
                exitReason = .timedOut
                break
            }
            if let code = client.exitCode(at: now) {
                exitReason = .requested(code)
                break
            }
            presentExposures()
            // While the server reads every back buffer nothing is drawn; a completion event
            // wakes the loop.
            let canDraw = window.canDraw
            if canDraw && isVisible && (needsFullFrame || client.needsFrame(at: grid.nextDeadline ?? now)) {
                if hasDiscreteInput, let due = grid.nextDeadline, due - now > 0.001 { grid.stop() }
                hasDiscreteInput = false
                grid.start(at: now)
                if let due = grid.nextDeadline, now >= due - 0.0002 { frame(now: now) }
            } else if canDraw {
                grid.stop()
            }
            // A frame just drawn may have taken the last free buffer: then its completion wakes.
            var wake = grid.isRunning && window.canDraw ? grid.nextDeadline : nil
            let timer = client.nextWakeTime(after: now)
            if let timer { wake = min(wake ?? timer, timer) }
            if let reader = readers.nextTime { wake = min(wake ?? reader, reader) }
            if let exitAfter { wake = min(wake ?? exitAfter, exitAfter) }
            if XPending(display) > 0 { continue }
            // Nothing moves and no frame is on its way: work that can wait runs now, one piece
            // per turn, so input waits for one piece at most.
            let resting = !grid.isRunning && !window.isPresenting
            if resting {
                if completeLatestBuffer() || client.idleWork() || window.prepareSpareBuffer() { continue }
                // The burst is over: what it needed only once goes back to the system before the sleep.
                if hasDrawnSinceTrim {
                    hasDrawnSinceTrim = false
                    MemoryPolicy.trim(afterStartUp: !hasTrimmed)
                    hasTrimmed = true
                }
            }
            // Idle work may have made a round trip (a segment attached), which reads events
            // into Xlib's queue where `poll` cannot see them.
            // Read before the last look for events: anything sent before this moment is in the
            // socket by then, so it was handled before an idle of this time or later.
            let quietSince = MonotonicClock.uptime()
            if XPending(display) > 0 { continue }
            // Nothing left until something outside wakes the window (no timer, no reader's turn
            // due): the client hears it once per wake that did anything.
            if resting && timer == nil && readers.nextTime == nil && hasWorkedSinceIdle {
                hasWorkedSinceIdle = false
                client.didBecomeIdle(uptime: quietSince)
            }
            wait(until: wake, now: clock.now())
        }
        return exitReason ?? .closed
    }

    func dispatch(_ event: inout XEvent) {
        let now = clock.now()
        // Frames are reported to the client (their `frame` trace lines) only once on screen,
        // and exposed rectangles put back likewise (the window's `FrameLedger` keeps them).
        if let shown = window.takeCompletion(&event) {
            report(shown, at: now)
            return
        }
        // Any event is a wake that did something, even one ignored (a test's ping), so that a
        // window woken by it says again that it is idle.
        hasWorkedSinceIdle = true
        switch translator.translate(&event, scale: client.scale) {
        case .input(let input):
            if case .pointerMove = input {} else { hasDiscreteInput = true }
            client.handle(input, at: now)
        case .expose(let x, let y, let width, let height):
            isVisible = true
            if window.hasCurrentBuffer && frameCount > 0 && window.ledger.isWhole {
                pendingExposures.append((x, y, width, height))
            } else {
                needsFullFrame = true
            }
        case .configure(let width, let height):
            if window.noteSize(width: width, height: height) {
                client.resize(width: window.drawableWidth, height: window.drawableHeight, at: now)
                needsFullFrame = true
            }
        case .mapped:
            break
        case .unmapped:
            // An iconified window draws nothing until it is exposed again.
            isVisible = false
        case .destroyed:
            exitReason = .closed
        case .close:
            exitReason = .closed
        case .ignored:
            break
        }
    }

    /// Puts exposed parts back from the last frame's buffer; no drawing is needed for them.
    func presentExposures() {
        guard !pendingExposures.isEmpty, !needsFullFrame else { return }
        let count = pendingExposures.count
        report(window.present(pendingExposures) { .exposures(count) }, at: clock.now())
        pendingExposures.removeAll()
    }

    func frame(now: Double) {
        let time = grid.take(now: now)
        let start = clock.now()
        let buffer: BackBuffer, record: BufferRecord
        do {
            (buffer, record) = try window.backBuffer()
        } catch {
            exitReason = .failed("\(error)")
            return
        }
        let full = needsFullFrame
        let update: FrameUpdate
        do {
            update = try client.drawFrame(at: time, into: record, full: full)
        } catch {
            exitReason = .failed("\(error)")
            return
        }
        // A whole frame is sent whole, except where pictures are copied in its place.
        let rects =
            full && update.copies.isEmpty
            ? [(x: 0, y: 0, width: buffer.width, height: buffer.height)]
            : update.rects.map { (x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) }
        frameCount += 1
        let seq = frameCount, clock = self.clock
        let shown = window.present(
            rects, copies: update.copies, tints: update.tints, from: (buffer, seq), changed: update.changed
        ) {
            .frame(seq: seq, time: time, start: start, sent: clock.now(), buffer: record, shows: update.time)
        }
        needsFullFrame = false
        pendingExposures.removeAll()
        hasDrawnSinceTrim = true
        hasWorkedSinceIdle = true
        report(shown, at: clock.now())
        readers.runAfterFrame(at: clock.now())
    }

    /// Hands the client the buffer of the last frame when copies left parts of it to pictures,
    /// to draw them back (the server is not reading it: the window rests); returns whether
    /// the client did, as a piece of idle work.
    func completeLatestBuffer() -> Bool {
        window.ledger.latestToComplete.map(client.completeBuffer) ?? false
    }

    /// `presents` are on screen: the client hears of the exposures put back and of the frames
    /// drawn (after the first, that the window is ready).
    func report(_ presents: [PresentReport], at now: Double) {
        for present in presents {
            switch present {
            case .exposures(let rects):
                client.didRestoreExposure(rects: rects)
            case .frame(let seq, _, let start, let sent, let record, let shows):
                client.didPresentFrame(
                    FrameReport(
                        seq: seq, host: now, renderTime: now - start, drawTime: sent - start,
                        buffer: record, time: shows))
                guard seq == 1 else { continue }
                afterFirstFrame?()
                afterFirstFrame = nil
                client.didBecomeReady(
                    window: UInt(window.id), width: window.width, height: window.height,
                    sharedMemory: window.usesSharedMemory)
            }
        }
    }
}
