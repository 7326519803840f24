import Glibc
import TabBarCore
import TabBarKit
import TabBarX11

/// Writes trace events to stdout as one JSON object per line, each handed to the reader at
/// once, so a test reading the pipe sees every line as it happens. `TraceOutput` makes sure
/// a reader that stops reading cannot stop the program.
public final class TraceWriter {
    /// Where lines go; nil without `--trace`.
    let output: TraceOutput?
    /// The pipeline of the window traced, set by its driver: layouts are traced in window
    /// pixels, at the pipeline's scale (which is stored there only).
    var pipeline: FramePipeline?
    /// Sees every event written, with or without `--trace`: how unit tests read the trace.
    public var observer: ((TraceEvent) -> Void)?
    /// The window's own readers of every event (the report's timeline, motion starts),
    /// beside the `observer` a program or test sets.
    var listeners: [(TraceEvent) -> Void] = []

    /// Writes to stdout when `isEnabled`; otherwise events only reach `observer`.
    public init(isEnabled: Bool) {
        output = isEnabled ? TraceOutput() : nil
    }

    /// Whether lines go to stdout.
    public var isEnabled: Bool { output != nil }

    /// Device pixels per logical pixel: the pipeline's, 1 before a driver sets one.
    public var scale: Double { pipeline?.scale ?? 1 }

    /// Writes `events`, one line each.
    public func write(_ events: [TraceEvent]) {
        if let observer { events.forEach(observer) }
        for listener in listeners { events.forEach(listener) }
        guard let output else { return }
        for event in events { output.send(encode(event)) }
    }

    /// The descriptor whose lines wait for a slow reader, which the event loop polls
    /// (`WindowClient.pendingOutput`); nil when nothing waits.
    public var pendingOutput: Int32? {
        guard let output, output.hasPending else { return nil }
        return output.fd
    }

    /// The reader has made room: lines waiting go on (`WindowClient.outputHasRoom`).
    public func outputHasRoom() {
        output?.flush()
    }

    /// Writes the `exit` line as the last one (see `TraceOutput.end`) and reports on stderr
    /// how many lines a slow or stalled reader made the trace lose.
    public func end(code: ExitCode) {
        guard let output else { return }
        let lost = output.end(with: Self.exitLine(code))
        if lost > 0 { Console.error("the trace reader did not keep up: \(lost) trace lines were lost") }
    }

    /// The `exit` line for `code`.
    public static func exitLine(_ code: ExitCode) -> String {
        exitLine(code.code)
    }

    private static func exitLine(_ code: Int32) -> String {
        #"{"event":"exit","code":\#(code)}"#
    }

    /// Writes one event.
    public func write(_ event: TraceEvent) {
        write([event])
    }

