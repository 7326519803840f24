import TabBarCore

/// The control channel's replies as trace lines.
extension TraceWriter {
    /// `{"event":"control","line":N,"id":…,"command":…,"cause":"control",…}`: a query's
    /// `state`, a wait's `waited_ms`.
    func controlLine(line: Int, command: String, id: ControlID?, state: ControlState?, waited: Double?) -> String {
        var text = #"{"event":"control","line":\#(line)\#(Self.idMember(id)),"command":\#(JSON.string(command))"#
        text += #","cause":"control""#
        if let waited { text += #","waited_ms":\#(JSON.number(waited * 1000))"# }
        if let state { text += #","state":\#(Self.stateObject(state))"# }
        return text + "}"
    }

    /// `,"id":…` when there is an id, as it was sent (a number or a string).
    static func idMember(_ id: ControlID?) -> String {
        switch id {
        case .number(let value): #","id":\#(value)"#
        case .text(let value): #","id":\#(JSON.string(value))"#
        case nil: ""
        }
    }

    static func stateObject(_ state: ControlState) -> String {
        let strings = { (values: [String]) in "[" + values.map(JSON.string).joined(separator: ",") + "]" }
        let badges = "[" + state.badges.map { $0.map(JSON.string) ?? "null" }.joined(separator: ",") + "]"
        return #"{"selected":\#(state.selected),"depth":\#(state.depth),"pages":\#(strings(state.pages)),"#
            + #""items":\#(strings(state.items)),"badges":\#(badges),"animating":\#(state.isAnimating),"#
            + #""motions":\#(strings(state.motions)),"clock":\#(JSON.string(state.clock))}"#
    }
}
