import TabBarCore

/// Motion asserts: `{"property": {"node": "item 1 button", "scale": 1.2, "at": 0.1, "tolerance": 0.01}}`.
extension ScriptCheck {
    /// The properties an assert may name: every number `tabbar plot` draws a lane of.
    public static let properties = MotionProperty.allCases.filter { $0 != .colour }

    static func readProperty(_ reader: ObjectReader) throws(ConfigError) -> ScriptCheck {
        let node = try reader.requiredString("node")
        let names = properties.map(\.rawValue)
        let present = names.filter(reader.contains)
        guard present.count == 1, let name = present.first, let property = MotionProperty(rawValue: name) else {
            let unknown = reader.members.first { !["node", "at", "tolerance"].contains($0.key) }
            throw ConfigError(
                file: reader.file, location: unknown?.keyLocation ?? reader.node.location, keyPath: reader.path,
                message: present.count > 1 || unknown == nil
                    ? "a property assert names exactly one of: \(names.joined(separator: ", "))"
                    : DiagnosticText.unknown("property", unknown?.key ?? "", among: names))
        }
        let value = try reader.requiredDouble(name, range: -1e6...1e6)
        let at = try reader.requiredDouble("at", range: 0...3600)
        let tolerance = try reader.double("tolerance", range: 0...1e6) ?? defaultTolerance(property)
        try reader.finish()
        return .property(node: node, property, value: value, at: at, tolerance: tolerance)
    }

    /// Half a pixel, half a degree, or a hundredth of a scale, opacity or face share.
    static func defaultTolerance(_ property: MotionProperty) -> Double {
        switch property {
        case .x, .y, .left, .right, .top, .bottom, .rotation, .turn, .frame: 0.5
        case .scale, .opacity, .face, .colour: 0.01
        }
    }
}
