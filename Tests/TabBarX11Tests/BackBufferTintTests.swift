import CX11
import Harness
import TabBarCairo
import TabBarCore
import TabBarFrame
import XCTest

@testable import TabBarX11

/// Tints a frame leaves to the server (`PixelTint`, a push's dim over the copied old page):
/// on a real X server they land over the copies, before the buffer's rectangles, with the
/// pixels Cairo would have drawn, and the frame's completion still comes after them.
final class BackBufferTintTests: XCTestCase {
    static let width = 96, height = 64

    /// A picture's pattern, and the buffer's: different, so a copy or a put shows which.
    static func pattern(_ x: Int, _ y: Int, seed: UInt32) -> UInt32 {
        (UInt32(x * 2) << 16) | (UInt32(y * 3) << 8) | ((UInt32(x * 7 + y * 13) ^ seed) & 0xFF)
    }

    static func fill(_ pixels: PixelBuffer, seed: UInt32) {
        for y in 0..<pixels.height {
            let row = (pixels.pixels + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width { row[x] = pattern(x, y, seed: seed) }
        }
    }

    func testTints_LandOverTheCopies_AsCairoDrawsThem() throws {
        try withPrivateDisplay { _ in try tintsOverCopies(withRects: true) }
    }

    /// With no rectangle from the buffer after the tints, an empty put carries the completion.
    func testTintsLast_StillEndWithTheCompletion() throws {
        try withPrivateDisplay { _ in try tintsOverCopies(withRects: false) }
    }

    private func tintsOverCopies(withRects: Bool) throws {
        let (w, h) = (Self.width, Self.height)
        let window = try X11Window(title: "tints", width: w, height: h)
        window.map()
        XSync(window.display, 0)
        XCTAssertTrue(window.laysTints, "Xvfb has RENDER")
        let buffer = try window.backBuffer().buffer
        try XCTSkipUnless(buffer.usesSharedMemory, "the copies need MIT-SHM")
        Self.fill(buffer.pixels, seed: 0x55)
        let picture = try XCTUnwrap(window.makeSharedPicture(width: w, height: h))
        Self.fill(picture.pixels, seed: 0xA0)
        // The right two thirds are copied from the picture, the left third put from the buffer
        // (or, without rectangles, left as the picture's copy of the whole window).
        let split = withRects ? 32 : 0
        let copy = PixelCopy(source: picture, sourceX: split, sourceY: 0, x: split, y: 0, width: w - split, height: h)
        let tints = [
            PixelTint(x: split, y: 0, width: 40, height: 30, color: Color.black.withAlpha(0.15)),
            PixelTint(
                x: split + 20, y: 10, width: 40, height: 40,
                color: Color(red: 0.9, green: 0.45, blue: 0.1, alpha: 0.333)),
        ]
        let rects = withRects ? [(x: 0, y: 0, width: split, height: h)] : []
        let due = window.present(rects, copies: [copy], tints: tints, from: (buffer, 1)) { .exposures(0) }
        XCTAssertTrue(due.isEmpty && window.isPresenting, "reported on its completion")
        // The frame's last request carries its one completion: the server reports the frame
        // done only after laying the tints (an event's serial is the last request processed).
        let lastRequest = XNextRequest(window.display) - 1
        XSync(window.display, 0)
        var completions: [UInt] = []
        var event = XEvent()
        while XPending(window.display) > 0 {
            XNextEvent(window.display, &event)
            let serial = event.xany.serial
            if let reports = window.takeCompletion(&event) {
                XCTAssertEqual(reports.count, 1)
                completions.append(serial)
            }
        }
        XCTAssertEqual(completions, [lastRequest])

        // What Cairo draws: the buffer's third, the picture's rest, the tints over it in order.
        let expected = try RasterSurface(width: w, height: h)
        expected.withMutablePixels { pixels in
            for y in 0..<h {
                let row = (pixels + y * expected.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { row[x] = Self.pattern(x, y, seed: x < split ? 0x55 : 0xA0) }
            }
        }
        for tint in tints { expected.lay(tint) }
        let image = try XCTUnwrap(XGetImage(window.display, window.id, 0, 0, UInt32(w), UInt32(h), ~0, ZPixmap))
        defer { _ = cx11_destroy_image(image) }
        XCTAssertEqual(image.pointee.bits_per_pixel, 32)
        let shown = try XCTUnwrap(UnsafeRawPointer(image.pointee.data))
        var differing = 0
        expected.withPixels { pixels in
            for y in 0..<h {
                let row = (pixels + y * expected.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let screen = (shown + y * Int(image.pointee.bytes_per_line)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w where screen[x] & 0xFFFFFF != row[x] & 0xFFFFFF { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0, "pixels where the server's tints differ from Cairo's")
    }
}
