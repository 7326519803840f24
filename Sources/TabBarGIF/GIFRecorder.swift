import Glibc
import TabBarCore
import TabBarOutput

/// Records a window's presented frames as an animated GIF without slowing the frame loop:
/// the loop only copies a frame into a bounded queue; another thread quantizes and encodes.
/// A full queue drops a frame and counts it, so a slow encoder never stalls drawing. The
/// frame dropped is the newest one waiting, not the one offered: the GIF always ends with
/// the last frame presented (the settled window), however far the encoder fell behind.
///
/// Frames are written as they are encoded, so memory stays bounded however long it runs;
/// each redraws only what changed since the one before (`FrameDeltaEncoder`). Frames are kept
/// at most one per 2 cs (the GIF's finest delay), and each frame lasts until the next one
/// came, so the GIF plays in real time, idle moments included. The file is opened when the
/// recording starts and put in place only when it finishes (`OutputFile`); if the process is
/// forced to end first, `PendingOutputs.settle()` finishes it with the frames encoded so far.
public final class GIFRecorder: @unchecked Sendable {
    /// What a finished recording wrote.
    public struct Summary: Equatable, Sendable {
        /// Frames in the file.
        public var frames: Int
        /// Frames the full queue (or a changed window size) turned away.
        public var dropped: Int

        /// A summary of `frames` written and `dropped` turned away.
        public init(frames: Int, dropped: Int) {
            self.frames = frames
            self.dropped = dropped
        }
    }

    /// Where the GIF is written once the recording finishes.
    public let path: String
    /// How many frames may wait to be encoded; a frame offered beyond them is dropped.
    public let capacity: Int
    let condition = ConditionLock()
    // Guarded by `condition`.
    var queue: [(frame: RGBFrame, centiseconds: Int)] = []
    private var isStopping = false
    /// When the first frame taken was presented.
    var startCentiseconds: Int?
    /// The newest frame taken and when it was presented, kept (even once encoded) for a
    /// forced exit that finds nothing encoded yet.
    var newest: (frame: RGBFrame, centiseconds: Int)?
    private var dropped = 0
    private var accepted = 0
    /// Guards the file and what is written to it: the encoding thread, then `finish`.
    let output = ConditionLock()
    // Guarded by `output`.
    var isClosed = false
    /// The file, open from the start; `writer` writes into it from the first frame on.
    let file: OutputFile
    var writer: GIFWriter?
    var written = 0
    var failure: FileFailure?
    /// The newest encoded frame, written once the next frame (or the stop) sets its delay.
    var pending: (frame: IndexedFrame, centiseconds: Int)?
    /// The first frame quantized at once (`FrameQuantizer.uniform`) while it is being encoded
    /// well: what a signal writes if it comes before any frame is encoded.
    var standIn: (frame: IndexedFrame, centiseconds: Int)?
    /// What each frame is encoded against: the frames before it, in order. Used by the
    /// encoding thread, then by `finish` once that thread has stopped.
    private var encoder = FrameDeltaEncoder()
    private var isFinished = false
    /// Its registration with `PendingOutputs`, until the recording finishes.
    private var settling: PendingOutputs.Finisher?
    // Used by the frame loop only.
    private var lastAccepted: Int?
    private var size: (width: Int, height: Int)?

    /// Opens `path` (see `OutputFile`: a folder that cannot be written, a directory or a FIFO
    /// with no reader fails here, at once) and starts the encoding thread. `capacity` bounds the
    /// frames waiting to be encoded.
    public init(path: String, capacity: Int = 24) throws(FileFailure) {
        self.path = path
        self.capacity = capacity
        do {
            file = try OutputFile(path: path)
        } catch {
            throw FileFailure(writing: path, reason: error.reason)
        }
        settling = PendingOutputs.whenSettling { [weak self] in self?.settle() }
        // Without a thread (none could be made) every frame waits for `finish` to encode it.
        if !ConditionLock.detach(name: "gif-encoder", { [self] in encodeLoop() }) { isFinished = true }
    }

    deinit {
        settling.map(PendingOutputs.cancel)
    }

    /// Whether a frame presented at `time` (seconds) is wanted: at least 2 cs after the last
    /// one kept. Ask before copying pixels, so unwanted frames cost nothing.
    public func wantsFrame(at time: Double) -> Bool {
        guard let lastAccepted else { return true }
        return Self.centiseconds(time) - lastAccepted >= GIFTiming.frameDelay
    }

    /// Hands over a frame presented at `time`; false when it was dropped.
    @discardableResult
    public func offer(_ frame: RGBFrame, at time: Double) -> Bool {
        guard wantsFrame(at: time) else { return false }
        condition.lock()
        defer { condition.unlock() }
        // A GIF has one size; frames of a resized window are counted as dropped.
        if size == nil { size = (frame.width, frame.height) }
        guard !isStopping, size! == (frame.width, frame.height) else {
            dropped += 1
            return false
        }
        lastAccepted = Self.centiseconds(time)
        if startCentiseconds == nil { startCentiseconds = lastAccepted }
        var shownFrom = Self.centiseconds(time)
        if queue.count >= capacity {
            // The frame before it lasts until this one instead: the GIF's timing stays real.
            // With no frame before it (the capture's first), this one takes its start, so the
            // GIF still begins when the capture did.
            let removed = queue.removeLast()
            if removed.centiseconds == startCentiseconds { shownFrom = removed.centiseconds }
            dropped += 1
        } else {
            accepted += 1
        }
        queue.append((frame, shownFrom))
        newest = (frame, Self.centiseconds(time))
        condition.signal()
        return true
    }

