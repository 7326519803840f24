import TabBarCore

/// The asserts' part of the script schema, and the steps' descriptions.
extension ScriptSchema {
    /// An assert: an object with one of `ScriptCheck.names`.
    static var assertion: SchemaJSON {
        let color = SchemaJSON.object([
            ("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ])
        let text = SchemaJSON.object([("type", .string("string"))])
        let kinds: [(String, SchemaJSON)] = [
            ("selected", ref("item")),
            ("depth", integer(0, 999)),
            ("page", text),
            (
                "badge",
                .object([
                    (
                        "oneOf",
                        .array([
                            closed([("index", integer(0, 999)), ("value", optional(text))], required: ["index"]),
                            closed([("title", text), ("value", optional(text))], required: ["title"]),
                        ])
                    )
                ])
            ),
            ("animating", .object([("type", .array([.string("boolean"), .string("string")]))])),
            (
                "pixel",
                closed(
                    [
                        ("x", number(0, 1e5)), ("y", number(0, 1e5)), ("color", color),
                        ("tolerance", optional(integer(0, 255))),
                    ], required: ["x", "y", "color"])
            ),
            (
                "screenshot",
                closed(
                    [
                        ("path", path), ("maxDiffPixels", optional(integer(0, 100_000_000))),
                        ("threshold", optional(number(0, 1))),
                    ], required: ["path"])
            ),
            ("property", propertyAssert),
        ]
        return .object([
            ("description", .string("Exactly one check; docs/scripts.md lists when each holds.")),
            ("oneOf", .array(kinds.map { closed([$0], required: [$0.0]) })),
        ])
    }

    /// `{"node": …, <property>: number, "at": seconds, "tolerance": number}`, one property.
    static var propertyAssert: SchemaJSON {
        let shapes = ScriptCheck.properties.map { property in
            closed(
                [
                    ("node", .object([("type", .string("string"))])), (property.rawValue, number(-1e6, 1e6)),
                    ("at", number(0, 3600)), ("tolerance", optional(number(0, 1e6))),
                ], required: ["node", property.rawValue, "at"])
        }
        return .object([
            (
                "description",
                .string("A named node's property (as tabbar plot names them) at seconds since its motion began.")
            ),
            ("oneOf", .array(shapes)),
        ])
    }

    /// One line per step kind.
    static let descriptions: [String: String] = [
        "click":
            "A press and release on a bar item (by index or title; a title behind More goes through More) or a point.",
        "key": "A key with modifiers: \(KeyName.examples).",
        "wait": "Let this many seconds of the script's clock pass.",
        "waitFor":
            "Hold the steps after it until nothing moves (\"idle\") or no page transition does; fail after timeout seconds of motion (default 5).",
        "screenshot": "Write the frame to this PNG, relative to the script.",
        "assert": "Check what the window shows; a failed assert makes the exit code 3.",
        "drag": "A press, one move per frame for duration seconds, and a release.",
        "longPress": "A press held 0.6 s.",
        "wheel": "A wheel turn of dy over a target.",
        "hover": "The pointer moved onto a target.",
    ]
}
