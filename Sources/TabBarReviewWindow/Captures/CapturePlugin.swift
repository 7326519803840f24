import TabBarCairo
import TabBarCore
import TabBarGIF
import TabBarKit
import TabBarLoading
import TabBarX11

/// The window's GIF recordings.
public final class WindowCaptures {
    /// The `--capture` recording, written on exit.
    var session: GIFRecorder?
    /// The F11 recording, written when F11 stops it (or on exit).
    var key: GIFRecorder?
    /// The run for an HTML report when there is no `--capture` to take it from; not traced.
    var report: GIFRecorder?
    /// The file holding the run for the HTML report once the captures are finished.
    var reportMovie: (path: String, isTemporary: Bool)?

    var active: [GIFRecorder] { [session, key, report].compactMap { $0 } }
}

/// Window captures to animated GIFs: F11 starts and stops one, `--capture FILE.gif` records
/// the whole session. The frame loop only copies presented frames into each recorder's
/// bounded queue; quantizing and encoding happen on the recorder's thread. While one records,
/// frames go whole through the buffer.
final class CapturePlugin: WindowPlugin {
    unowned let session: ReviewSession
    var captures = WindowCaptures()

    init(session: ReviewSession) {
        self.session = session
    }

    private var trace: TraceWriter { session.trace }
    private var pipeline: FramePipeline { session.pipeline }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        guard key == .function(11) else { return false }
        toggleKeyCapture(at: host)
        return true
    }

    var readsBuffer: Bool { !captures.active.isEmpty }

    func framePresented(_ frame: PresentedFrame) {
        captureFrame(at: frame.host, from: frame.buffer)
    }

    /// Starts recording into `recorder` (the session capture, or F11's).
    func startCapture(_ recorder: GIFRecorder, session isSession: Bool) {
        if isSession { captures.session = recorder } else { captures.key = recorder }
        trace.write(.capture(phase: "start", path: recorder.path, frames: 0, dropped: 0, error: nil))
    }

    /// F11: starts a capture named as F12's screenshots are, or stops and writes the running one.
    func toggleKeyCapture(at host: Double) {
        if let recorder = captures.key {
            captures.key = nil
            finish(recorder, at: host)
        } else {
            // The file is opened now: a folder that cannot be written fails at once.
            let path = session.capturePath(extension: "gif", at: host)
            do {
                startCapture(try GIFRecorder(path: path), session: false)
            } catch {
                Console.error("capture: \(error)")
                trace.write(.capture(phase: "failed", path: path, frames: 0, dropped: 0, error: error.reason))
            }
        }
    }

    /// Copies the frame just presented, held by `buffer`, into every recording that wants it.
    func captureFrame(at host: Double, from buffer: BufferRecord?) {
        let time = pipeline.clockHost(host)
        let wanting = captures.active.filter { $0.wantsFrame(at: time) }
        guard !wanting.isEmpty, let buffer else { return }
        // A capture started while a frame with direct copies was on its way: the buffer gets
        // their pixels first (the server has read it, so it may be drawn).
        pipeline.completeBuffer(buffer)
        let memory = buffer.memory
        let frame = RGBFrame(
            argb32: memory.pixels, width: memory.width, height: memory.height, bytesPerRow: memory.bytesPerRow)
        for recorder in wanting { recorder.offer(frame, at: time) }
    }

    /// Stops and writes every running capture at host time `host` (on exit); false when one
    /// could not be written. After a signal (`inHaste`) only the newest waiting frame is
    /// encoded, so the files are complete before the signal's deadline ends the process.
    func finishCaptures(at host: Double, inHaste: Bool = false) -> Bool {
        var movie: (path: String, isTemporary: Bool)?
        if let recorder = captures.report {
            let written = try? recorder.finish(at: pipeline.clockHost(host), discardingBacklog: inHaste)
            movie = (recorder.path, true)
            if written == nil { Console.error("report: the run's GIF could not be written") }
        }
        if let recording = captures.session, session.keepsPictures { movie = (recording.path, false) }
        let written = [captures.session, captures.key].compactMap { $0 }.map {
            finish($0, at: host, inHaste: inHaste)
        }
        captures = WindowCaptures()
        captures.reportMovie = movie
        return !written.contains(false)
    }

    @discardableResult
    private func finish(_ recorder: GIFRecorder, at host: Double, inHaste: Bool = false) -> Bool {
        let counts = recorder.counts
        trace.write(
            .capture(phase: "stop", path: recorder.path, frames: counts.frames, dropped: counts.dropped, error: nil))
        do {
            let summary = try recorder.finish(at: pipeline.clockHost(host), discardingBacklog: inHaste)
            trace.write(
                .capture(
                    phase: "written", path: recorder.path, frames: summary.frames, dropped: summary.dropped, error: nil)
            )
            return true
        } catch {
            Console.error("capture: \(error)")
            trace.write(
                .capture(
                    phase: "failed", path: recorder.path, frames: counts.frames, dropped: counts.dropped,
                    error: error.reason))
            return false
        }
    }
}

extension WindowCaptures {
    /// Whether `path`'s folder exists and can be written, checked before the window opens
    /// so a bad `--capture` is a usage error rather than a lost recording at exit.
    public static func canWrite(_ path: String) -> Bool {
        FileSystem.isWritableDirectory(FileSystem.directory(of: path))
    }
}