    /// Frames taken and dropped so far.
    public var counts: Summary {
        condition.lock()
        defer { condition.unlock() }
        return Summary(frames: accepted, dropped: dropped)
    }

    /// Whether a frame has been quantized (it may wait in `pending`).
    private var hasEncoded: Bool {
        output.lock()
        defer { output.unlock() }
        return pending != nil || writer != nil || standIn != nil
    }

    /// Stops at `time`: encodes what is queued, then finishes the file. The last frame lasts
    /// until `time` (at least 2 cs).
    ///
    /// The frames still queued are encoded on the calling thread, at its priority: the
    /// encoding thread runs niced, and a loaded machine would starve it for seconds.
    ///
    /// With `discardingBacklog` (a signal, which leaves well under a second) nothing more is
    /// quantized, which takes a large fraction of a second per frame in a debug build: the
    /// frames already encoded are written, the file is closed at once, and every frame not
    /// written (queued, or in the encoder's hands) is counted as dropped. Only a recording
    /// with no frame encoded yet waits for one.
    public func finish(at time: Double, discardingBacklog: Bool = false) throws(FileFailure) -> Summary {
        condition.lock()
        isStopping = true
        condition.broadcast()
        var backlog: [(frame: RGBFrame, centiseconds: Int)] = []
        if discardingBacklog {
            // The encoder's frame in hand is thrown away when it comes back (see `encode`),
            // unless nothing is encoded yet: a file needs one frame, the newest waiting or
            // else the one in hand.
            let newest = queue.last
            queue.removeAll()
            if !hasEncoded {
                // Shown from the first frame's time, so the file lasts as long as the capture.
                if let newest {
                    backlog = [(newest.frame, startCentiseconds ?? newest.centiseconds)]
                } else {
                    while !isFinished { condition.wait() }
                }
            }
        } else {
            // The encoding thread finishes the frame in hand and takes no more.
            while !isFinished { condition.wait() }
            backlog = queue
            queue.removeAll()
        }
        let offered = accepted + dropped
        condition.unlock()
        // In haste the backlog is at most the first frame, which must be written at once.
        for (frame, centiseconds) in backlog { encode(frame, at: centiseconds, fresh: discardingBacklog) }
        settling.map(PendingOutputs.cancel)
        settling = nil
        output.lock()
        defer { output.unlock() }
        isClosed = true
        try close(lastingUntil: Self.centiseconds(time))
        return Summary(frames: written, dropped: offered - written)
    }

    /// Writes the pending frame, lasting until `end` (centiseconds; at least 2 cs), and the
    /// trailer, and puts the file in place; with no frame, removes it. Called with `output` held.
    func close(lastingUntil end: Int) throws(FileFailure) {
        if pending == nil && writer == nil { pending = standIn }
        if var last = pending {
            last.frame.delay = max(GIFTiming.frameDelay, end - last.centiseconds)
            pending = nil
            write(last.frame)
        }
        if let failure {
            file.discard()
            throw failure
        }
        guard let writer else {
            file.discard()
            throw FileFailure(writing: path, reason: "no frames were captured")
        }
        try writer.finish()
    }

    private func encodeLoop() {
        var isNiced = false
        while true {
            condition.lock()
            while queue.isEmpty && !isStopping { condition.wait() }
            // Stopping: what is still queued is `finish`'s to encode.
            guard !isStopping else {
                isFinished = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let (frame, time) = queue.removeFirst()
            condition.unlock()
            if !isNiced { prepareStandIn(frame, at: time) }
            // Quantizing and writing are the slow parts, done outside the lock so offers never wait.
            encode(frame, at: time)
            // On Linux the nice value is per thread and `who == 0` is the calling thread: once a
            // frame is encoded (so that a signal finds one to write), the encoder yields the CPU
            // to the frame loop on small machines where both share a core.
            if !isNiced {
                isNiced = true
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            }
        }
    }

    /// Quantizes a frame shown from `time` (centiseconds) and writes the one before it, whose
    /// delay this frame's time now sets. `fresh` draws it whole and at once, without `encoder`
    /// (`FrameQuantizer.uniform`): a frame that a signal leaves no time to quantize well.
    func encode(_ frame: RGBFrame, at time: Int, fresh: Bool = false) {
        let indexed =
            fresh
            ? FrameQuantizer.uniform(frame, delay: GIFTiming.frameDelay)
            : encoder.encode(frame, delay: GIFTiming.frameDelay)
        output.lock()
        defer { output.unlock() }
        // A hasty `finish` closed the file while this frame was being quantized.
        guard !isClosed else { return }
        standIn = nil
        if var previous = pending {
            previous.frame.delay = time - previous.centiseconds
            write(previous.frame)
        }
        pending = (indexed, time)
    }

    /// Keeps the first frame quantized at once, for a signal that comes while it is being
    /// encoded well (a large frame takes most of a second in a debug build).
    private func prepareStandIn(_ frame: RGBFrame, at time: Int) {
        let quick = FrameQuantizer.uniform(frame, delay: GIFTiming.frameDelay)
        output.lock()
        defer { output.unlock() }
        if pending == nil && writer == nil { standIn = (quick, time) }
    }

    /// Writes a frame, the GIF's header before the first; the first error stops further writes.
    func write(_ frame: IndexedFrame) {
        guard failure == nil else { return }
        do {
            if writer == nil {
                writer = try GIFWriter(file: file, path: path, width: frame.width, height: frame.height)
            }
            try writer?.append(frame)
            written += 1
        } catch {
            failure = error
        }
    }

    static func centiseconds(_ time: Double) -> Int { Int((time * 100).rounded()) }
}
