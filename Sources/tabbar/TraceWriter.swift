import Glibc
import TabBarCore

/// Writes trace events to stdout as one JSON object per line, each flushed at once
/// (a single `write`), so a test reading the pipe sees every line as it happens.
final class TraceWriter {
    let isEnabled: Bool
    /// Device pixels per logical pixel: layouts are traced in window pixels.
    var scale: Double = 1

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    func write(_ events: [TraceEvent]) {
        guard isEnabled else { return }
        for event in events { writeLine(encode(event)) }
    }

    func write(_ event: TraceEvent) {
        write([event])
    }

    func encode(_ event: TraceEvent) -> String {
        switch event {
        case .ready(let window, let width, let height):
            return #"{"event":"ready","window":\#(window),"width":\#(width),"height":\#(height)}"#
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
            return #"{"event":"animation","index":\#(a.index),"name":\#(JSON.string(a.name)),"phase":"\#(a.phase.rawValue)","kind":"\#(a.kind.rawValue)","t_ms":\#(JSON.number(a.time * 1000))\#(interrupted)}"#
        case .navigation(let slot, let action, let depth):
            return #"{"event":"navigation","tab":\#(slot),"action":"\#(action)","depth":\#(depth)}"#
        case .transition(let name, let role, let phase, let time):
            return #"{"event":"transition","name":"\#(name.rawValue)","kind":"\#(role.rawValue)","phase":"\#(phase.rawValue)","t_ms":\#(JSON.number(time * 1000))}"#
        case .hijack(let index, let cause):
            return #"{"event":"hijack","index":\#(index),"cause":"\#(cause.rawValue)"}"#
        case .hover(let index):
            return #"{"event":"hover","index":\#(index.map(String.init) ?? "null")}"#
        case .tooltip(let index):
            return #"{"event":"tooltip","index":\#(index)}"#
        case .screenshot(let path):
            return #"{"event":"screenshot","path":\#(JSON.string(path))}"#
        case .reload(let ok, let error):
            return #"{"event":"reload","ok":\#(ok)\#(error.map { #","error":\#(JSON.string($0))"# } ?? "")}"#
        case .assertion(let ok, let expected, let actual):
            return #"{"event":"assert","ok":\#(ok),"expected":\#(expected),"actual":\#(actual)}"#
        case .scriptEnd(let failures):
            return #"{"event":"script","phase":"end","failures":\#(failures)}"#
        case .clock(let state, let time):
            return #"{"event":"clock","state":\#(JSON.string(state)),"t_ms":\#(JSON.number(time * 1000))}"#
        case .selectedColors(let color):
            return #"{"event":"selected-colors","color":"\#(color.hexString)"}"#
        case .badge(let index, let value):
            return #"{"event":"badge","index":\#(index),"value":\#(value.map(JSON.string) ?? "null")}"#
        case .frame(let seq, let time, let renderTime):
            return #"{"event":"frame","seq":\#(seq),"t_ms":\#(JSON.number(time * 1000)),"render_ms":\#(JSON.number(renderTime * 1000))}"#
        case .exit(let code):
            return #"{"event":"exit","code":\#(code)}"#
        }
    }

    private func rect(_ r: Rect) -> String {
        let s = r.scaled(by: scale)
        return #""x":\#(JSON.number(s.minX)),"y":\#(JSON.number(s.minY)),"w":\#(JSON.number(s.width)),"h":\#(JSON.number(s.height))"#
    }

    private func writeLine(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// JSON text for the few value kinds the trace uses.
enum JSON {
    /// A JSON string literal with the required escapes.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number with at most three decimals; whole numbers print without a fraction.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