    /// The JSON line for `event` (without its newline).
    public func encode(_ event: TraceEvent) -> String {
        switch event {
        case .ready(let window, let width, let height, let sharedMemory):
            return
                #"{"event":"ready","window":\#(window),"width":\#(width),"height":\#(height),"shm":\#(sharedMemory)}"#
        case .layout(let layout):
            let items = layout.items.map { item in
                #"{"index":\#(item.index),"title":\#(JSON.string(item.title)),\#(rect(item.frame)),"enabled":\#(item.isEnabled)}"#
            }
            return #"{"event":"layout","bar":{\#(rect(layout.bar))},"items":[\#(items.joined(separator: ","))]}"#
        case .select(let from, let to, let cause):
            return #"{"event":"select","from":\#(from),"to":\#(to),"cause":"\#(cause.rawValue)"}"#
        case .reselect(let index, let cause):
            return #"{"event":"reselect","index":\#(index),"cause":"\#(cause.rawValue)"}"#
        case .reject(let index, let reason, let cause):
            return #"{"event":"reject","index":\#(index),"reason":"\#(reason.rawValue)","cause":"\#(cause.rawValue)"}"#
        case .animation(let a):
            let interrupted = a.interrupted ? #","interrupted":true"# : ""
            return
                #"{"event":"animation","index":\#(a.index),"name":\#(JSON.string(a.name)),"phase":"\#(a.phase.rawValue)","kind":"\#(a.kind.rawValue)","t_ms":\#(JSON.number(a.time * 1000))\#(interrupted)}"#
        case .navigation(let slot, let action, let depth):
            return #"{"event":"navigation","tab":\#(slot),"action":"\#(action.rawValue)","depth":\#(depth)}"#
        case .transition(let name, let role, let phase, let time):
            return
                #"{"event":"transition","name":"\#(name.rawValue)","kind":"\#(role.rawValue)","phase":"\#(phase.rawValue)","t_ms":\#(JSON.number(time * 1000))}"#
        case .barHidden(let hidden):
            return #"{"event":"bar","hidden":\#(hidden)}"#
        case .hijack(let index, let cause):
            return #"{"event":"hijack","index":\#(index),"cause":"\#(cause.rawValue)"}"#
        case .hover(let index):
            return #"{"event":"hover","index":\#(index.map(String.init) ?? "null")}"#
        case .tooltip(let index):
            return #"{"event":"tooltip","index":\#(index)}"#
        case .screenshot(let path):
            return #"{"event":"screenshot","path":\#(JSON.string(path))}"#
        case .capture(let phase, let path, let frames, let dropped, let error):
            let counts = phase == "start" ? "" : #","frames":\#(frames),"dropped":\#(dropped)"#
            return
                #"{"event":"capture","phase":"\#(phase)","path":\#(JSON.string(path))\#(counts)\#(error.map { #","error":\#(JSON.string($0))"# } ?? "")}"#
        case .reload(let ok, let error):
            return #"{"event":"reload","ok":\#(ok)\#(error.map { #","error":\#(JSON.string($0))"# } ?? "")}"#
        case .assertion(let ok, let expected, let actual):
            return #"{"event":"assert","ok":\#(ok),"expected":\#(expected),"actual":\#(actual)}"#
        case .check(let name, let ok, let message):
            return
                #"{"event":"assert","check":\#(JSON.string(name)),"ok":\#(ok)\#(message.map { #","message":\#(JSON.string($0))"# } ?? "")}"#
        case .repaints(let shown):
            return #"{"event":"repaints","shown":\#(shown)}"#
        case .focus(let index, let cause):
            return #"{"event":"focus","index":\#(index.map(String.init) ?? "null"),"cause":"\#(cause.rawValue)"}"#
        case .keyHelp(let shown):
            return #"{"event":"help","shown":\#(shown)}"#
        case .hud(let shown):
            return #"{"event":"hud","shown":\#(shown)}"#
        case .timeline(let line):
            return #"{"event":"timeline","action":\#(JSON.string(line.action))\#(Self.members(line.fields))}"#
        case .scrub(let offset, let time):
            return #"{"event":"scrub","t_ms":\#(JSON.number(offset * 1000)),"clock_ms":\#(JSON.number(time * 1000))}"#
        case .ahead(let pages):
            return #"{"event":"ahead","pages":\#(pages)}"#
        case .idle(let uptime):
            // Every digit (not JSON.number's three decimals): a reader compares it with its own
            // reading of the clock, and a rounded value could fall either side of that.
            return #"{"event":"idle","uptime":\#(uptime.isFinite ? String(uptime) : "0")}"#
        case .lottie(let files, let seconds):
            return #"{"event":"lottie","files":\#(files),"ms":\#(JSON.number(seconds * 1000))}"#
        case .exposed(let rects):
            return #"{"event":"expose","rects":\#(rects)}"#
        case .recorded(let path, let steps):
            return #"{"event":"record","path":\#(JSON.string(path)),"steps":\#(steps)}"#
        case .recordedAsserts(let count, let screenshot):
            return #"{"event":"record-asserts","asserts":\#(count),"screenshot":\#(JSON.string(screenshot))}"#
        case .scriptEnd(let failures, let error):
            return
                #"{"event":"script","phase":"end","failures":\#(failures)\#(error.map { #","error":\#(JSON.string($0))"# } ?? "")}"#
        case .clock(let state, let time):
            return #"{"event":"clock","state":\#(JSON.string(state.description)),"t_ms":\#(JSON.number(time * 1000))}"#
        case .selectedColors(let color):
            return #"{"event":"selected-colors","color":"\#(color.hexString)"}"#
        case .badge(let index, let value):
            return #"{"event":"badge","index":\#(index),"value":\#(value.map(JSON.string) ?? "null")}"#
        case .frame(let seq, let time, let renderTime, let drawTime):
            return
                #"{"event":"frame","seq":\#(seq),"t_ms":\#(JSON.number(time * 1000)),"render_ms":\#(JSON.number(renderTime * 1000)),"draw_ms":\#(JSON.number(drawTime * 1000))}"#
        case .exit(let code):
            return Self.exitLine(code)
        case .control(let line, let command, let id, let state, let waited):
            return controlLine(line: line, command: command, id: id, state: state, waited: waited)
        case .error(let source, let line, let reason, let id):
            return
                #"{"event":"error","source":\#(JSON.string(source)),"line":\#(line)\#(Self.idMember(id)),"reason":\#(JSON.string(reason))}"#
        }
    }

    /// `fields` as JSON members, each after a comma.
    static func members(_ fields: [TimelineTrace.Field]) -> String {
        fields.map { field in
            let value =
                switch field.value {
                case .text(let text): JSON.string(text)
                case .number(let number): JSON.number(number)
                case .flag(let flag): "\(flag)"
                }
            return "," + JSON.string(field.key) + ":" + value
        }.joined()
    }

    private func rect(_ r: Rect) -> String {
        let s = r.scaled(by: scale)
        return
            #""x":\#(JSON.number(s.minX)),"y":\#(JSON.number(s.minY)),"w":\#(JSON.number(s.width)),"h":\#(JSON.number(s.height))"#
    }
}

/// JSON text for the few value kinds the trace uses.
enum JSON {
    /// A JSON string literal: the shared escaper's output, which JSON accepts as it is. A
    /// string longer than `maximumScalars` (a 1 MB title) keeps its start and ends in "…": a
    /// trace line stays a line a reader can take, and every path fits.
    static func string(_ s: String) -> String {
        guard s.utf8.count > maximumScalars, s.unicodeScalars.count > maximumScalars else {
            return "\"" + TextEscaping.escaped(s) + "\""
        }
        var cut = String(String.UnicodeScalarView(s.unicodeScalars.prefix(maximumScalars - 1)))
        cut.unicodeScalars.append("…")
        return "\"" + TextEscaping.escaped(cut) + "\""
    }

    /// The most Unicode scalars of a string the trace writes (PATH_MAX is 4096 bytes).
    static let maximumScalars = 4096

    /// A number with at most three decimals; whole numbers print without a fraction.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
