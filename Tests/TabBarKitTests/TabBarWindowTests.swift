import Glibc
import Harness
import TabBarCore
import TabBarKit
import TabBarX11
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
        try withPrivateDisplay { _ in try hooksVetoAndObserve() }
    }

    private func hooksVetoAndObserve() throws {
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
    }

    /// `run()` inside the test process: a click (XTEST, through xdotool) and a `select` in
    /// code each select and animate, and `close()` from a hook ends the loop. Every wait is
    /// on an event the window reports; `exitAfter` and the command's timeout bound the test.
    ///
    /// It once hung in XCTest: `run()` left SIGTERM blocked in the test's thread, every child
    /// started later inherited that, and `XvfbServer.stop()` waited forever for a server that
    /// ignored its SIGTERM. `run()` now puts the caller's signal mask back.
    func testRun_ClickAndSelectInCode_ThenCloseFromAHook() throws {
        try withPrivateDisplay(runClickSelectAndClose)
    }

    private func runClickSelectAndClose(on server: XvfbServer) throws {
        let configuration = AppConfiguration(tabs: (0..<4).map { TabItem(title: "Tab \($0)") })
        let deadline = 30.0
        var selected: [Int] = []
        var ended: [Int] = []
        var failure: String?
        var frames = 0
        // The window's connection must be gone before the server stops: it lives in this scope only.
        let (code, elapsed): (ExitCode, Double) = try {
            let window = try TabBarWindow(configuration: configuration)
            window.didSelect = { selected.append($0) }
            window.onReady = { id in
                // Queued on the server at once; the loop reads the click after this hook returns.
                let point = window.controller.layout.items[1].frame.center
                do {
                    try Commands.run(
                        "/usr/bin/xdotool",
                        [
                            "mousemove", "--window", "\(id)", "\(Int(point.x))", "\(Int(point.y))",
                            "click", "1",
                        ], display: server.display, timeout: 10)
                } catch {
                    failure = "\(error)"
                    window.close(code: .input)
                }
            }
            window.onFrame = { frames = $0 }
            window.onEvent = { event in
                guard case .animation(let animation) = event, animation.phase == .end, animation.kind == .select else {
                    return
                }
                ended.append(animation.index)
                // The click's animation has ended: select in code; when that one ends, close.
                if animation.index == 1 { window.select(2) } else if animation.index == 2 { window.close() }
            }
            let clock = MonotonicClock()
            let code = window.run(exitAfter: deadline)
            return (code, clock.now())
        }()
        // The loop's signal watch blocked these; left blocked, every process started later by
        // this thread would ignore SIGTERM, and stopping the next Xvfb would wait forever.
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        for signal in SignalWatch.handled {
            XCTAssertEqual(sigismember(&mask, signal), 0, "signal \(signal) is still blocked after run()")
        }
        XCTAssertNil(failure)
        XCTAssertEqual(code, .success)
        XCTAssertLessThan(elapsed, deadline, "close() ended the loop, not the deadline (\(frames) frames)")
        XCTAssertEqual(selected, [1, 2])
        XCTAssertEqual(ended.filter { $0 != 0 }, [1, 2])
        XCTAssertGreaterThan(frames, 2, "the animations were drawn")
    }

    /// Each `run()` starts a signal-watching thread and must end it (issue 13 section 1):
    /// a program that opens windows one after another keeps one thread. The window closes
    /// itself once its first frame is on screen; threads are counted in /proc/self/task.
    func testRunningTwice_LeavesNoThreadBehind() throws {
        try withPrivateDisplay { _ in
            let before = try threadCount()
            for run in 1...2 {
                let code: ExitCode = try {
                    let configuration = AppConfiguration(tabs: [TabItem(title: "A"), TabItem(title: "B")])
                    let window = try TabBarWindow(configuration: configuration)
                    window.onReady = { _ in window.close() }
                    return window.run(exitAfter: 30)
                }()
                XCTAssertEqual(code, .success)
                XCTAssertEqual(try settledThreadCount(atMost: before), before, "threads after run \(run)")
            }
        }
    }

    private func threadCount() throws -> Int {
        guard let directory = opendir("/proc/self/task") else { throw XCTSkip("no /proc/self/task") }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            if entry.pointee.d_name.0 != CChar(UInt8(ascii: ".")) { count += 1 }
        }
        return count
    }

    /// The thread count once it is `limit` or less, or after a second: a joined thread may
    /// stay listed for an instant while the kernel lets it go.
    private func settledThreadCount(atMost limit: Int) throws -> Int {
        let clock = MonotonicClock()
        var count = try threadCount()
        while count > limit && clock.now() < 1 {
            var pause = pollfd()
            _ = poll(&pause, 0, 10)
            count = try threadCount()
        }
        return count
    }
}
