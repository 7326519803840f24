/// Reads an `AppConfiguration` from a parsed JSON document, strictly: unknown keys and
/// names are errors that list the valid choices, and every error names its line and column.
///
/// Asset paths are resolved against `baseDirectory` (the config file's folder). The
/// decoder does no I/O; it returns the assets it referenced so the caller can check them.
public struct ConfigurationDecoder {
    /// An asset the configuration names, with where it was named.
    public struct AssetReference: Sendable {
        public var image: ImageRef
        public var location: SourceLocation
        public var keyPath: String
    }

    public let file: String?
    public let baseDirectory: String
    public private(set) var assets: [AssetReference] = []

    public init(file: String?, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Decodes the whole document.
    public mutating func decode(_ root: JSONNode) throws(ConfigError) -> AppConfiguration {
        let reader = try ObjectReader(root, path: "", file: file)
        let tabNodes = try reader.requiredArray("tabs")
        guard !tabNodes.isEmpty else {
            throw ConfigError(file: file, location: reader.node.location, keyPath: "tabs",
                              message: "must list at least one tab")
        }
        var tabs: [TabItem] = []
        for (index, node) in tabNodes.enumerated() {
            tabs.append(try decodeTab(node, path: ObjectReader.path("tabs", index: index)))
        }
        var configuration = AppConfiguration(tabs: tabs)
        if let title = try reader.string("title") { configuration.title = title }
        if let color = try color(reader, "pageBackground") { configuration.pageBackground = color }
        if let bar = try reader.object("bar") { configuration.bar = try decodeBar(bar) }
        if let index = try reader.int("initialIndex", range: 0...(tabs.count - 1)) { configuration.initialIndex = index }
        try reader.finish()
        return configuration
    }

    mutating func decodeTab(_ node: JSONNode, path: String) throws(ConfigError) -> TabItem {
        let reader = try ObjectReader(node, path: path, file: file)
        var tab = TabItem(title: try reader.requiredString("title"))
        tab.icon = try image(reader, "icon")
        tab.selectedIcon = try image(reader, "selectedIcon")
        if let color = try color(reader, "color") { tab.color = color }
        if let enabled = try reader.bool("enabled") { tab.isEnabled = enabled }
        let duration = try reader.double("duration", range: 0...60)
        let name = try reader.choice("animation", from: ItemAnimationCatalog.names) ?? "bounce"
        if let animation = ItemAnimationCatalog.make(name, duration: duration) { tab.animation = animation }
        try reader.finish()
        return tab
    }

    func decodeBar(_ reader: ObjectReader) throws(ConfigError) -> BarStyle {
        var style = BarStyle()
        if let height = try reader.double("height", range: 1...400) { style.height = height }
        if let padding = try reader.double("bottomPadding", range: 0...400) { style.bottomPadding = padding }
        if let color = try color(reader, "background") { style.background = color }
        if reader.contains("hairline") {
            style.hairline = try reader.optional("hairline") { (node, path) throws(ConfigError) -> Color? in
                if case .string("none") = node.value { return nil }
                return try Self.readColor(node, path, file)
            } ?? nil
        }
        if let name = try reader.choice("indicator", from: IndicatorKind.allCases.map(\.rawValue)),
           let kind = IndicatorKind(rawValue: name) {
            style.indicator = kind
        }
        if let size = try reader.double("iconSize", range: 4...256) { style.iconSize = size }
        if let size = try reader.double("titleFontSize", range: 4...96) { style.titleFont.size = size }
        if let color = try color(reader, "textColor") { style.textColor = color }
        if let color = try color(reader, "selectedTextColor") { style.selectedTextColor = color }
        if let color = try color(reader, "iconColor") { style.iconColor = color }
        if let color = try color(reader, "selectedIconColor") { style.selectedIconColor = color }
        try reader.finish()
        return style
    }

    func color(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> Color? {
        try reader.optional(key) { (node, path) throws(ConfigError) in try Self.readColor(node, path, file) }
    }

    /// A colour written "#RGB", "#RRGGBB" or "#RRGGBBAA".
    public static func readColor(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> Color {
        let text = try ObjectReader.readString(node, path, file)
        guard let color = Color(hexString: text) else {
            throw ConfigError(file: file, location: node.location, keyPath: path,
                              message: "expected a colour such as \"#E13329\", found \"\(text)\"")
        }
        return color
    }

    mutating func image(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> ImageRef? {
        guard let node = try reader.optional(key, { node, _ in node }) else { return nil }
        let path = ObjectReader.path(reader.path, key: key)
        let text = try ObjectReader.readString(node, path, file)
        guard !text.isEmpty else {
            throw ConfigError(file: file, location: node.location, keyPath: path, message: "expected a file path, found \"\"")
        }
        let ref = ImageRef(text.hasPrefix("/") ? text : baseDirectory + "/" + text)
        assets.append(AssetReference(image: ref, location: node.location, keyPath: path))
        return ref
    }
}
