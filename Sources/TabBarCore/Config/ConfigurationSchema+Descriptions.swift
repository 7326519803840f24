extension ConfigurationSchema {
    /// The description of the key at `path` ("tabs[].titleFont.size"): its own line, else the
    /// shared line of a font, point or badge-style member by the object it sits in.
    static func description(_ path: String) -> String? {
        if let text = descriptions[path] { return text }
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        let parent = parts[parts.count - 2], key = parts[parts.count - 1]
        if parent == "font" || parent.hasSuffix("Font") { return fontMembers[key] }
        if parent == "offset" || parent.hasSuffix("Offset") { return pointMembers[key] }
        if parent == "badge" || parent == "badgeStyle" { return badgeMembers[key] }
        return nil
    }

    static let fontMembers = [
        "family": "Font family, a fontconfig list such as \"Noto Sans CJK SC, sans-serif\".",
        "size": "Point size, 1–200.",
        "weight": "Font weight.",
    ]

    static let pointMembers = [
        "x": "Horizontal offset in points, −1000–1000.", "y": "Vertical offset in points, −1000–1000.",
    ]

    static let badgeMembers = [
        "background": "The badge's fill colour.",
        "textColor": "The badge's text colour.",
        "font": "The badge's font.",
        "offset": "Moves the badge from its place, in points.",
        "cap": "Numbers above this show as cap+ (99 shows 99+); null for no cap.",
        "animation": "How the badge appears and changes.",
        "shape": "pill (ES: 18 pt tall) or ellipse (RDV: 2 pt padding).",
    ]

    /// One line per key, by key path with `[]` for array elements ("tabs[].title").
    static let descriptions: [String: String] = [
        "$schema": "The schema this file follows, for editors; the decoder ignores it.",
        "title": "The window title (_NET_WM_NAME).",
        "pageBackground": "The page area's background colour.",
        "bar": "The bar's look as a whole.",
        "initialIndex": "The tab selected at start, from 0 to the number of tabs − 1.",
        "navigation": "How pages push, present and switch.",
        "reduceMotion": "Replace motion with short cross-fades.",
        "direction": "ltr, or rtl to mirror the items and the indicator's motion.",
        "tabs": "The tabs, at least one; beyond five, the fifth slot becomes More, listing the rest.",
        "tabs[].title": "The item's title, also its page's title.",
        "tabs[].icon": "A PNG whose alpha is the icon (template rendering) or drawn as it is (original).",
        "tabs[].selectedIcon": "The icon while selected.",
        "tabs[].frames": "A folder of PNG frames for the frames animation, in name order.",
        "tabs[].lottie": "A Lottie JSON file drawn as the icon (in place of icon); selecting plays it.",
        "tabs[].select": "lottie only: what selecting plays, [fromFrame, toFrame] or a marker's name (default: all).",
        "tabs[].deselect":
            "lottie only: what deselecting plays, [fromFrame, toFrame] or a marker's name (default: a jump back).",
        "tabs[].tint": "lottie only: the icon colours recolour every fill and stroke (default: when colours are set).",
        "tabs[].loop": "lottie only: a selected item plays its select segment again and again.",
        "tabs[].color": "The tab's block under the colourful mask, its page's accent, and a raised tab's disc.",
        "tabs[].enabled": "false greys the item out and refuses taps.",
        "tabs[].badge": "A number, a text, \"\" for a dot, or null for none.",
        "tabs[].rendering": "template: the icon's alpha filled with the icon colour; original: its own colours.",
        "tabs[].textColor": "The title's colour (overrides the bar's).",
        "tabs[].selectedTextColor": "The title's colour while selected.",
        "tabs[].iconColor": "The template icon's colour.",
        "tabs[].selectedIconColor": "The template icon's colour while selected.",
        "tabs[].titleFont": "The title's font.",
        "tabs[].selectedTitleFont": "The title's font while selected.",
        "tabs[].background": "The item's background colour (a raised tab's disc, instead of its color).",
        "tabs[].selectedBackground": "The item's background colour while selected (a raised tab's disc).",
        "tabs[].backgroundImage": "A PNG behind the item (inside a raised tab's disc).",
        "tabs[].selectedBackgroundImage": "A PNG behind the item while selected (inside a raised tab's disc).",
        "tabs[].titleOffset": "Moves the title, in points.",
        "tabs[].imageOffset": "Moves the icon, in points.",
        "tabs[].badgeOffset": "Moves the badge, in points.",
        "tabs[].height": "The item's height in points; taller items stick out above the bar.",
        "tabs[].badgeStyle": "This item's badge look (overrides bar.badge).",
        "tabs[].page": "The tab's root page.",
        "tabs[].page.kind": "What the page shows; image shows a designer's own PNG.",
        "tabs[].page.title": "The page header's title (the tab's title when absent).",
        "tabs[].page.items": "Cards, rows or paragraphs, 0–500.",
        "tabs[].page.image": "Image pages: a PNG scaled to the page width, scrolling when taller.",
        "tabs[].page.images": "Image pages: PNGs a tap walks through, each pushed with the tab's push transition.",
        "tabs[].page.sheet": "A PNG, or a list, the page's modal shows instead of the demo sheet.",
        "tabs[].pushTransition": "How pages are pushed on this tab (the app's when absent).",
        "tabs[].presentTransition": "How this tab's modal is presented (the app's when absent).",
        "tabs[].detailHidesBar": "Hide the bar while a pushed page is on top (hidesBottomBarWhenPushed).",
        "tabs[].raised": "ES's round centre button above the bar; its disc takes the tab's color (or background).",
        "tabs[].hijack": "A tap presents a modal instead of selecting the tab.",
        "tabs[].duration": "The item animation's duration in seconds, 0–60.",
        "tabs[].animation": "The item animation played on selection.",
        "tabs[].reverseOnDeselect": "frames only: play the flip-book backwards on deselect (default true).",
        "bar.height": "Height of the item row in points, 1–400 (49 as iOS).",
        "bar.bottomPadding": "Space under the items, the home indicator's safe area, 0–400.",
        "bar.contentInsets": "Insets of the item row inside the bar; they must leave every item at least 1 pt wide.",
        "bar.contentInsets.top": "Top inset in points, 0–400.",
        "bar.contentInsets.left": "Left inset in points, 0–400.",
        "bar.contentInsets.bottom": "Bottom inset in points, 0–400.",
        "bar.contentInsets.right": "Right inset in points, 0–400.",
        "bar.background": "The bar's colour.",
        "bar.translucent": "RDV's translucent bar: 90 % opaque, the page running under it.",
        "bar.hairline": "The 1-pixel line along the bar's top edge, or \"none\".",
        "bar.indicator": "The selection indicator.",
        "bar.indicatorColor": "The bottom line's and the pill's colour (the selected icon colour when absent).",
        "bar.maskRevealsItems": "The colourful mask reveals the items in their selected colours (default true).",
        "bar.bottomLineHeight": "The bottom line's height in points (Ramotion's 2).",
        "bar.bottomLineDuration": "The bottom line's slide time in seconds (Ramotion's 0.3).",
        "bar.maskPhaseDuration": "Seconds of each of the colourful mask's two phases (TColorful's 0.5).",
        "bar.itemLayout": "ramotion: icon above the middle, title below; rdv: both centred as one block.",
        "bar.selectOn": "release (a tap) or press (touch-down, as RDV).",
        "bar.iconSize": "The icons' size in points, 4–256.",
        "bar.titleFont": "The titles' font.",
        "bar.textColor": "The titles' colour.",
        "bar.selectedTextColor": "The selected title's colour.",
        "bar.iconColor": "The template icons' colour.",
        "bar.selectedIconColor": "The selected template icon's colour.",
        "bar.badge": "The badges' look.",
        "navigation.push": "How pages are pushed.",
        "navigation.present": "How the modal is presented.",
        "navigation.tab": "How pages change when the tab does.",
        "navigation.duration": "Transition time in seconds, 0–10.",
        "navigation.spring": "Transitions follow a spring instead of a curve.",
        "navigation.damping": "The spring's damping ratio, 0.05–2.",
        "navigation.velocity": "The spring's initial velocity, −20–20.",
        "navigation.curve":
            "The transitions' timing curve when not a spring: linear, ease-in, ease-out, ease-in-out (the default), default, emphasized, or cubic-bezier(x1, y1, x2, y2).",
        "navigation.modalScale": "How much the half-sheet scales the page behind it, both axes (0.9).",
        "navigation.modalScaleX": "The horizontal scale of the page behind the half-sheet.",
        "navigation.modalScaleY": "The vertical scale of the page behind the half-sheet.",
        "navigation.modalHeight": "The half-sheet's height as a fraction of the window (0.5).",
        "navigation.modalHeightPoints": "The half-sheet's height in points (wins over modalHeight).",
        "navigation.modalDim": "The black overlay's alpha behind the half-sheet (0).",
        "navigation.modalCornerRadius": "The half-sheet's corner radius (0).",
        "navigation.dismissOnDimTap": "A tap on the dimmed page closes the half-sheet.",
    ]
}
