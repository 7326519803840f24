import TabBarCore

/// One line of the `--control` channel: a JSON object with exactly one command key and an
/// optional `"id"` (a number or a string), echoed in the line that answers it.
public struct ControlRequest: Hashable, Sendable {
    /// The id the line carried, echoed in its answer.
    public var id: ControlID?
    /// What the line asks for.
    public var command: ControlCommand

    /// A request for `command`, with the id it carried.
    public init(id: ControlID? = nil, command: ControlCommand) {
        self.id = id
        self.command = command
    }

    /// A line that could not be read: why, in one line, and the id when it could be read.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The id, if the line got far enough to read it.
        public var id: ControlID?
        /// Why the line was refused, one line.
        public var reason: String
        public var description: String { reason }
    }

    /// Decodes one line. An unknown command gets "did you mean".
    public static func decode(_ line: String) throws(Failure) -> ControlRequest {
        var id: ControlID?
        do {
            let reader = try ObjectReader(try JSONParser.parse(line), path: "", file: nil)
            id = try reader.optional("id") { (node, path) throws(ConfigError) in try readID(node, path) }
            let present = ControlCommand.keys.filter(reader.contains)
            guard present.count == 1, let key = present.first else {
                throw ConfigError(message: problem(present, reader))
            }
            let command = try ControlCommand.decode(key, reader)
            try reader.finish()
            return ControlRequest(id: id, command: command)
        } catch {
            throw Failure(id: id, reason: "\(error)")
        }
    }

    /// Why a line has no single command.
    static func problem(_ present: [String], _ reader: ObjectReader) -> String {
        guard present.isEmpty else { return "one command a line, found " + present.joined(separator: ", ") }
        let others = reader.members.map(\.key).filter { !ControlCommand.companions.contains($0) }
        guard let unknown = others.first else {
            return "no command; commands: " + ControlCommand.keys.joined(separator: ", ")
        }
        return DiagnosticText.unknown("command", unknown, among: ControlCommand.keys)
    }

    static func readID(_ node: JSONNode, _ path: String) throws(ConfigError) -> ControlID {
        if case .string(let text) = node.value {
            guard text.utf8.count <= 200 else { throw ConfigError(message: "an id has at most 200 bytes") }
            return .text(text)
        }
        return .number(try ObjectReader.readInt(node, path, nil, range: -(1 << 53)...(1 << 53)))
    }
}
