import Foundation
import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// `InputFile` and `PNGImage`: input is read without blocking, only from regular files, and
/// images are measured before they are decoded.
final class InputFileTests: TemporaryDirectoryTestCase {
    func failure(_ path: String, limit: Int = 1 << 20) -> String {
        do {
            _ = try InputFile.read(path, limit: limit)
            return "no error"
        } catch {
            return error.reason
        }
    }

    func testRegularFile_IsReadWhole() throws {
        let path = directory.appendingPathComponent("a.json").path
        let text = String(repeating: "0123456789", count: 10_000)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try InputFile.read(path, limit: 1 << 20), Array(text.utf8))
    }

    func testSpecialFiles_SayWhatTheyAre() throws {
        let fifo = directory.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(failure(fifo), "not a regular file (it is a FIFO)")
        XCTAssertEqual(failure("/dev/zero"), "not a regular file (it is a character device)")
        XCTAssertEqual(failure(directory.path), "not a regular file (it is a directory)")
        XCTAssertEqual(failure(directory.appendingPathComponent("none").path), "no such file or directory")
        XCTAssertEqual(failure(""), "empty file name")
        XCTAssertEqual(failure("a\u{0}b"), "the path holds a NUL byte")
    }

    func testLimit_IsEnforced() throws {
        let path = directory.appendingPathComponent("big").path
        try Data(count: 5000).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(failure(path, limit: 4999), "the file is 5000 bytes or more; at most 4999 are read")
        XCTAssertEqual(try InputFile.read(path, limit: 5000).count, 5000)
    }

    func testPNGSize_ComesFromTheHeader() {
        let png = [UInt8](BlankPNG.data(width: 20000, height: 300))
        XCTAssertEqual(PNGImage.size(ofPNG: png).map { [$0.width, $0.height] }, [20000, 300])
        XCTAssertNil(PNGImage.size(ofPNG: Array("GIF89a".utf8)))
        XCTAssertNil(PNGImage.size(ofPNG: Array(png.prefix(20))))
    }

    func testBlankPNG_DecodesToItsSize() throws {
        let url = directory.appendingPathComponent("blank.png")
        try BlankPNG.write(width: 37, height: 5, to: url)
        let image = try PNGImage.load(url.path)
        XCTAssertEqual([image.width, image.height], [37, 5])
        XCTAssertEqual(image.pixel(x: 36, y: 4) & 0x00FF_FFFF, 0, "black")
    }

    /// A configuration's images are checked at load and kept, so the first frame decodes none
    /// again: drawn after the file is gone, the checked image is still there.
    func testValidatedImage_IsKeptForDrawing() throws {
        let url = directory.appendingPathComponent("icon.png")
        try BlankPNG.write(width: 12, height: 7, to: url)
        let cache = ImageCache()
        try cache.validate(ImageRef(url.path))
        try FileManager.default.removeItem(at: url)
        XCTAssertEqual(cache.image(ImageRef(url.path)).map { [$0.width, $0.height] }, [12, 7])
    }
}
