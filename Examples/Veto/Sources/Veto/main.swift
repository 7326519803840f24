import Glibc
import TabBarCore
import TabBarDemo
import TabBarKit

// The delegate hooks: the third tab is locked until the second has been visited
// (`shouldSelect` vetoes it, and its badge says so), and `didSelect` clears a tab's badge
// and hides the bar on the last tab.
//   swift run Veto [config.json]      (default: the checkout's assets/demo.json)
// This file is Examples/Veto/Sources/Veto/main.swift in the checkout.
let checkout = "/" + #filePath.split(separator: "/").dropLast(5).joined(separator: "/")
let path = CommandLine.arguments.dropFirst().first ?? checkout + "/assets/demo.json"

let window: TabBarWindow
do {
    // The demo's pages (grid, list, button, settings), as `tabbar` shows them.
    window = try TabBarWindow(configurationFile: path, pages: .demo)
} catch {
    print("Veto: \(error)")
    exit(2)
}
let locked = 2
var unlocked = false
window.setBadge("🔒", at: locked)

window.shouldSelect = { index in
    guard index == locked, !unlocked else { return true }
    print("veto: tab \(index) opens after tab 1")
    return false
}
window.didSelect = { index in
    print("selected \(index)")
    if index == 1, !unlocked {
        unlocked = true
        window.setBadge(nil, at: locked)
    }
    window.setBadge(nil, at: index)
    window.setBarHidden(index == window.controller.items.count - 1 && index != locked)
}
let exitAfter = getenv("EXIT_AFTER").flatMap { Double(String(cString: $0)) }
exit(window.run(exitAfter: exitAfter).code)
