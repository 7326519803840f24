import TabBarCore

/// The JSON Schema (draft 2020-12) of QA scripts, as `tabbar schema --script` writes it.
/// Written beside the decoder rather than recorded from it, because a script is a list of
/// alternatives (one step kind per object, one target shape per target), which the config's
/// recorded schema does not express; `ScriptSchemaTests` holds the two to the same step
/// kinds, assert kinds and answers.
public enum ScriptSchema {
    /// The schema's `$id`: a name for it; validators do not fetch it.
    public static let identifier = "https://github.com/animatedtabbar/tabbar/assets/script.schema.json"

    /// The schema text, ending in a newline.
    public static func generate() -> String {
        let steps = QAScript.stepNames.map { SchemaJSON.object([("$ref", .string("#/$defs/step-\($0)"))]) }
        var definitions: [(String, SchemaJSON)] = QAScript.stepNames.map { ("step-\($0)", step($0)) }
        definitions += [
            ("target", target(extra: [], required: [])), ("item", item), ("point", point),
            ("assert", assertion),
        ]
        let root = SchemaJSON.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("$id", .string(identifier)),
            ("title", .string("AnimatedTabBar QA script")),
            ("description", .string("tabbar --script FILE: steps run in order on the script's clock.")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", .string("string"))])),
                    ("steps", .object([("type", .string("array")), ("items", .object([("oneOf", .array(steps))]))])),
                ])
            ),
            ("required", .array([.string("steps")])), ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
        return root.text() + "\n"
    }

    /// One step kind: an object with that key alone (a `waitFor` may add `timeout`).
    static func step(_ kind: String) -> SchemaJSON {
        var properties: [(String, SchemaJSON)] = [(kind, stepValue(kind))]
        if kind == "waitFor" { properties.append(("timeout", optional(number(0, 3600)))) }
        return .object([
            ("description", .string(descriptions[kind] ?? kind)), ("type", .string("object")),
            ("properties", .object(properties)), ("required", .array([.string(kind)])),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func stepValue(_ kind: String) -> SchemaJSON {
        switch kind {
        case "click", "longPress", "hover": return ref("target")
        case "key": return .object([("type", .string("string")), ("pattern", .string(keyPattern))])
        case "wait": return number(0, 3600)
        case "waitFor":
            return .object([
                (
                    "oneOf",
                    .array([
                        .object([("const", .string("idle"))]),
                        closed([("transition", .object([("const", .string("end"))]))], required: ["transition"]),
                    ])
                )
            ])
        case "screenshot": return path
        case "assert": return ref("assert")
        case "wheel": return target(extra: [("dy", number(-1e4, 1e4))], required: ["dy"])
        default:
            return closed(
                [("from", ref("target")), ("to", ref("point")), ("duration", optional(number(0, 60)))],
                required: ["from", "to"])
        }
    }

    /// A bar item (`item` or `title`) or a point, with `extra` keys beside it.
    static func target(extra: [(String, SchemaJSON)], required: [String]) -> SchemaJSON {
        let shapes = [
            closed([("item", integer(0, 999))] + extra, required: ["item"] + required),
            closed([("title", .object([("type", .string("string"))]))] + extra, required: ["title"] + required),
            closed([("x", number(-1e5, 1e5)), ("y", number(-1e5, 1e5))] + extra, required: ["x", "y"] + required),
        ]
        return .object([("oneOf", .array(shapes))])
    }

    /// An item where an index is taken: the index, or `{"title": …}`.
    static let item = SchemaJSON.object([
        (
            "oneOf",
            .array([integer(0, 999), closed([("title", .object([("type", .string("string"))]))], required: ["title"])])
        )
    ])

    static let point = closed([("x", number(-1e5, 1e5)), ("y", number(-1e5, 1e5))], required: ["x", "y"])

    /// KeyName's names as a pattern, case ignored letter by letter (JSON Schema patterns have
    /// no flags): modifiers joined by "+", then a named key, F1…F12 or one character.
    static var keyPattern: String {
        let anyCase = { (word: String) in
            word.map { $0.isLetter ? "[\($0.uppercased())\($0.lowercased())]" : String($0) }.joined()
        }
        let modifiers = KeyName.modifierNames.map(anyCase).joined(separator: "|")
        let names = KeyName.named.map { anyCase($0.name) }.joined(separator: "|")
        return "^((\(modifiers))\\+)*(\(names)|[Ff]0*([1-9]|1[0-2])|.)$"
    }

    static let path = SchemaJSON.object([("type", .string("string")), ("minLength", .number(1))])

    static func ref(_ name: String) -> SchemaJSON { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func number(_ low: Double, _ high: Double) -> SchemaJSON {
        .object([("type", .string("number")), ("minimum", .number(low)), ("maximum", .number(high))])
    }

    static func integer(_ low: Double, _ high: Double) -> SchemaJSON {
        .object([("type", .string("integer")), ("minimum", .number(low)), ("maximum", .number(high))])
    }

    /// `schema` or null: the decoder reads an optional key's null as absent.
    static func optional(_ schema: SchemaJSON) -> SchemaJSON {
        .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }

    /// An object with exactly `properties`, of which `required` must be there.
    static func closed(_ properties: [(String, SchemaJSON)], required: [String]) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { members.append(("required", .array(required.map(SchemaJSON.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }
}
