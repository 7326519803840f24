import TabBarCore

/// The bar this app shows: four tabs that swing, with the checkout's icons (the app runs
/// from its own folder, Examples/CustomAnimation, as `swift run` and `make examples` do).
func swingConfiguration() -> AppConfiguration {
    let colors: [UInt32] = [0xE13329, 0x22BC55, 0x2682D5, 0x7B269F]
    let icons = ["home", "search", "chat", "profile"]
    var configuration = AppConfiguration(
        tabs: ["Shop", "Deals", "Cart", "Me"].enumerated().map { index, title in
            var tab = TabItem(
                title: title, icon: ImageRef("../../assets/icons/\(icons[index]).png"),
                selectedIcon: ImageRef("../../assets/icons/\(icons[index])-selected.png"),
                color: Color(hex: colors[index]))
            tab.animation = SwingAnimation()
            return tab
        })
    configuration.title = "Swing"
    return configuration
}
