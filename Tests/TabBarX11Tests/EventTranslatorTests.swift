import CX11
import TabBarCore
import XCTest

@testable import TabBarX11

/// X events are plain structures, so translation is tested without a server.
final class EventTranslatorTests: XCTestCase {
    let translator = EventTranslator(deleteAtom: 42, protocolsAtom: 41)

    func button(_ type: Int32, _ button: UInt32, x: Int32 = 100, y: Int32 = 60) -> XEvent {
        var event = XEvent()
        event.xbutton.type = type
        event.xbutton.button = button
        event.xbutton.x = x
        event.xbutton.y = y
        return event
    }

    func testPrimaryButton_BecomesPointerDownAndUpInLogicalPixels() {
        var press = button(ButtonPress, 1), release = button(ButtonRelease, 1)
        XCTAssertEqual(
            translator.translate(&press, scale: 2), .input(.pointerDown(Point(x: 50, y: 30), button: .primary)))
        XCTAssertEqual(
            translator.translate(&release, scale: 2), .input(.pointerUp(Point(x: 50, y: 30), button: .primary)))
    }

    func testWheelButtons_BecomeWheelSteps() {
        var up = button(ButtonPress, 4), down = button(ButtonPress, 5), left = button(ButtonPress, 6)
        XCTAssertEqual(translator.translate(&up, scale: 2), .input(.wheel(dx: 0, dy: -1, at: Point(x: 50, y: 30))))
        XCTAssertEqual(translator.translate(&down, scale: 2), .input(.wheel(dx: 0, dy: 1, at: Point(x: 50, y: 30))))
        XCTAssertEqual(translator.translate(&left, scale: 2), .input(.wheel(dx: -1, dy: 0, at: Point(x: 50, y: 30))))
        var wheelRelease = button(ButtonRelease, 5)
        XCTAssertEqual(translator.translate(&wheelRelease, scale: 2), .ignored)
    }

    func testDeleteWindowMessage_Closes() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.message_type = 41
        event.xclient.format = 32
        event.xclient.data.l.0 = 42
        XCTAssertEqual(translator.translate(&event, scale: 2), .close)
        event.xclient.data.l.0 = 7
        XCTAssertEqual(translator.translate(&event, scale: 2), .ignored)
    }

    func testConfigureAndExpose_CarryDevicePixels() {
        var configure = XEvent()
        configure.xconfigure.type = ConfigureNotify
        configure.xconfigure.width = 640
        configure.xconfigure.height = 480
        XCTAssertEqual(translator.translate(&configure, scale: 2), .configure(width: 640, height: 480))
        var expose = XEvent()
        expose.xexpose.type = Expose
        expose.xexpose.x = 1
        expose.xexpose.y = 2
        expose.xexpose.width = 3
        expose.xexpose.height = 4
        XCTAssertEqual(translator.translate(&expose, scale: 2), .expose(x: 1, y: 2, width: 3, height: 4))
    }

    func testLeavingTheWindow_CancelsPointerTracking() {
        var leave = XEvent()
        leave.xcrossing.type = LeaveNotify
        leave.xcrossing.mode = NotifyNormal
        XCTAssertEqual(translator.translate(&leave, scale: 2), .input(.pointerLeave))
        leave.xcrossing.mode = NotifyGrab
        XCTAssertEqual(translator.translate(&leave, scale: 2), .ignored)
    }
}
