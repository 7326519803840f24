import TabBarCore

/// A JSON tree written without spaces or line breaks: a Lottie file of keyframes at every
/// frame is four times smaller than `SchemaJSON.text()`'s indented form.
public enum CompactJSON {
    /// `value` as JSON text, keys in their order, with no whitespace.
    public static func text(_ value: SchemaJSON) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    static func write(_ value: SchemaJSON, to out: inout String) {
        switch value {
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                out += "\"" + TextEscaping.escaped(member.0) + "\":"
                write(member.1, to: &out)
            }
            out += "}"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                write(element, to: &out)
            }
            out += "]"
        case .string(let text): out += "\"" + TextEscaping.escaped(text) + "\""
        case .number(let n): out += n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }
}
