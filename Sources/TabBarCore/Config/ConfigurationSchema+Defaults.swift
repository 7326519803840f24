extension ConfigurationSchema {
    /// The value a key takes when the file leaves it out, read from the model's own initial
    /// values so the schema cannot drift from them. Keys whose default depends on other keys
    /// (a tab's fonts and colours inherit the bar's, an animation's duration is its own) have
    /// none here; their description says what happens.
    static var defaults: [String: SchemaJSON] {
        let app = AppConfiguration(tabs: []), bar = BarStyle(), badge = BadgeStyle()
        let look = ItemAppearance(), tab = TabItem(title: ""), navigation = NavigationSettings()
        let timing = navigation.timing, modal = navigation.modal
        var table: [String: SchemaJSON] = [
            "title": .string(app.title), "pageBackground": hex(app.pageBackground),
            "initialIndex": .number(Double(app.initialIndex)), "reduceMotion": .bool(app.reduceMotion),
            "direction": .string(bar.isRightToLeft ? "rtl" : "ltr"),
            "tabs[].color": hex(tab.color), "tabs[].enabled": .bool(tab.isEnabled),
            "tabs[].rendering": .string(look.rendering.rawValue), "tabs[].animation": .string("bounce"),
            "tabs[].detailHidesBar": .bool(tab.detailHidesBar), "tabs[].raised": .bool(tab.isRaised),
            "tabs[].hijack": .bool(tab.hijacksTap), "tabs[].reverseOnDeselect": .bool(true),
            "tabs[].loop": .bool(false),
            "bar.height": .number(bar.height), "bar.bottomPadding": .number(bar.bottomPadding),
            "bar.background": hex(bar.background), "bar.translucent": .bool(bar.isTranslucent),
            "bar.hairline": bar.hairline.map(hex) ?? .string("none"),
            "bar.indicator": .string(bar.indicator.rawValue), "bar.maskRevealsItems": .bool(bar.maskRevealsItems),
            "bar.bottomLineHeight": .number(bar.bottomLineHeight),
            "bar.bottomLineDuration": .number(bar.bottomLineDuration),
            "bar.maskPhaseDuration": .number(bar.maskPhaseDuration), "bar.itemLayout": .string(bar.itemLayout.rawValue),
            "bar.selectOn": .string(bar.selectOn.rawValue), "bar.iconSize": .number(bar.iconSize),
            "bar.textColor": hex(bar.textColor), "bar.selectedTextColor": hex(bar.selectedTextColor),
            "bar.iconColor": hex(bar.iconColor), "bar.selectedIconColor": hex(bar.selectedIconColor),
            "navigation.push": .string(navigation.pushTransition.rawValue),
            "navigation.present": .string(navigation.presentTransition.rawValue),
            "navigation.tab": .string(navigation.tabTransition.rawValue),
            "navigation.duration": .number(timing.duration), "navigation.spring": .bool(timing.spring),
            "navigation.damping": .number(timing.dampingRatio), "navigation.velocity": .number(timing.initialVelocity),
            // The decoder's name for `TimingCurve.easeInEaseOut`, the model's default.
            "navigation.curve": .string(timing.curve == .easeInEaseOut ? "ease-in-out" : "linear"),
            "navigation.modalScale": .number(modal.scaleX), "navigation.modalScaleX": .number(modal.scaleX),
            "navigation.modalScaleY": .number(modal.scaleY), "navigation.modalDim": .number(modal.dimAlpha),
            "navigation.modalCornerRadius": .number(modal.cornerRadius),
            "navigation.dismissOnDimTap": .bool(navigation.dismissOnDimTap),
        ]
        if case .fraction(let fraction) = modal.height { table["navigation.modalHeight"] = .number(fraction) }
        let insets = bar.contentInsets
        let sides = ["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right]
        for (side, inset) in sides { table["bar.contentInsets." + side] = .number(inset) }
        let offsets = [
            "titleOffset": look.titleOffset, "imageOffset": look.imageOffset, "badgeOffset": look.badgeOffset,
        ]
        for (key, offset) in offsets {
            table["tabs[]." + key + ".x"] = .number(offset.x)
            table["tabs[]." + key + ".y"] = .number(offset.y)
        }
        table.merge(fontDefaults("bar.titleFont", bar.titleFont)) { $1 }
        table.merge(badgeDefaults("bar.badge", badge)) { $1 }
        return table
    }

    static func fontDefaults(_ path: String, _ font: FontSpec) -> [String: SchemaJSON] {
        [
            path + ".family": .string(font.family), path + ".size": .number(font.size),
            path + ".weight": .string(font.weight.rawValue),
        ]
    }

    static func badgeDefaults(_ path: String, _ badge: BadgeStyle) -> [String: SchemaJSON] {
        var table: [String: SchemaJSON] = [
            path + ".background": hex(badge.background), path + ".textColor": hex(badge.textColor),
            path + ".offset.x": .number(badge.offset.x), path + ".offset.y": .number(badge.offset.y),
            path + ".cap": badge.cap.map { .number(Double($0)) } ?? .null,
            path + ".animation": .string(badge.animation.rawValue), path + ".shape": .string(badge.shape.rawValue),
        ]
        table.merge(fontDefaults(path + ".font", badge.font)) { $1 }
        return table
    }

    /// "#RRGGBB", or "#RRGGBBAA" when the colour is translucent, as configuration files write it.
    static func hex(_ color: Color) -> SchemaJSON {
        let channels = [color.red, color.green, color.blue] + (color.alpha < 1 ? [color.alpha] : [])
        let digits = Array("0123456789ABCDEF")
        let text = channels.map { channel -> String in
            let byte = Int((channel * 255).rounded())
            return String([digits[byte / 16], digits[byte % 16]])
        }
        return .string("#" + text.joined())
    }
}
