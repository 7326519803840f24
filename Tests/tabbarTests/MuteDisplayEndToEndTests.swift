import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

/// Issue 46: a display that accepts connections and never answers (a socket left listening
/// where an X server should be) no longer keeps `XOpenDisplay` waiting for ever: after 5 s the
/// program says so in one line and exits 1, the trace's exit line written.
final class MuteDisplayEndToEndTests: XCTestCase {
    /// A Unix socket listening as display `:N` (/tmp/.X11-unix/XN) that never accepts.
    final class MuteSocket {
        let display: String
        private let path: String
        private let fd: Int32

        init() throws {
            mkdir("/tmp/.X11-unix", 0o1777)
            var number = 4000 + Int(getpid() % 1000)
            while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
            path = "/tmp/.X11-unix/X\(number)"
            display = ":\(number)"
            fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard fd >= 0, bound == 0, listen(fd, 8) == 0 else {
                throw TestSupportError("cannot listen on \(path): \(String(cString: strerror(errno)))")
            }
        }

        deinit {
            close(fd)
            unlink(path)
        }
    }

    func testMuteDisplay_ExitsOneWithinSixSeconds() throws {
        let socket = try MuteSocket()
        let start = Date()
        let app = try TraceProcess(executable: Commands.tabbar, arguments: ["--trace"], display: socket.display)
        try app.waitForEnd(timeout: 20)
        XCTAssertEqual(try app.waitForExit(), 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 6)
        XCTAssertTrue(
            app.standardError.contains(
                "cannot open X display \"\(socket.display)\": the X server did not answer within 5 s"),
            app.standardError)
        XCTAssertEqual(app.standardError.split(separator: "\n").count, 1, app.standardError)
        XCTAssertTrue(TraceProcess.matches(app.events.last ?? [:], ["event": "exit", "code": "1"]), "\(app.events)")
    }
}
