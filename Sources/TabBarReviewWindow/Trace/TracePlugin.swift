import TabBarCore
import TabBarKit

/// `--trace` on a window: every event its source reports, and a line for each frame on
/// screen, each exposure put back, the window's readiness and each time it falls idle; the layout once at the start,
/// in window pixels, when the first resize said nothing of it. A slow reader's lines wait
/// while the loop polls for room.
final class TracePlugin: WindowPlugin {
    let trace: TraceWriter
    /// The source's layout now, for the first line.
    private let layout: () -> TraceLayout
    private var hasTracedLayout = false

    /// Writes to `trace`; `layout` gives the layout to trace first.
    init(trace: TraceWriter, layout: @escaping () -> TraceLayout) {
        self.trace = trace
        self.layout = layout
    }

    /// Writes what `host`'s source reports, from now on.
    func listen<Source>(to host: WindowHost<Source>) {
        host.listeners.append { [trace] in trace.write($0) }
    }

    func sourceResized(_ events: [TraceEvent], at host: Double) {
        if !hasTracedLayout && events.isEmpty { trace.write(.layout(layout())) }
        hasTracedLayout = true
    }

    func framePresented(_ frame: PresentedFrame) {
        trace.write(.frame(seq: frame.seq, time: frame.time, renderTime: frame.renderTime, drawTime: frame.drawTime))
    }

    func exposureRestored(rects: Int) {
        trace.write(.exposed(rects: rects))
    }

    func windowIdle(uptime: Double) {
        trace.write(.idle(uptime: uptime))
    }

    func windowReady(_ window: ReadyWindow) {
        trace.write(
            .ready(window: window.id, width: window.width, height: window.height, sharedMemory: window.sharedMemory))
    }

    var pendingOutput: Int32? { trace.pendingOutput }

    func outputHasRoom() {
        trace.outputHasRoom()
    }
}
