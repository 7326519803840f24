/// Writes `assets/tabbar.schema.json` (JSON Schema draft 2020-12) from the decoder itself.
///
/// It runs the real `ConfigurationDecoder` under a `SchemaRecorder` on a document that
/// grows until every object the decoder opens is present: each pass adds `{}` for the
/// object keys it saw and `null` for keys only probed. What the reads noted (key, type,
/// range, names, required) becomes the schema; descriptions come from
/// `ConfigurationSchema.descriptions`, defaults from the model (`defaults`) and each key's
/// `x-origin`, the library it reproduces, from `origins`. Cross-field rules (insets against the window's
/// width, "frames" needing a folder) stay the decoder's alone.
public enum ConfigurationSchema {
    /// Why the schema could not be written: the decoder refused the document it was probed
    /// with, or the probing never settled.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The schema's `$id`: a name for it; validators do not fetch it.
    public static let identifier = "https://github.com/animatedtabbar/tabbar/assets/tabbar.schema.json"

    /// The schema text, ending in a newline; `page.kind` lists the names in `pages`.
    public static func generate(catalog: ItemAnimationCatalog, pages: PageCatalog = .builtIn) throws -> String {
        let recorder = try explore(catalog: catalog, pages: pages)
        var root = objectSchema("", recorder: recorder)
        root = .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("$id", .string(identifier)),
                ("title", .string("AnimatedTabBar configuration")),
            ] + members(root))
        return root.text() + "\n"
    }

    /// Keys that have no description yet ("bar.height"), so a test can name them.
    public static func undescribedKeys(catalog: ItemAnimationCatalog, pages: PageCatalog = .builtIn) throws -> [String]
    {
        let recorder = try explore(catalog: catalog, pages: pages)
        return recorder.objects.flatMap { path in
            recorder.keys(of: path).map { qualified(path, $0.name) }.filter { description($0) == nil }
        }
    }

    static func explore(catalog: ItemAnimationCatalog, pages: PageCatalog) throws -> SchemaRecorder {
        var document = SchemaJSON.object([("tabs", .array([.object([("title", .string("A"))])]))])
        for _ in 0..<32 {
            let recorder = SchemaRecorder()
            var decoder = ConfigurationDecoder(
                file: nil, baseDirectory: "/", catalog: catalog, pages: pages,
                listFrames: { _ in ["/f/0.png"] })
            decoder.imageSize = { _ in Size(width: 1, height: 1) }
            let text = document.text()
            do {
                _ = try recorder.record { () throws -> AppConfiguration in
                    try decoder.decode(try JSONParser.parse(text))
                }
            } catch {
                throw Failure(description: "the decoder refused the exploring document: \(error)\n\(text)")
            }
            var grown = document
            for path in recorder.objects {
                for key in recorder.keys(of: path) where !has(grown, path: path, key: key.name) {
                    if key.type == .object { insert(&grown, path: components(path), key: key.name, value: .object([])) }
                    if key.type == nil { insert(&grown, path: components(path), key: key.name, value: .null) }
                }
            }
            if grown == document { return recorder }
            document = grown
        }
        throw Failure(description: "the exploring document kept growing")
    }

    /// "tabs[].page" → ["tabs[]", "page"].
    static func components(_ path: String) -> [String] {
        path.isEmpty ? [] : path.split(separator: ".").map(String.init)
    }

    static func qualified(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    static func has(_ document: SchemaJSON, path: String, key: String) -> Bool {
        var node = document
        for component in components(path) {
            let isArray = component.hasSuffix("[]")
            guard let next = node[isArray ? String(component.dropLast(2)) : component] else { return false }
            if isArray {
                guard case .array(let elements) = next, let first = elements.first else { return false }
                node = first
            } else {
                node = next
            }
        }
        return node[key] != nil
    }

    static func insert(_ node: inout SchemaJSON, path: [String], key: String, value: SchemaJSON) {
        guard let component = path.first else {
            node.set(key, value)
            return
        }
        let isArray = component.hasSuffix("[]")
        let name = isArray ? String(component.dropLast(2)) : component
        guard var child = node[name] else { return }
        if isArray {
            guard case .array(var elements) = child, !elements.isEmpty else { return }
            insert(&elements[0], path: Array(path.dropFirst()), key: key, value: value)
            child = .array(elements)
        } else {
            insert(&child, path: Array(path.dropFirst()), key: key, value: value)
        }
        node.set(name, child)
    }

    static func members(_ json: SchemaJSON) -> [(String, SchemaJSON)] {
        if case .object(let members) = json { members } else { [] }
    }

    /// The schema of the object at `path`: its keys, nothing else.
    static func objectSchema(_ path: String, recorder: SchemaRecorder) -> SchemaJSON {
        let keys = recorder.keys(of: path)
        let properties = keys.map { key -> (String, SchemaJSON) in
            let name = qualified(path, key.name)
            var schema = valueSchema(key.type, path: name, recorder: recorder)
            if !key.isRequired { schema = nullable(schema) }
            if let text = description(name) { schema = .object([("description", .string(text))] + members(schema)) }
            if let value = defaults[name] { schema.set("default", value) }
            if let origin = origin(name) { schema.set("x-origin", .string(origin)) }
            return (key.name, schema)
        }
        var result: [(String, SchemaJSON)] = [("type", .string("object"))]
        result.append(("properties", .object(properties)))
        let required = keys.filter(\.isRequired).map { SchemaJSON.string($0.name) }
        if !required.isEmpty { result.append(("required", .array(required))) }
        result.append(("additionalProperties", .bool(false)))
        return .object(result)
    }

    static func valueSchema(_ type: SchemaRecorder.ValueType?, path: String, recorder: SchemaRecorder) -> SchemaJSON {
        // Optional keys take null as "absent", as the decoder does; required ones are typed alone.
        switch type {
        case nil: return .object([])
        case .string: return .object([("type", .string("string"))])
        case .number(let range): return bounded("number", range.map { ($0.lowerBound, $0.upperBound) })
        case .integer(let range):
            return bounded("integer", range.map { (Double($0.lowerBound), Double($0.upperBound)) })
        case .boolean: return .object([("type", .string("boolean"))])
        case .choice(let names): return .object([("enum", .array(names.map(SchemaJSON.string)))])
        case .object: return objectSchema(path, recorder: recorder)
        case .array:
            guard recorder.objects.contains(path + "[]") else { return .object([("type", .string("array"))]) }
            return .object([("type", .string("array")), ("items", objectSchema(path + "[]", recorder: recorder))])
        case .color: return colorSchema
        case .colorOrNone: return .object([("anyOf", .array([colorSchema, .object([("const", .string("none"))])]))])
        case .path: return pathSchema
        case .paths:
            return .object([
                ("anyOf", .array([pathSchema, .object([("type", .string("array")), ("items", pathSchema)])]))
            ])
        case .badge:
            return .object([("type", .array([.string("string"), .string("integer"), .string("null")]))])
        case .segment:
            let frames = SchemaJSON.object([
                ("type", .string("array")), ("items", .object([("type", .string("number"))])),
                ("minItems", .number(2)), ("maxItems", .number(2)),
            ])
            return .object([("anyOf", .array([frames, .object([("type", .string("string"))])]))])
        }
    }

    /// `schema` also accepting null: the decoder reads an optional key's null as absent.
    static func nullable(_ schema: SchemaJSON) -> SchemaJSON {
        var result = schema
        switch schema["type"] {
        case .string(let type)?: result.set("type", .array([.string(type), .string("null")]))
        case .array(let types)? where !types.contains(.string("null")):
            result.set("type", .array(types + [.string("null")]))
        case .array?: break
        default:
            if case .array(let names)? = schema["enum"] { result.set("enum", .array(names + [.null])) }
            if case .array(let options)? = schema["anyOf"] {
                result.set("anyOf", .array(options + [.object([("type", .string("null"))])]))
            }
        }
        return result
    }

    static func bounded(_ type: String, _ range: (Double, Double)?) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = [("type", .string(type))]
        if let range { members += [("minimum", .number(range.0)), ("maximum", .number(range.1))] }
        return .object(members)
    }

    static let colorSchema = SchemaJSON.object([
        ("type", .string("string")),
        ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
    ])

    static let pathSchema = SchemaJSON.object([("type", .string("string")), ("minLength", .number(1))])
}
