/// Reads an `AppConfiguration` from a parsed JSON document, strictly: unknown keys and
/// names are errors that list the valid choices, and every error names its line and column.
///
/// Asset paths are resolved against `baseDirectory` (the config file's folder). The
/// decoder does no I/O itself: it lists flip-book folders through `listFrames`, and it
/// returns the images it referenced so the caller can check that they load.
public struct ConfigurationDecoder {
    /// An asset the configuration names, with where it was named.
    public struct AssetReference: Sendable {
        /// The image, its path resolved against `baseDirectory`.
        public var image: ImageRef
        /// Where the path was written in the file.
        public var location: SourceLocation
        /// The key that named it, e.g. `tabs[1].icon`.
        public var keyPath: String
    }

    /// The file's name as errors print it; nil for a document that is not a file.
    public let file: String?
    /// The folder relative asset paths start from: the configuration file's.
    public let baseDirectory: String
    /// The item animations configuration files may name.
    public var catalog: ItemAnimationCatalog
    /// The page kinds a tab's `page.kind` may name; the configuration keeps it.
    public var pages: PageCatalog
    /// Lists the PNG files in a folder, sorted, or nil when it cannot be read.
    public var listFrames: (String) -> [String]?
    /// The window the configuration will be shown in (logical pixels); when set, content
    /// insets that leave an item less than 1 px wide in it are errors.
    public var viewport: Size?
    /// Every image the decoded configuration names, in the order read, for the caller to
    /// check that each can be loaded.
    public internal(set) var assets: [AssetReference] = []
    /// The pixel size of the PNG at a path, or nil when it cannot be read; image pages need
    /// it for their height. The caller reads the file's header (see `ConfigurationFile`).
    public var imageSize: (String) -> Size? = { _ in nil }
    /// Where `bar.contentInsets` was written, for the row check after the tabs are known.
    var insetsPlace: (location: SourceLocation, keyPath: String)?
    /// Checks the Lottie file at a path and says what the core needs of it (timing, size,
    /// markers); throws why it cannot be played. The caller reads and checks the file (see
    /// `ConfigurationFile`); by default no Lottie can be read.
    public var lottieInfo: (String) throws(FileFailure) -> LottieInfo = { path throws(FileFailure) in
        throw FileFailure(path: path, reason: "Lottie files cannot be read here")
    }
    /// Whether the bar sets icon colours, which makes Lottie icons take them by default.
    var barSetsIconColors = false

