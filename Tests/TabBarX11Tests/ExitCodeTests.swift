import TabBarX11
import XCTest

/// The documented exit codes, and the one mapping from an error to a code.
final class ExitCodeTests: XCTestCase {
    private struct SomeInputError: Error {}

    func testCodes_AreTheDocumentedNumbers() {
        XCTAssertEqual([ExitCode.success, .display, .input, .script].map(\.code), [0, 1, 2, 3])
        XCTAssertEqual(ExitCode.signal(SIGTERM).code, 143)
        XCTAssertEqual(ExitCode.signal(SIGINT).code, 130)
    }

    func testErrors_X11IsTheDisplay_EverythingElseIsInput() {
        XCTAssertEqual(ExitCode(for: X11Error.cannotOpenDisplay(name: ":99")), .display)
        XCTAssertEqual(ExitCode(for: X11Error.cannotCreateImage(width: 1, height: 1)), .display)
        XCTAssertEqual(ExitCode(for: SomeInputError()), .input)
    }

    func testLoopExits_MapThroughExitCode() {
        XCTAssertEqual(LoopExit.closed.code, .success)
        XCTAssertEqual(LoopExit.timedOut.code, .success)
        XCTAssertEqual(LoopExit.signalled(SIGHUP).code.code, 129)
        XCTAssertEqual(LoopExit.requested(.script).code, .script)
        XCTAssertEqual(LoopExit.failed("cannot draw").code, .display)
    }
}
