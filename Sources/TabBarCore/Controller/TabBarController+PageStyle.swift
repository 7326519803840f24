extension TabBarController {
    /// The pages' look for the configuration's `pageBackground` (text chosen for contrast on it).
    var pageStyle: PageStyle {
        var style = PageStyle(pageBackground: configuration.pageBackground)
        style.isRightToLeft = configuration.bar.isRightToLeft
        return style
    }
}
