import Glibc

/// Runs `body` with DISPLAY on a private Xvfb. A window opens DISPLAY; the process's own
/// is put back afterwards, so later tests in this process never reach a server that has
/// stopped. Windows made in `body` must be gone when it returns (Xlib ends the process
/// when a connection's server dies).
public func withPrivateDisplay<T>(_ body: (XvfbServer) throws -> T) throws -> T {
    let server = try XvfbServer()
    let previous = getenv("DISPLAY").map { String(cString: $0) }
    setenv("DISPLAY", server.display, 1)
    defer {
        if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
        server.stop()
    }
    return try body(server)
}
