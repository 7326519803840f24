import TabBarCore

/// The seed libraries' numbers for an item animation's lanes, by lane name, drawn as faint
/// marks on `tabbar plot`'s curves (shared/reference/seed-libraries.md §1.4, §5.2 and the
/// UIKit article): a curve that misses its mark shows at a glance.
public enum SeedReferences {
    /// Marks for the motion `recipe` plays in `configuration`: an item's select motion has
    /// them, other motions none.
    public static func references(
        for recipe: MotionRecipe, in configuration: AppConfiguration
    ) -> [String: [Point]] {
        guard case .item(.select, let slot) = recipe.motion else { return [:] }
        let slots = BarSlot.slots(tabCount: configuration.tabs.count)
        if let item = recipe.item { return self.item(item.animation, index: slot) }
        guard slots.indices.contains(slot), case .tab(let tab) = slots[slot] else { return [:] }
        return item(configuration.tabs[tab].animation, index: slot)
    }

    /// Marks for item `index` playing `animation` from time 0.
    public static func item(_ animation: any ItemAnimation, index: Int) -> [String: [Point]] {
        let d = animation.duration
        let icon = NodeName.icon(item: index), title = NodeName.title(item: index)
        switch animation.name {
        case "bounce":
            // Ramotion's seven evenly spaced scale keyframes.
            let values = BounceAnimation.scaleTrack.values
            let marks = values.indices.map { Point(x: d * Double($0) / Double(values.count - 1), y: values[$0]) }
            return [icon + " scale": marks]
        case "rotate-left", "rotate-right":
            let turn = animation.name == "rotate-left" ? -360.0 : 360
            return [icon + " rotation": [Point(x: 0, y: 0), Point(x: d / 2, y: turn / 2), Point(x: d, y: turn)]]
        case "fume":
            return [
                icon + " y": [Point(x: d / 2, y: 4)], title + " y": [Point(x: 0, y: 0), Point(x: d, y: -60)],
                title + " scale": [Point(x: 0, y: 1), Point(x: d, y: 2)],
                title + " opacity": [Point(x: 0, y: 1), Point(x: d, y: 0)],
            ]
        case "pop":
            // The UIKit article: the whole button to 1.2 in 0.1 s and back in 0.1 s.
            return [
                NodeName.button(item: index) + " scale": [
                    Point(x: 0, y: 1), Point(x: d / 2, y: 1.2), Point(x: d, y: 1),
                ]
            ]
        case "press":
            // ES's highlight: 1.15 at rest, × 0.8 while pressed for 0.2 s, back on release.
            let hold = animation.highlightDuration
            return [icon + " scale": [Point(x: 0, y: 1.15), Point(x: hold, y: 0.92), Point(x: 2 * hold, y: 1.15)]]
        case "flip-left", "flip-top":
            return [icon + " turn": [Point(x: d / 2, y: 90), Point(x: d, y: 180)]]
        case "flip-right", "flip-bottom":
            return [icon + " turn": [Point(x: d / 2, y: -90), Point(x: d, y: -180)]]
        default:
            return [:]
        }
    }
}
