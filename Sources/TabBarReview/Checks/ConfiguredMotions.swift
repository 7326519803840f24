import TabBarCore

/// Every motion a configuration configures, each named by the key that configures it:
/// every tab's animation in every role it plays (select, deselect, and reselect where the
/// animation has one), the indicator, and the page transitions in each role a tab's page
/// can play (push and pop, present and dismiss) and the tab switch. A motion whose kind is
/// `none` moves nothing and is left out.
public enum ConfiguredMotions {
    /// The motions of `configuration` in a window of `viewport`, in the order they are checked
    /// (per tab, then the indicator, then the tab switch); with `source`, each is placed at
    /// the key that configures it.
    public static func list(
        in configuration: AppConfiguration, viewport: Size, source: ConfigSource? = nil
    ) -> [CheckedMotion] {
        let controller = TabBarController(configuration: configuration, viewport: viewport)
        var motions: [CheckedMotion] = []
        for slot in controller.items.indices {
            guard case .tab(let tab) = controller.slots[slot] else { continue }
            motions += itemMotions(slot: slot, tab: tab, controller: controller)
            motions += transitionMotions(slot: slot, tab: tab, controller: controller, source: source)
        }
        motions += indicatorMotions(controller)
        let kind = configuration.navigation.tabTransition
        if kind != .none, let slot = MotionRecipe.defaultSlot(for: kind, role: .tab, in: controller) {
            motions.append(
                CheckedMotion(
                    recipe: MotionRecipe(.transition(kind, .tab, slot: slot)),
                    key: [.key("navigation"), .key("tab")], value: kind.rawValue, role: "tab to item \(slot)"))
        }
        return motions.map { motion in
            var placed = motion
            placed.place = source?.place(of: motion.key)
            return placed
        }
    }

    /// Select, deselect and (where the animation has one) reselect of the item in `slot`,
    /// when a tap can select it and another item.
    static func itemMotions(slot: Int, tab: Int, controller: TabBarController) -> [CheckedMotion] {
        let item = controller.items[slot]
        let selectable = controller.items.indices.filter(controller.isSelectableByTap)
        guard controller.isSelectableByTap(slot), selectable.count > 1 else { return [] }
        var roles: [MotionRecipe.ItemRole] = [.select, .deselect]
        if item.animation.reselectDuration > 0 { roles.append(.reselect) }
        return roles.map { role in
            CheckedMotion(
                recipe: MotionRecipe(.item(role, slot: slot)), key: [.key("tabs"), .index(tab), .key("animation")],
                value: item.animation.name, role: role.rawValue)
        }
    }

    /// Push and pop, present and dismiss from the page of tab `tab`, where its page can
    /// play them, named by the tab's own key or else the navigation's.
    static func transitionMotions(
        slot: Int, tab: Int, controller: TabBarController, source: ConfigSource?
    ) -> [CheckedMotion] {
        let configuration = controller.configuration
        let item = configuration.tabs[tab]
        let pairs: [(TransitionRole, TransitionRole, TransitionKind?, String, TransitionKind, String)] = [
            (.push, .pop, item.pushTransition, "pushTransition", configuration.navigation.pushTransition, "push"),
            (
                .present, .dismiss, item.presentTransition, "presentTransition",
                configuration.navigation.presentTransition, "present"
            ),
        ]
        var motions: [CheckedMotion] = []
        for (role, reverse, own, ownKey, shared, sharedKey) in pairs {
            let kind = own ?? shared
            // A disabled item's page is never shown, so nothing on it can be tapped.
            guard kind != .none, controller.items[slot].isEnabled,
                MotionRecipe.canPlay(role, slot: slot, in: controller)
            else { continue }
            let tabKey: [ConfigSource.Step] = [.key("tabs"), .index(tab), .key(ownKey)]
            let written = source.map { $0.place(of: tabKey).isWritten } ?? (own != nil)
            let key = written ? tabKey : [.key("navigation"), .key(sharedKey)]
            for played in [role, reverse] {
                motions.append(
                    CheckedMotion(
                        recipe: MotionRecipe(.transition(kind, played, slot: slot)), key: key, value: kind.rawValue,
                        role: "\(played.rawValue) from item \(slot)"))
            }
        }
        return motions
    }

    /// The indicator moving from the first item a tap selects to the last.
    static func indicatorMotions(_ controller: TabBarController) -> [CheckedMotion] {
        let kind = controller.configuration.bar.indicator
        let selectable = controller.items.indices.filter(controller.isSelectableByTap)
        guard kind != .none, selectable.count > 1, let target = selectable.last else { return [] }
        return [
            CheckedMotion(
                recipe: MotionRecipe(.indicator(kind, target: target)), key: [.key("bar"), .key("indicator")],
                value: kind.rawValue, role: "to item \(target)")
        ]
    }
}

extension TabBarController {
    /// Whether a tap on bar slot `slot` selects it: enabled, and not an item that presents
    /// a page instead (ES's raised button).
    func isSelectableByTap(_ slot: Int) -> Bool {
        items.indices.contains(slot) && items[slot].isEnabled && !items[slot].hijacksTap
    }
}
