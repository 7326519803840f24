extension ConfigurationSchema {
    /// Where a key comes from (the schema's `x-origin`): the library, or UIKit, whose
    /// behaviour and numbers it reproduces, with the name it has there; "AnimatedTabBar" for
    /// keys of this project's own. A key without an entry takes its nearest parent's
    /// ("bar.badge.font.size" takes "bar.badge"'s).
    static func origin(_ path: String) -> String? {
        var parts = path.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let origin = origins[parts.joined(separator: ".")] { return origin }
            parts.removeLast()
        }
        return nil
    }

    static let ramotion = "RAMAnimatedTabBarController"
    static let rdv = "RDVTabBarController"
    static let hyb = "HYBControllerTransitions"
    static let colorful = "TColorfulTabBar"
    static let es = "ESTabBarController"
    static let own = "AnimatedTabBar"

    static let origins: [String: String] = [
        "$schema": "JSON Schema", "title": own + " (the window's title)",
        "pageBackground": "UIKit (systemGroupedBackground)", "initialIndex": "UIKit (selectedIndex)",
        "reduceMotion": "UIKit (Reduce Motion)", "direction": ramotion + " (right-to-left layout)",
        "tabs": "UIKit (UITabBarController.viewControllers)", "tabs[].title": "UIKit (UITabBarItem.title)",
        "tabs[].icon": "UIKit (UITabBarItem.image)", "tabs[].selectedIcon": es + " (selectedImage)",
        "tabs[].frames": ramotion + " (RAMFrameItemAnimation)", "tabs[].color": colorful + " (itemColors)",
        "tabs[].enabled": ramotion + " (isEnabled)", "tabs[].badge": "UIKit (badgeValue)",
        "tabs[].rendering": es + " (renderingMode)", "tabs[].textColor": ramotion + " (textColor)",
        "tabs[].selectedTextColor": ramotion + " (textSelectedColor)", "tabs[].iconColor": ramotion + " (iconColor)",
        "tabs[].selectedIconColor": ramotion + " (iconSelectedColor)",
        "tabs[].titleFont": rdv + " (unselectedTitleAttributes)",
        "tabs[].selectedTitleFont": rdv + " (selectedTitleAttributes)",
        "tabs[].background": ramotion + " (bgDefaultColor)",
        "tabs[].selectedBackground": ramotion + " (bgSelectedColor)",
        "tabs[].backgroundImage": rdv + " (setBackgroundSelectedImage:withUnselectedImage:)",
        "tabs[].selectedBackgroundImage": rdv + " (setBackgroundSelectedImage:withUnselectedImage:)",
        "tabs[].titleOffset": rdv + " (titlePositionAdjustment)",
        "tabs[].imageOffset": rdv + " (imagePositionAdjustment)",
        "tabs[].badgeOffset": rdv + " (badgePositionAdjustment)", "tabs[].height": rdv + " (itemHeight)",
        "tabs[].badgeStyle": es + " (badgeColor, ESTabBarItemBadgeView)", "tabs[].page": own + " (demo pages)",
        "tabs[].pushTransition": hyb, "tabs[].presentTransition": hyb,
        "tabs[].detailHidesBar": "UIKit (hidesBottomBarWhenPushed)",
        "tabs[].raised": es + " (the irregular centre button)", "tabs[].hijack": es + " (shouldHijackHandler)",
        "tabs[].duration": ramotion + " (RAMItemAnimation.duration)",
        "tabs[].animation": ramotion + " (RAMItemAnimation), " + es + " (press), UIKit (pop, curls)",
        "tabs[].reverseOnDeselect": ramotion + " (isDeselectAnimation)",
        "tabs[].lottie": es + " (Lottie content view); lottie-ios",
        "tabs[].select": "lottie-ios (play(fromFrame:toFrame:))",
        "tabs[].deselect": "lottie-ios (play(fromFrame:toFrame:))", "tabs[].tint": "lottie-ios (ColorValueProvider)",
        "tabs[].loop": "lottie-ios (loopMode)",
        "bar": "UIKit (UITabBar)", "bar.height": "UIKit (49 pt; " + ramotion + " tabBarHeight)",
        "bar.bottomPadding": "UIKit (safe area)", "bar.contentInsets": rdv + " (contentEdgeInsets)",
        "bar.background": "UIKit (barTintColor)", "bar.translucent": rdv + " (translucent)",
        "bar.hairline": "UIKit (shadowImage)",
        "bar.indicator": colorful + " (colorful-mask), " + ramotion + " (bottom-line), Material 3 (pill)",
        "bar.indicatorColor": ramotion + " (bottomLineColor)", "bar.maskRevealsItems": own,
        "bar.bottomLineHeight": ramotion + " (bottomLineHeight)",
        "bar.bottomLineDuration": ramotion + " (bottomLineMoveDuration)",
        "bar.maskPhaseDuration": colorful + " (two 0.5 s phases)", "bar.itemLayout": ramotion + ", " + rdv,
        "bar.selectOn": rdv + " (UIControlEventTouchDown)", "bar.iconSize": "UIKit (tab bar icon size)",
        "bar.titleFont": ramotion + " (textFontSize)", "bar.textColor": ramotion + " (textColor)",
        "bar.selectedTextColor": ramotion + " (textSelectedColor)", "bar.iconColor": ramotion + " (iconColor)",
        "bar.selectedIconColor": ramotion + " (iconSelectedColor)", "bar.badge": es + " (ESTabBarItemBadgeView)",
        "bar.badge.cap": own, "bar.badge.animation": es + " (badgeChangedAnimation)",
        "bar.badge.shape": es + " (pill), " + rdv + " (ellipse)",
        "tabs[].badgeStyle.cap": own, "tabs[].badgeStyle.animation": es + " (badgeChangedAnimation)",
        "tabs[].badgeStyle.shape": es + " (pill), " + rdv + " (ellipse)",
        "navigation": hyb, "navigation.push": "UIKit (push), " + hyb + " (the others)",
        "navigation.tab": own, "navigation.curve": "UIKit (UIView.animate's ease-in-out)",
        "navigation.modalScale": hyb + " (HYBModalTransition.scale)",
        "navigation.modalScaleX": hyb + " (HYBModalTransition.scale)",
        "navigation.modalScaleY": hyb + " (HYBModalTransition.scale)",
        "navigation.modalHeight": hyb + " (presentedHeight)",
        "navigation.modalHeightPoints": hyb + " (presentedHeight)",
        "navigation.dismissOnDimTap": hyb + " (shouldDismissOnTap)",
    ]
}
