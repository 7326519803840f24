import Foundation
import TabBarCairo

/// One `tabbar --trace` window on a private Xvfb, driven through XTEST with xdotool.
/// Everything it starts is stopped and reaped by `close()` or on deinit.
public final class WindowSession {
    public let server: XvfbServer
    public let app: TraceProcess
    public let client: XClient
    /// The X window id from the `ready` event.
    public let window: UInt
    /// Whether the `ready` event says frames go through MIT-SHM (false: the XPutImage fallback).
    public let usesSharedMemory: Bool
    /// Item rectangles (x, y, w, h) from the first `layout` event, in window pixels.
    public private(set) var items: [[String: Any]]

    /// `screen` sizes the Xvfb screen (windows larger than the default 1280×1024 need it).
    public init(
        arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil,
        input: Any? = nil, screen: (width: Int, height: Int) = (1280, 1024)
    ) throws {
        server = try XvfbServer(width: screen.width, height: screen.height)
        app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace"] + arguments, display: server.display,
            directory: directory, environment: environment, input: input)
        let ready = try app.waitForEvent(named: "ready").event
        let layout = try app.waitForEvent(named: "layout").event
        window = ready["window"] as? UInt ?? UInt(ready["window"] as? Int ?? 0)
        items = layout["items"] as? [[String: Any]] ?? []
        usesSharedMemory = ready["shm"] as? Bool ?? false
        client = try XClient(display: server.display)
    }

    deinit {
        close()
    }

    /// The centre of item `index` in window pixels (the window sits at the screen's origin);
    /// (−1, −1) for an item the layout does not have, which clicks nothing.
    public func center(of index: Int) -> (x: Int, y: Int) {
        guard items.indices.contains(index) else { return (-1, -1) }
        let item = items[index]
        let x = (item["x"] as? Double ?? 0) + (item["w"] as? Double ?? 0) / 2
        let y = (item["y"] as? Double ?? 0) + (item["h"] as? Double ?? 0) / 2
        return (Int(x), Int(y))
    }

    /// Moves the pointer and clicks through XTEST: real ButtonPress and ButtonRelease events.
    public func click(x: Int, y: Int) throws {
        let result = try Commands.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"], display: server.display)
        guard result.status == 0 else { throw TestSupportError("xdotool failed: \(result.standardError)") }
    }

    /// Runs xdotool with `arguments` on this session's display.
    public func xdotool(_ arguments: [String]) throws {
        let result = try Commands.run("xdotool", arguments, display: server.display)
        guard result.status == 0 else { throw TestSupportError("xdotool \(arguments) failed: \(result.standardError)") }
    }

    /// Waits until the window has handled everything sent to it so far and sleeps, its
    /// frames on screen (`TraceProcess.waitForIdle`).
    @discardableResult
    public func waitForIdle(timeout: TimeInterval = 20) throws -> (index: Int, event: [String: Any]) {
        try app.waitForIdle(display: server.display, window: window, timeout: timeout)
    }

    public func screenshot() throws -> RasterSurface {
        try client.screenshot(window)
    }

    /// Asks the window to close as a window manager would, and returns the exit status;
    /// throws (after killing the app) when it has not exited within `timeout` seconds.
    public func closeWindow(timeout: TimeInterval = 20) throws -> Int32 {
        try client.sendDeleteWindow(window)
        return try app.waitForExit(timeout: timeout)
    }

    /// Stops the app (if still running) and the server.
    public func close() {
        client.close()
        if app.process.isRunning {
            app.process.terminate()
            app.process.waitUntilExit()
        }
        server.stop()
    }
}
