import TabBarCore

/// How each item looks selected and how it looks not, measured in two windows started on
/// either (every animation replaced by none, so that each rests on the plain selected and
/// deselected poses): a frame then says which items it shows selected, whatever
/// animation brought them there.
struct SelectedLook {
    /// One slot's two looks: the colours of its title (or, where the title's two colours
    /// match, its icon).
    struct Reference {
        var node: String
        var off: Color
        var on: Color
    }

    /// Per slot; a slot missing here looks the same either way, or cannot be selected.
    var references: [Int: Reference] = [:]

    init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring) {
        var plain = configuration
        for i in plain.tabs.indices { plain.tabs[i].animation = NoAnimation() }
        let probe = TabBarController(configuration: plain, viewport: viewport, measurer: measurer)
        let selectable = probe.items.indices.filter(probe.isSelectableByTap)
        guard selectable.count > 1 else { return }
        func nodes(selecting slot: Int) -> [String: NodeState] {
            var started = plain
            started.initialIndex = slot
            let controller = TabBarController(configuration: started, viewport: viewport, measurer: measurer)
            return SceneProbe.nodes(in: controller.scene(at: 0))
        }
        let looks = selectable.map { nodes(selecting: $0) }
        for (n, slot) in selectable.enumerated() {
            let other = looks[n == 0 ? 1 : 0]
            for name in [NodeName.title(item: slot), NodeName.icon(item: slot)] {
                guard let on = looks[n][name]?.colour, let off = other[name]?.colour,
                    Self.distance(on, off) > 0.05
                else { continue }
                references[slot] = Reference(node: name, off: off, on: on)
                break
            }
        }
    }

    /// How selected slot `slot` looks in a frame measured as `nodes`: 0 as deselected, 1 as
    /// selected; nil when its two looks cannot be told apart.
    func selectedness(of slot: Int, in nodes: [String: NodeState]) -> Double? {
        guard let reference = references[slot], let colour = nodes[reference.node]?.colour else { return nil }
        let axis = Self.components(reference.on).enumerated().map { $1 - Self.components(reference.off)[$0] }
        let seen = Self.components(colour).enumerated().map { $1 - Self.components(reference.off)[$0] }
        let length = axis.reduce(0) { $0 + $1 * $1 }
        return zip(seen, axis).reduce(0) { $0 + $1.0 * $1.1 } / length
    }

    /// The slots a frame shows selected (more than half way from the one look to the other).
    func selectedSlots(in scene: Scene) -> [Int] {
        let nodes = SceneProbe.nodes(in: scene)
        return references.keys.sorted().filter { (selectedness(of: $0, in: nodes) ?? 0) > 0.5 }
    }

    static func components(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    static func distance(_ a: Color, _ b: Color) -> Double {
        zip(components(a), components(b)).map { abs($0 - $1) }.max() ?? 0
    }
}
