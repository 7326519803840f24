import TabBarCore
import TabBarReview

/// The motion a review command names (`--animation`, `--transition` or `--indicator`, with
/// `--item` and `--role`), as the recipe that plays it in a headless window and the words
/// its header uses. Film strips, GIFs and comparisons all start here, so one name means one
/// motion in every tool.
struct MotionRequest {
    var recipe: MotionRecipe
    /// The crop a tool shows when none is asked for: an item's cell, the window for a
    /// transition, the bar for an indicator.
    var usualCrop: MotionCrop
    /// The item's title, for a motion that starts from an item or a tab.
    var title: String?
    /// "bounce select", "bubble present", "pill to item 2".
    var caption: String

    /// Resolves `motion` in `configuration`; `item` is the bar slot (by default the first
    /// item, the tab that plays the transition, or item 2 for an indicator) and `role` the
    /// role (by default select, or the transition's usual role).
    static func resolve(
        _ motion: MotionChoice.Motion, item: Int?, role: String?, configuration: AppConfiguration,
        viewport: Size, command: String
    ) throws -> MotionRequest {
        let controller = TabBarController(configuration: configuration, viewport: viewport)
        let count = controller.items.count
        if let item, item >= count {
            throw UsageError("\(command): --item \(item): the bar has \(count) items (0…\(count - 1))")
        }
        switch motion {
        case .animation(let name):
            let slot = item ?? 0
            let roleName = role ?? "select"
            guard let itemRole = MotionRecipe.ItemRole(rawValue: roleName) else {
                throw MotionLookup.unknown(
                    "role", roleName, valid: MotionRecipe.ItemRole.allCases.map(\.rawValue), command: command)
            }
            let replacement = try replacementItem(name, slot: slot, controller: controller, command: command)
            return MotionRequest(
                recipe: MotionRecipe(.item(itemRole, slot: slot), item: replacement), usualCrop: .item,
                title: controller.items[slot].title, caption: "\(name) \(roleName)")
        case .transition(let name):
            let kind = try MotionLookup.transition(name, command: command)
            let transitionRole =
                try role.map { name throws(UsageError) in
                    guard let parsed = TransitionRole(rawValue: name) else {
                        throw MotionLookup.unknown(
                            "role", name, valid: TransitionRole.allCases.map(\.rawValue), command: command)
                    }
                    return parsed
                } ?? MotionRecipe.defaultRole(for: kind)
            guard let slot = item ?? MotionRecipe.defaultSlot(for: kind, role: transitionRole, in: controller) else {
                throw UsageError("\(command): no item's page can play a \(transitionRole.rawValue)")
            }
            return MotionRequest(
                recipe: MotionRecipe(.transition(kind, transitionRole, slot: slot)), usualCrop: .window,
                title: controller.items[slot].title, caption: "\(name) \(transitionRole.rawValue)")
        case .indicator(let name):
            guard role == nil else {
                throw UsageError("\(command): --role is for --animation or --transition; an indicator has no role")
            }
            let kind = try MotionLookup.indicator(name, command: command)
            let target = item ?? min(2, count - 1)
            return MotionRequest(
                recipe: MotionRecipe(.indicator(kind, target: target)), usualCrop: .bar, title: nil,
                caption: "\(name) to item \(target)")
        }
    }

    /// The item slot `slot` shows to play animation `name`: nil when it plays that one
    /// already, else the slot's tab with that animation (More's item cannot change its own).
    static func replacementItem(
        _ name: String, slot: Int, controller: TabBarController, command: String
    ) throws -> TabItem? {
        if controller.items[slot].animation.name == name { return nil }
        guard case .tab(let tab) = controller.slots[slot] else {
            throw UsageError(
                "\(command): --item \(slot) is More, whose animation is \(controller.items[slot].animation.name)")
        }
        var (item, animation) = try MotionLookup.item(
            tab, animation: name, configuration: controller.configuration, command: command)
        item.animation = animation
        return item
    }

    /// The header over a strip of this motion lasting `duration` seconds: "demo.json ·
    /// item 1 "Live" · bubble present · 0.5 s".
    func header(config: String, duration: Double) -> FilmStripHeader {
        FilmStripHeader(
            config: config, item: title == nil ? nil : recipe.slot, title: title, caption: caption, duration: duration)
    }
}
