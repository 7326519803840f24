import Glibc
import TabBarCore
import TabBarKit
import TabBarReviewWindow

// Opens a window whose bar uses this app's own "swing" animation.
//   swift run CustomAnimation                   the bar built in code (SwingBar.swift)
//   swift run CustomAnimation my-config.json    a configuration file naming "animation": "swing"
//   swift run CustomAnimation --check my.json   `tabbar check` over that file, "swing" included
//   swift run CustomAnimation --review FOLDER   no window: the swing's film strip, plot and GIF
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
if arguments.first == "--review" {
    exit(reviewSwing(in: swingConfiguration(), into: arguments.count > 1 ? arguments[1] : "."))
}
let window: TabBarWindow
do {
    if let path = arguments.first {
        window = try TabBarWindow(configurationFile: path, catalog: catalog)
    } else {
        window = try TabBarWindow(configuration: swingConfiguration())
    }
} catch {
    print("CustomAnimation: \(error)")
    exit(2)
}
window.onEvent = { event in print(event) }
exit(window.run(exitAfter: ProcessInfoLite.exitAfter).code)
