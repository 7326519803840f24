import Synchronization

/// The decoder's key tables, read from the decoder itself: while a recorder is `current`,
/// every `ObjectReader` notes each key it asks for, with the type, range or names it reads
/// it as, and every object it opens. `ConfigurationSchema` runs the real decoder under a
/// recorder and writes the JSON Schema from what it noted, so the two cannot disagree.
///
/// Recording is off (one task-local read per key) unless `record(_:)` is running.
public final class SchemaRecorder: Sendable {
    /// What a key's value is read as.
    public enum ValueType: Hashable, Sendable {
        /// Any string.
        case string
        /// A number, within the range when there is one.
        case number(ClosedRange<Double>?)
        /// A whole number, within the range when there is one.
        case integer(ClosedRange<Int>?)
        /// `true` or `false`.
        case boolean
        /// One of the listed strings.
        case choice([String])
        /// A JSON object, whose keys the recorder notes under its own path.
        case object
        /// A JSON array.
        case array
        /// "#RGB", "#RRGGBB" or "#RRGGBBAA".
        case color
        /// A colour, or "none".
        case colorOrNone
        /// A file path, relative to the configuration's folder.
        case path
        /// One path, or a list of paths.
        case paths
        /// A string, a whole number, or null.
        case badge
        /// A Lottie segment: `[fromFrame, toFrame]`, or a marker's name.
        case segment
    }

    /// One key of one object: its type (nil when only probed with `contains`) and whether it is required.
    public struct Key: Sendable {
        /// The key as written in the file.
        public var name: String
        /// What its value is read as; nil when the decoder only asked whether it is there.
        public var type: ValueType?
        /// Whether the object is an error without it.
        public var isRequired: Bool
    }

    private struct State {
        /// Object paths ("" is the root, "tabs[]" any tab), in the order they were opened.
        var objects: [String] = []
        var keys: [String: [Key]] = [:]
    }

    private let state = Mutex(State())

    /// The recorder that `ObjectReader`s note keys in, in this task; nil (no recording)
    /// outside `record(_:)`.
    @TaskLocal public static var current: SchemaRecorder?

    /// A recorder that has noted nothing yet.
    public init() {}

    /// Runs `body` with this recorder current.
    public func record<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self) { try body() }
    }

    /// The objects seen, in order, as normalised paths.
    public var objects: [String] { state.withLock { $0.objects } }

    /// The keys of the object at `path`, in the order first asked.
    public func keys(of path: String) -> [Key] { state.withLock { $0.keys[path] ?? [] } }

    /// "tabs[2].page" → "tabs[].page": every element of an array shares one schema.
    public static func normalised(_ path: String) -> String {
        var result = ""
        var inIndex = false
        for character in path {
            if character == "[" {
                inIndex = true
                result.append("[")
            } else if character == "]" {
                inIndex = false
                result.append("]")
            } else if !inIndex {
                result.append(character)
            }
        }
        return result
    }

    func openObject(_ path: String) {
        let path = Self.normalised(path)
        state.withLock { state in
            if !state.objects.contains(path) { state.objects.append(path) }
        }
    }

    func note(_ path: String, _ key: String, _ type: ValueType?, required: Bool) {
        let path = Self.normalised(path)
        state.withLock { state in
            var keys = state.keys[path] ?? []
            if let index = keys.firstIndex(where: { $0.name == key }) {
                // A typed read says more than a bare lookup or a `contains` probe.
                if keys[index].type == nil { keys[index].type = type }
                keys[index].isRequired = keys[index].isRequired || required
            } else {
                keys.append(Key(name: key, type: type, isRequired: required))
            }
            state.keys[path] = keys
        }
    }
}

extension ObjectReader {
    /// Notes `key` with its type for the current recorder, if one is recording.
    func noteSchema(_ key: String, _ type: SchemaRecorder.ValueType?, required: Bool = false) {
        SchemaRecorder.current?.note(path, key, type, required: required)
    }
}
