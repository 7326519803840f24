import Glibc
import Harness
import TabBarCore
import TabBarKit
import TestSupport
import XCTest

/// The library's window (issue 13, item 1), on a private Xvfb: built in code, with a
/// custom animation registered, hooks that veto and observe, the bar driven in code.
final class TabBarWindowTests: XCTestCase {
    struct Still: ItemAnimation {
        let name = "still"
        let duration = 0.2
        func selecting(elapsed: Double) -> ItemPose { .selected }
    }

    func testHooksVetoAndObserve_AndTheBarIsDrivenInCode() throws {
        let server = try XvfbServer()
        // The window opens DISPLAY; put back the process's own afterwards, so later tests
        // in this process never reach a server that has stopped.
        let previous = getenv("DISPLAY").map { String(cString: $0) }
        setenv("DISPLAY", server.display, 1)
        defer {
            if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
            server.stop()
        }
        var catalog = ItemAnimationCatalog.builtIn
        catalog.register("still") { _ in Still() }
        var configuration = AppConfiguration(tabs: (0..<4).map { TabItem(title: "Tab \($0)") })
        configuration.tabs[1].animation = try XCTUnwrap(catalog.make("still"))
        configuration.pages = .demo
        let window = try TabBarWindow(configuration: configuration)
        var events: [TraceEvent] = []
        var selected: [Int] = []
        window.onEvent = { events.append($0) }
        window.shouldSelect = { $0 != 2 }
        window.didSelect = { selected.append($0) }

        window.select(2)
        XCTAssertEqual(window.controller.selectedIndex, 0)
        XCTAssertTrue(events.contains(.reject(index: 2, reason: .vetoed, cause: .program)), "\(events)")
        window.select(1)
        XCTAssertEqual(window.controller.selectedIndex, 1)
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(window.controller.items[1].animation.name, "still")
        window.setBadge("7", at: 3)
        XCTAssertEqual(window.controller.items[3].badge, "7")
        window.setBarHidden(true, animated: false)
        XCTAssertTrue(window.controller.navigator.isBarHiddenByProgram)
        // `run()` is not called in this process (its event loop hung here once, with the
        // test runner's signal handling); `make examples` runs a real one under xvfb-run.
    }
}
