import CX11
import Glibc
import Synchronization

/// The one place where Xlib's error callbacks leave state for Swift code.
///
/// `XSetErrorHandler` takes a C function pointer that cannot capture context, so the
/// handler records the last error code here, behind a mutex; `trapping` installs it,
/// syncs, and reads the result. Asynchronous errors outside a trap are ignored rather
/// than fatal, because Xlib's default handler would exit the process.
enum XErrorTrap {
    private static let lastError = Mutex<UInt8>(0)
    private static let connectionLost = Mutex<(@Sendable () -> Void)?>(nil)

    static func whenConnectionLost(_ action: @escaping @Sendable () -> Void) {
        connectionLost.withLock { $0 = action }
    }

    /// Runs the action `whenConnectionLost` set, if any: the display is gone (or never answered).
    static func runConnectionLostAction() {
        connectionLost.withLock { $0 }?()
    }

    /// Runs `body`, waits for the server, and returns the X error code it caused (0 if none).
    static func trapping(_ display: OpaquePointer, _ body: () -> Void) -> UInt8 {
        lastError.withLock { $0 = 0 }
        XSync(display, 0)
        body()
        XSync(display, 0)
        return lastError.withLock { $0 }
    }

    /// Installs handlers: protocol errors are recorded; a lost connection ends the process
    /// with a one-line message instead of Xlib's multi-line one, after the action set by
    /// `whenConnectionLost` (the executable's `exit` trace line).
    static func install() {
        _ = XSetErrorHandler { _, event in
            let code = event?.pointee.error_code ?? 0
            XErrorTrap.lastError.withLock { $0 = code }
            return 0
        }
        _ = XSetIOErrorHandler { _ in
            let message = ProgramName.current + ": error: lost the connection to the X server\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            XErrorTrap.runConnectionLostAction()
            _exit(1)
        }
    }
}