    /// A decoder for the document of `file`, resolving assets against `baseDirectory`, with
    /// the built-in animations and page kinds unless told otherwise.
    public init(
        file: String?, baseDirectory: String, catalog: ItemAnimationCatalog = .builtIn,
        pages: PageCatalog = .builtIn, listFrames: @escaping (String) -> [String]? = { _ in nil },
        viewport: Size? = nil
    ) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.catalog = catalog
        self.pages = pages
        self.listFrames = listFrames
        self.viewport = viewport
    }

    /// Decodes the whole document.
    public mutating func decode(_ root: JSONNode) throws(ConfigError) -> AppConfiguration {
        let reader = try ObjectReader(root, path: "", file: file)
        let tabNodes = try reader.requiredArray("tabs")
        guard !tabNodes.isEmpty else {
            throw ConfigError(
                file: file, location: reader.node.location, keyPath: "tabs", message: "must list at least one tab")
        }
        barSetsIconColors = Self.setsIconColors(reader.members.first { $0.key == "bar" }?.value)
        var tabs: [TabItem] = []
        for (index, node) in tabNodes.enumerated() {
            tabs.append(try decodeTab(node, path: ObjectReader.path("tabs", index: index)))
        }
        var configuration = AppConfiguration(tabs: tabs)
        configuration.pages = pages
        // Editors name the schema here; the decoder accepts it and does nothing with it.
        _ = try reader.string("$schema")
        if let title = try reader.string("title") { configuration.title = title }
        if let color = try color(reader, "pageBackground") { configuration.pageBackground = color }
        if let bar = try reader.object("bar") { configuration.bar = try decodeBar(bar) }
        // The range depends on the file's tabs; the schema, written from one tab, gets none.
        reader.noteSchema("initialIndex", .integer(nil))
        if let index = try reader.int("initialIndex", range: 0...(tabs.count - 1)) {
            configuration.initialIndex = index
        }
        if let navigation = try reader.object("navigation") {
            configuration.navigation = try decodeNavigation(navigation)
        }
        if let reduce = try reader.bool("reduceMotion") { configuration.reduceMotion = reduce }
        if let direction = try reader.choice("direction", from: ["ltr", "rtl"]) {
            configuration.bar.isRightToLeft = direction == "rtl"
        }
        try reader.finish()
        try checkRow(configuration)
        SelectedContrast.applyDefaults(to: &configuration)
        return configuration
    }

    mutating func decodeTab(_ node: JSONNode, path: String) throws(ConfigError) -> TabItem {
        let reader = try ObjectReader(node, path: path, file: file)
        var tab = TabItem(title: try reader.requiredString("title"))
        tab.icon = try image(reader, "icon")
        tab.selectedIcon = try image(reader, "selectedIcon")
        tab.frames = try frames(reader, "frames")
        if let color = try color(reader, "color") { tab.color = color }
        if let enabled = try reader.bool("enabled") { tab.isEnabled = enabled }
        tab.badge = try badgeValue(reader, "badge")
        tab.appearance = try decodeAppearance(reader)
        try decodeNavigationKeys(reader, into: &tab)
        let duration = try reader.double("duration", range: 0...60)
        let chosen = try reader.choice("animation", from: catalog.names)
        let name = chosen ?? "bounce"
        if name == "frames" && tab.frames.isEmpty {
            throw ConfigError(
                file: file, location: reader.node.location, keyPath: ObjectReader.path(path, key: "frames"),
                message: "the \"frames\" animation needs \"frames\": a folder of PNG images")
        }
        let reverses = try reader.bool("reverseOnDeselect")
        if reverses != nil && name != "frames" {
            throw ConfigError(
                file: file, location: reader.node.location, keyPath: ObjectReader.path(path, key: "reverseOnDeselect"),
                message: "only the \"frames\" animation plays in reverse on deselect")
        }
        let request = ItemAnimationCatalog.Request(
            duration: duration, frameCount: tab.frames.count,
            reversesOnDeselect: reverses ?? true)
        if let animation = catalog.make(name, request) { tab.animation = animation }
        let motionKeys = [
            "animation": chosen != nil, "duration": duration != nil, "reverseOnDeselect": reverses != nil,
        ]
        try decodeLottie(reader, into: &tab, motionKeys: motionKeys)
        try reader.finish()
        return tab
    }

    /// A badge: a string as it is, a whole number as its digits, null for none.
    public func badgeValue(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> String? {
        reader.noteSchema(key, .badge)
        return try reader.optional(key) { (node, path) throws(ConfigError) -> String in
            switch node.value {
            case .string(let text): return text
            case .number(let n) where n == n.rounded() && abs(n) < 1e15: return String(Int(n))
            default:
                throw ConfigError(
                    file: file, location: node.location, keyPath: path,
                    message: "expected a string or a whole number, found \(node.value.typeName)")
            }
        }
    }

    func color(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> Color? {
        reader.noteSchema(key, .color)
        return try reader.optional(key) { (node, path) throws(ConfigError) in try Self.readColor(node, path, file) }
    }

    /// A colour written "#RGB", "#RRGGBB" or "#RRGGBBAA".
    public static func readColor(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> Color {
        let text = try ObjectReader.readString(node, path, file)
        guard let color = Color(hexString: text) else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path,
                message: "expected a colour such as \"#E13329\", found \(DiagnosticText.quoted(text))")
        }
        return color
    }

    /// A file path relative to the configuration's folder.
    mutating func image(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> ImageRef? {
        guard let (text, node, path) = try pathValue(reader, key) else { return nil }
        let ref = ImageRef(resolve(text))
        assets.append(AssetReference(image: ref, location: node.location, keyPath: path))
        return ref
    }

    /// A folder of PNG frames, sorted by name.
    mutating func frames(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> [ImageRef] {
        guard let (text, node, path) = try pathValue(reader, key) else { return [] }
        guard let files = listFrames(resolve(text)), !files.isEmpty else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path, message: "no PNG frames in \(resolve(text))")
        }
        let refs = files.map(ImageRef.init)
        assets += refs.map { AssetReference(image: $0, location: node.location, keyPath: path) }
        return refs
    }

    func pathValue(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> (String, JSONNode, String)? {
        reader.noteSchema(key, .path)
        guard let node = try reader.optional(key, { node, _ in node }) else { return nil }
        let path = ObjectReader.path(reader.path, key: key)
        let text = try ObjectReader.readPath(node, path, file)
        return (text, node, path)
    }

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : baseDirectory + "/" + path
    }
}
