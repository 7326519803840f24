/// Pages, transitions, the raised centre item and the hijacking item.
extension ConfigurationDecoder {
    mutating func decodeNavigationKeys(_ reader: ObjectReader, into tab: inout TabItem) throws(ConfigError) {
        if let page = try reader.object("page") { tab.page = try decodePage(page, tab: tab) }
        tab.pushTransition = try transition(reader, "pushTransition")
        tab.presentTransition = try transition(reader, "presentTransition")
        if let hides = try reader.bool("detailHidesBar") { tab.detailHidesBar = hides }
        if let raised = try reader.bool("raised") { tab.isRaised = raised }
        if let hijack = try reader.bool("hijack") { tab.hijacksTap = hijack }
    }

    /// A tab's root page: {"kind": "grid", "title": "…", "items": 12}.
    mutating func decodePage(_ reader: ObjectReader, tab: TabItem) throws(ConfigError) -> PageSpec {
        let name = try pageKind(reader) ?? PageKind.plain.name
        let kind = pages.kind(named: name) ?? .plain
        var spec = PageSpec(
            kind: kind, title: try reader.string("title") ?? tab.title, accent: tab.color,
            itemCount: try reader.int("items", range: 0...500))
        try decodeScreens(reader, into: &spec)
        try reader.finish()
        return spec
    }

    /// The page's `kind`, one of the catalog's; the error for a name it lacks ends with the
    /// catalog's hint (the core's alone says which call brings the demo's kinds).
    func pageKind(_ reader: ObjectReader) throws(ConfigError) -> String? {
        reader.noteSchema("kind", .choice(pages.names))
        return try reader.optional("kind") { (node, path) throws(ConfigError) -> String in
            do throws(ConfigError) {
                return try ObjectReader.readChoice(node, path, file, from: pages.names)
            } catch {
                guard let hint = pages.unknownKindHint, case .string = node.value else { throw error }
                var explained = error
                explained.message += "; " + hint
                throw explained
            }
        }
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
        if let curve = try timingCurve(reader, "curve") { settings.timing.curve = curve }
        try decodeModal(reader, into: &settings.modal)
        if let dismiss = try reader.bool("dismissOnDimTap") { settings.dismissOnDimTap = dismiss }
        try reader.finish()
        return settings
    }

    /// The half-sheet's keys: `modalScale` sets both scales, `modalScaleX` / `modalScaleY`
    /// one each; `modalHeight` is a fraction and `modalHeightPoints` a height in points
    /// (it wins); `modalDim` and `modalCornerRadius` are off unless given.
    func decodeModal(_ reader: ObjectReader, into modal: inout ModalStyle) throws(ConfigError) {
        if let scale = try reader.double("modalScale", range: 0.5...1) { (modal.scaleX, modal.scaleY) = (scale, scale) }
        if let scale = try reader.double("modalScaleX", range: 0.5...1) { modal.scaleX = scale }
        if let scale = try reader.double("modalScaleY", range: 0.5...1) { modal.scaleY = scale }
        if let height = try reader.double("modalHeight", range: 0.1...1) { modal.height = .fraction(height) }
        if let points = try reader.double("modalHeightPoints", range: 1...16384) { modal.height = .points(points) }
        if let dim = try reader.double("modalDim", range: 0...1) { modal.dimAlpha = dim }
        if let radius = try reader.double("modalCornerRadius", range: 0...100) { modal.cornerRadius = radius }
    }

    /// A timing curve by name ("ease-in-out") or as CSS's `cubic-bezier(x1, y1, x2, y2)`.
    func timingCurve(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> TimingCurve? {
        reader.noteSchema(key, .string)
        return try reader.optional(key) { (node, path) throws(ConfigError) -> TimingCurve in
            let text = try ObjectReader.readString(node, path, file)
            guard let curve = TimingCurve(name: text) else {
                throw ConfigError(
                    file: file, location: node.location, keyPath: path,
                    message: "expected a curve (\(TimingCurve.namedCurves.joined(separator: ", ")), or "
                        + "cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1), found \(DiagnosticText.quoted(text))"
                )
            }
            return curve
        }
    }

    func transition(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> TransitionKind? {
        try reader.choice(key, from: TransitionKind.allCases.map(\.rawValue)).flatMap(TransitionKind.init(rawValue:))
    }
}
