/// Reads one JSON object strictly, for the hand-written decoders of configuration types.
///
/// A decoder asks for each key it understands (`string("title")`, `requiredInt("size")`,
/// `optional("tabs") { … }`), then calls `finish()`, which rejects any key it never asked
/// about: a misspelt "colour" becomes an error that names the valid keys, instead of a
/// setting that silently does nothing. Every error is a `ConfigError` carrying the file,
/// the location of the offending value and its key path ("tabs[2].animation").
///
/// An explicit JSON `null` counts as absent for the optional readers (they return nil), so
/// a file can write `"badge": null` to mean "no badge". The required readers reject it.
///
/// Design: a struct whose copies share one reference-typed `KeyLedger` of the keys asked
/// about, so its methods are non-mutating, it can live in a `let` and be passed to helper
/// functions, and `finish()` still sees every lookup. Nested readers returned by
/// `object(_:)` have their own ledger and need their own `finish()`.
public struct ObjectReader: Sendable {
    /// The object being read.
    public let node: JSONNode
    /// The object's members in file order.
    public let members: [JSONMember]
    /// The object's key path; "" for the root object.
    public let path: String
    /// The file name used in errors; nil when the text came from elsewhere.
    public let file: String?
    /// Index of each key's member, so each lookup is O(1) however large the object is.
    private let memberIndex: [String: Int]
    private let ledger = KeyLedger()

    /// Starts reading `node`, which must be an object.
    ///
    /// - Throws: "expected an object, found a string" (or whatever was found) at the node.
    public init(_ node: JSONNode, path: String, file: String?) throws(ConfigError) {
        guard case .object(let members) = node.value else {
            throw ObjectReader.typeMismatch(expected: "an object", node, path, file)
        }
        self.node = node
        self.members = members
        self.path = path
        self.file = file
        var index: [String: Int] = [:]
        // The parser forbids duplicate keys; for hand-built trees the first one wins.
        for (position, member) in members.enumerated() where index[member.key] == nil {
            index[member.key] = position
        }
        memberIndex = index
        SchemaRecorder.current?.openObject(path)
    }

    /// The member for `key`, recording the key as known.
    private func lookUp(_ key: String) -> JSONMember? {
        ledger.record(key)
        noteSchema(key, nil)
        return memberIndex[key].map { members[$0] }
    }

    /// Reads `key` with `read` when it is present and not null, or returns nil.
    ///
    /// `read` gets the value and its key path. A `ConfigError` it throws is completed with
    /// this reader's file, the value's location and the key path wherever they are missing,
    /// so a closure may throw `ConfigError(message: "…")` alone; any other error becomes a
    /// `ConfigError` whose message is the error's description.
    ///
    /// `read` is an untyped `throws` closure on purpose: Swift 6 infers `throws(any Error)`
    /// for a closure without an explicit `throws(ConfigError)`, so a typed parameter would
    /// reject the natural `{ try ObjectReader.readString($0, $1, file) }`. Closures written
    /// with `throws(ConfigError)` are accepted as well.
    public func optional<T>(_ key: String, _ read: (JSONNode, String) throws -> T) throws(ConfigError) -> T? {
        guard let member = lookUp(key) else { return nil }
        if case .null = member.value.value { return nil }
        return try apply(read, to: member)
    }

    /// Reads `key` with `read`, which gets the value and its key path.
    ///
    /// - Throws: `missing required key "title"` located at this object when the key is
    ///   absent (or, when the object has a key within two edits of it, `missing required
    ///   key "title"; "titel" is unknown, did you mean "title"?` located at that key),
    ///   `required key "title" is null` at the value when it is null, and whatever `read`
    ///   throws, completed as in `optional(_:_:)`.
    public func required<T>(_ key: String, _ read: (JSONNode, String) throws -> T) throws(ConfigError) -> T {
        guard let member = lookUp(key) else {
            // A misspelt key is the likelier mistake than a forgotten one, and the unknown
            // key check (`finish`) comes only after the whole object is read.
            if let misspelt = members.first(where: {
                $0.key != key && SpellingSuggestion.closest(to: $0.key, in: [key]) != nil
            }) {
                throw ConfigError(
                    file: file, location: misspelt.keyLocation, keyPath: Self.path(path, key: misspelt.key),
                    message: "missing required key \(DiagnosticText.quoted(key)); "
                        + "\(DiagnosticText.quoted(misspelt.key)) is unknown, did you mean \(DiagnosticText.quoted(key))?"
                )
            }
            throw ConfigError(
                file: file, location: node.location, keyPath: path,
                message: "missing required key \(DiagnosticText.quoted(key))")
        }
        if case .null = member.value.value {
            throw ConfigError(
                file: file, location: member.value.location, keyPath: Self.path(path, key: key),
                message: "required key \(DiagnosticText.quoted(key)) is null")
        }
        return try apply(read, to: member)
    }

    /// Runs `read` on a member's value, filling in what its error leaves out.
    private func apply<T>(_ read: (JSONNode, String) throws -> T, to member: JSONMember) throws(ConfigError) -> T {
        let valuePath = Self.path(path, key: member.key)
        return try Self.completing(file: file, location: member.value.location, keyPath: valuePath) {
            try read(member.value, valuePath)
        }
    }

    /// True when the object has `key`, null or not. Does not record the key as known (the
    /// schema recorder notes it, so a key read only after this check is still in the schema).
    public func contains(_ key: String) -> Bool {
        noteSchema(key, nil)
        return memberIndex[key] != nil
    }

    /// Checks that every key in the object was asked about.
    ///
    /// - Throws: for the first unknown key in file order, located at the key:
    ///   `unknown key "colour"; valid keys: title, icon, color; did you mean "color"?`
    ///   (the suggestion only when a valid key is within two edits; the valid keys are
    ///   listed nearest first and cut with "…" so the line stays short).
    public func finish() throws(ConfigError) {
        let unknown = members.first { !ledger.contains($0.key) }
        guard let unknown else { return }
        let valid = ledger.orderedKeys
        var message = "unknown key \(DiagnosticText.quoted(unknown.key)); "
        message +=
            valid.isEmpty
            ? "this object takes no keys" : "valid keys: " + DiagnosticText.choices(valid, near: unknown.key)
        if let suggestion = SpellingSuggestion.closest(to: unknown.key, in: valid) {
            message += "; did you mean \(DiagnosticText.quoted(suggestion))?"
        }
        throw ConfigError(
            file: file, location: unknown.keyLocation, keyPath: Self.path(path, key: unknown.key),
            message: message)
    }
}
