import Glibc
import TabBarCore
import TabBarKit

// Opens a window whose bar uses this app's own "swing" animation.
//   swift run CustomAnimation                 the bar built in code below
//   swift run CustomAnimation my-config.json  a configuration file naming "animation": "swing"
//   swift run CustomAnimation --check my.json `tabbar check` over that file, "swing" included
var catalog = ItemAnimationCatalog.builtIn
catalog.register("swing") { request in SwingAnimation(duration: request.duration ?? 0.8) }

let arguments = Array(CommandLine.arguments.dropFirst())
// `CustomAnimation --check app.json`: `tabbar check` over the file, "swing" included.
if arguments.count == 2, arguments[0] == "--check" {
    do {
        exit(try ConfigurationCheck(configurationFile: arguments[1], catalog: catalog).run().code)
    } catch {
        print("CustomAnimation: \(error)")
        exit(2)
    }
}
let window: TabBarWindow
do {
    if let path = arguments.first {
        window = try TabBarWindow(configurationFile: path, catalog: catalog)
    } else {
        let colors: [UInt32] = [0xE13329, 0x22BC55, 0x2682D5, 0x7B269F]
        var configuration = AppConfiguration(
            tabs: ["Shop", "Deals", "Cart", "Me"].enumerated().map { index, title in
                var tab = TabItem(title: title, color: Color(hex: colors[index]))
                tab.animation = SwingAnimation()
                return tab
            })
        configuration.title = "Swing"
        window = try TabBarWindow(configuration: configuration)
    }
} catch {
    print("CustomAnimation: \(error)")
    exit(2)
}
window.onEvent = { event in print(event) }
exit(window.run(exitAfter: ProcessInfoLite.exitAfter).code)
