/// Pages, transitions, the raised centre item and the hijacking item.
extension ConfigurationDecoder {
    func decodeNavigationKeys(_ reader: ObjectReader, into tab: inout TabItem) throws(ConfigError) {
        if let page = try reader.object("page") { tab.page = try decodePage(page, tab: tab) }
        tab.pushTransition = try transition(reader, "pushTransition")
        tab.presentTransition = try transition(reader, "presentTransition")
        if let hides = try reader.bool("detailHidesBar") { tab.detailHidesBar = hides }
        if let raised = try reader.bool("raised") { tab.isRaised = raised }
        if let hijack = try reader.bool("hijack") { tab.hijacksTap = hijack }
    }

    /// A tab's root page: {"kind": "grid", "title": "…", "items": 12}.
    func decodePage(_ reader: ObjectReader, tab: TabItem) throws(ConfigError) -> PageSpec {
        let name = try reader.choice("kind", from: PageKind.rootKinds.map(\.rawValue)) ?? PageKind.plain.rawValue
        let kind = PageKind(rawValue: name) ?? .plain
        let spec = PageSpec(kind: kind, title: try reader.string("title") ?? tab.title, accent: tab.color,
                            itemCount: try reader.int("items", range: 0...500))
        try reader.finish()
        return spec
    }

    func decodeNavigation(_ reader: ObjectReader) throws(ConfigError) -> NavigationSettings {
        var settings = NavigationSettings()
        if let kind = try transition(reader, "push") { settings.pushTransition = kind }
        if let kind = try transition(reader, "present") { settings.presentTransition = kind }
        if let kind = try transition(reader, "tab") { settings.tabTransition = kind }
        if let duration = try reader.double("duration", range: 0...10) { settings.timing.duration = duration }
        if let spring = try reader.bool("spring") { settings.timing.spring = spring }
        if let damping = try reader.double("damping", range: 0.05...2) { settings.timing.dampingRatio = damping }
        if let velocity = try reader.double("velocity", range: -20...20) { settings.timing.initialVelocity = velocity }
        if let scale = try reader.double("modalScale", range: 0.5...1) { settings.modalScale = scale }
        if let height = try reader.double("modalHeight", range: 0.1...1) { settings.modalHeightFraction = height }
        if let dismiss = try reader.bool("dismissOnDimTap") { settings.dismissOnDimTap = dismiss }
        try reader.finish()
        return settings
    }

    func transition(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> TransitionKind? {
        try reader.choice(key, from: TransitionKind.allCases.map(\.rawValue)).flatMap(TransitionKind.init(rawValue:))
    }
}
