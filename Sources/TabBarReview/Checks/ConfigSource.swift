import TabBarCore

/// A configuration file as parsed, to point a finding at the key that configured a motion:
/// the JSON parser keeps every key's and value's line and column.
public struct ConfigSource: Sendable {
    /// One step of a key path: a member's key or an array's index.
    public enum Step: Hashable, Sendable {
        /// An object member, by its key (`tabs`, `animation`).
        case key(String)
        /// An array element, by its index from 0 (`tabs[2]`).
        case index(Int)
    }

    /// Where a key path points: the key itself when the file writes it, else the closest
    /// enclosing key or element the file has.
    public struct Place: Hashable, Sendable {
        /// The line and column the finding points at.
        public var location: SourceLocation
        /// Whether the file writes the whole path (false: the motion is the default).
        public var isWritten: Bool

        /// A place at `location`; `isWritten` says whether the whole key path is there.
        public init(location: SourceLocation, isWritten: Bool) {
            self.location = location
            self.isWritten = isWritten
        }
    }

    /// The file's name as findings print it.
    public var file: String
    /// The parsed file, with every key's and value's location.
    public var root: JSONNode

    /// The source of `file`, already parsed into `root` (the same parse the configuration
    /// was decoded from, so locations match what was checked).
    public init(file: String, root: JSONNode) {
        self.file = file
        self.root = root
    }

    /// Where `steps` lead: a member's key location, an element's value location; when the
    /// file stops short, the deepest step it has (the root's first character at worst).
    public func place(of steps: [Step]) -> Place {
        var node = root
        var location = root.location
        for step in steps {
            switch (step, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else {
                    return Place(location: location, isWritten: false)
                }
                location = member.keyLocation
                node = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                node = elements[index]
                location = node.location
            default:
                return Place(location: location, isWritten: false)
            }
        }
        return Place(location: location, isWritten: true)
    }

    /// "tabs[2].animation" for `[.key("tabs"), .index(2), .key("animation")]`, as the
    /// decoder's errors write key paths.
    public static func path(_ steps: [Step]) -> String {
        steps.reduce("") { path, step in
            switch step {
            case .key(let key): ObjectReader.path(path, key: key)
            case .index(let index): ObjectReader.path(path, index: index)
            }
        }
    }
}
