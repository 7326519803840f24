extension TabBarController {
    /// The pages' look for the configuration's `pageBackground` (text chosen for contrast on it).
    var pageStyle: PageStyle { PageStyle(pageBackground: configuration.pageBackground) }
}
