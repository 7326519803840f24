import TabBarCore

/// One JSON object of a Lottie file, read leniently (unknown keys are the format's own)
/// but with typed, located errors for the keys the checks need.
struct LottieObject {
    let members: [JSONMember]
    /// Where the object is, as "layers[2]" or "" for the top.
    let path: String

    init(_ node: JSONNode, path: String) throws(LottieProblem) {
        guard case .object(let members) = node.value else {
            let place = path.isEmpty ? "the file" : path
            throw LottieProblem("\(place) must be an object, found \(node.value.typeName)")
        }
        self.members = members
        self.path = path
    }

    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value.value
    }

    func problem(_ message: String) -> LottieProblem {
        LottieProblem(path.isEmpty ? message : path + ": " + message)
    }

    func number(_ key: String) throws(LottieProblem) -> Double? {
        switch self[key] {
        case nil: return nil
        case .number(let value)?: return value
        case let value?: throw problem("\"\(key)\" must be a number, found \(value.typeName)")
        }
    }

    func requiredNumber(_ key: String, _ meaning: String) throws(LottieProblem) -> Double {
        guard let value = try number(key) else { throw problem("missing \"\(key)\" (\(meaning))") }
        return value
    }

    func string(_ key: String) throws(LottieProblem) -> String? {
        switch self[key] {
        case nil: return nil
        case .string(let value)?: return value
        case let value?: throw problem("\"\(key)\" must be a string, found \(value.typeName)")
        }
    }

    func requiredString(_ key: String) throws(LottieProblem) -> String {
        guard let value = try string(key) else { throw problem("missing \"\(key)\"") }
        return value
    }

    func array(_ key: String) throws(LottieProblem) -> [JSONNode]? {
        switch self[key] {
        case nil: return nil
        case .array(let elements)?: return elements
        case let value?: throw problem("\"\(key)\" must be an array, found \(value.typeName)")
        }
    }

    func requiredArray(_ key: String) throws(LottieProblem) -> [JSONNode] {
        guard let value = try array(key) else { throw problem("missing \"\(key)\"") }
        return value
    }

    /// An asset's or a layer's reference (`id`, `refId`): Bodymovin writes strings, some
    /// tools numbers; rlottie reads both as text.
    func reference(_ key: String) throws(LottieProblem) -> String? {
        switch self[key] {
        case nil: return nil
        case .string(let value)?: return value
        case .number(let value)?: return LottieValidator.format(value)
        case let value?: throw problem("\"\(key)\" must be a string, found \(value.typeName)")
        }
    }
}
