/// The bar's style, items' appearance, fonts, points and badge styles.
extension ConfigurationDecoder {
    mutating func decodeBar(_ reader: ObjectReader) throws(ConfigError) -> BarStyle {
        var style = BarStyle()
        if let height = try reader.double("height", range: 1...400) { style.height = height }
        if let padding = try reader.double("bottomPadding", range: 0...400) {
            (style.bottomPadding, style.isBottomPaddingSet) = (padding, true)
        }
        if let insets = try reader.object("contentInsets") {
            style.contentInsets = try decodeInsets(insets)
            insetsPlace = (insets.node.location, insets.path)
        }
        if let color = try color(reader, "background") { style.background = color }
        if let translucent = try reader.bool("translucent") { style.isTranslucent = translucent }
        reader.noteSchema("hairline", .colorOrNone)
        if reader.contains("hairline") {
            style.hairline =
                try reader.optional("hairline") { (node, path) throws(ConfigError) -> Color? in
                    if case .string("none") = node.value { return nil }
                    return try Self.readColor(node, path, file)
                } ?? nil
        }
        if let name = try reader.choice("indicator", from: IndicatorKind.allCases.map(\.rawValue)),
            let kind = IndicatorKind(rawValue: name)
        {
            style.indicator = kind
        }
        if let color = try color(reader, "indicatorColor") { style.indicatorColor = color }
        if let reveals = try reader.bool("maskRevealsItems") { style.maskRevealsItems = reveals }
        if let height = try reader.double("bottomLineHeight", range: 0.5...100) { style.bottomLineHeight = height }
        if let seconds = try reader.double("bottomLineDuration", range: 0...60) { style.bottomLineDuration = seconds }
        if let seconds = try reader.double("maskPhaseDuration", range: 0...60) { style.maskPhaseDuration = seconds }
        if let name = try reader.choice("itemLayout", from: ItemLayoutKind.allCases.map(\.rawValue)),
            let kind = ItemLayoutKind(rawValue: name)
        {
            style.itemLayout = kind
        }
        if let name = try reader.choice("selectOn", from: SelectTrigger.allCases.map(\.rawValue)),
            let trigger = SelectTrigger(rawValue: name)
        {
            style.selectOn = trigger
        }
        if let size = try reader.double("iconSize", range: 4...256) { style.iconSize = size }
        if let font = try font(reader, "titleFont", base: style.titleFont) { style.titleFont = font }
        if let color = try color(reader, "textColor") { style.textColor = color }
        if let color = try color(reader, "selectedTextColor") { style.selectedTextColor = color }
        if let color = try color(reader, "iconColor") { style.iconColor = color }
        if let color = try color(reader, "selectedIconColor") { style.selectedIconColor = color }
        if let badge = try reader.object("badge") { style.badge = try decodeBadgeStyle(badge, base: style.badge) }
        try reader.finish()
        return style
    }

    mutating func decodeAppearance(_ reader: ObjectReader) throws(ConfigError) -> ItemAppearance {
        var look = ItemAppearance()
        if let name = try reader.choice("rendering", from: IconRendering.allCases.map(\.rawValue)),
            let rendering = IconRendering(rawValue: name)
        {
            look.rendering = rendering
        }
        look.textColor = try color(reader, "textColor")
        look.selectedTextColor = try color(reader, "selectedTextColor")
        look.iconColor = try color(reader, "iconColor")
        look.selectedIconColor = try color(reader, "selectedIconColor")
        look.titleFont = try font(reader, "titleFont", base: BarStyle().titleFont)
        look.selectedTitleFont = try font(reader, "selectedTitleFont", base: look.titleFont ?? BarStyle().titleFont)
        look.background = try color(reader, "background")
        look.selectedBackground = try color(reader, "selectedBackground")
        look.backgroundImage = try image(reader, "backgroundImage")
        look.selectedBackgroundImage = try image(reader, "selectedBackgroundImage")
        look.titleOffset = try point(reader, "titleOffset") ?? .zero
        look.imageOffset = try point(reader, "imageOffset") ?? .zero
        look.badgeOffset = try point(reader, "badgeOffset") ?? .zero
        look.height = try reader.double("height", range: 1...400)
        if let badge = try reader.object("badgeStyle") {
            look.badgeStyle = try decodeBadgeStyle(badge, base: BadgeStyle())
        }
        return look
    }

    func decodeBadgeStyle(_ reader: ObjectReader, base: BadgeStyle) throws(ConfigError) -> BadgeStyle {
        var style = base
        if let color = try color(reader, "background") { style.background = color }
        if let color = try color(reader, "textColor") { style.textColor = color }
        if let font = try font(reader, "font", base: style.font) { style.font = font }
        if let offset = try point(reader, "offset") { style.offset = offset }
        if reader.contains("cap") { style.cap = try reader.int("cap", range: 1...999_999) }
        if let name = try reader.choice("animation", from: BadgeAnimationKind.allCases.map(\.rawValue)),
            let kind = BadgeAnimationKind(rawValue: name)
        {
            style.animation = kind
        }
        if let name = try reader.choice("shape", from: BadgeShape.allCases.map(\.rawValue)),
            let shape = BadgeShape(rawValue: name)
        {
            style.shape = shape
        }
        try reader.finish()
        return style
    }

    /// A font: {"family": "...", "size": 11, "weight": "medium"}, each key optional.
    func font(_ reader: ObjectReader, _ key: String, base: FontSpec) throws(ConfigError) -> FontSpec? {
        guard let object = try reader.object(key) else { return nil }
        var font = base
        if let family = try object.string("family") { font.family = family }
        if let size = try object.double("size", range: 1...200) { font.size = size }
        if let name = try object.choice("weight", from: FontWeight.allCases.map(\.rawValue)),
            let weight = FontWeight(rawValue: name)
        {
            font.weight = weight
        }
        try object.finish()
        return font
    }

    /// A point or offset: {"x": 0, "y": -2}.
    func point(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> Point? {
        guard let object = try reader.object(key) else { return nil }
        let point = Point(
            x: try object.double("x", range: -1000...1000) ?? 0, y: try object.double("y", range: -1000...1000) ?? 0)
        try object.finish()
        return point
    }

    /// Content insets: each 0–400 px. Negative insets would push items out of the bar.
    func decodeInsets(_ reader: ObjectReader) throws(ConfigError) -> EdgeInsets {
        let range = 0.0...400.0
        let insets = EdgeInsets(
            top: try reader.double("top", range: range) ?? 0, left: try reader.double("left", range: range) ?? 0,
            bottom: try reader.double("bottom", range: range) ?? 0,
            right: try reader.double("right", range: range) ?? 0)
        try reader.finish()
        return insets
    }
}
