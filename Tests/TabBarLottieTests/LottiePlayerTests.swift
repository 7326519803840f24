import TabBarCore
import XCTest

@testable import TabBarLottie

/// rlottie through the player: the file's frame numbers, recolouring, and refusals.
final class LottiePlayerTests: XCTestCase {
    /// Draws `frame` of `player` at `side`×`side`; returns the premultiplied ARGB words.
    func draw(_ player: LottiePlayer, frame: Int, side: Int = 100, recolour: Color? = nil) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: side * side)
        pixels.withUnsafeMutableBufferPointer {
            player.render(
                frame: frame, into: $0.baseAddress!, width: side, height: side, bytesPerRow: side * 4,
                recolour: recolour)
        }
        return pixels
    }

    /// The leftmost column in row `y` that is more than half covered.
    func leftEdge(_ pixels: [UInt32], row y: Int, side: Int = 100) -> Int? {
        (0..<side).first { pixels[y * side + $0] >> 24 > 0x80 }
    }

    /// The shapes fixture's red square runs from x = 20 at frame 0 to 80 at frame 30 (its
    /// left edge from 8 to 68): frames are the file's own numbers.
    func testFrames_AreTheFilesOwnNumbers() throws {
        let player = try LottiePlayer(bytes: try LottieFixtures.bytes("shapes"), path: "shapes.json")
        XCTAssertEqual(player.frameCount, 60)
        XCTAssertEqual(leftEdge(draw(player, frame: 0), row: 25), 8)
        XCTAssertEqual(leftEdge(draw(player, frame: 30), row: 25), 68)
        // Beyond the last frame, the last frame.
        XCTAssertTrue(draw(player, frame: 500) == draw(player, frame: 59))
    }

    /// A file whose `ip` is not 0 is still addressed by its own frame numbers: with the
    /// shapes fixture's frames 0…9 cut off, frame 30 is where it was (rlottie counts from `ip`).
    func testFramesOfAFileStartingLater_AreShifted() throws {
        // Edited as text: rlottie reads a shape's keys in order ("ty" first), which a JSON
        // round trip through a dictionary does not keep.
        let text = String(decoding: try LottieFixtures.bytes("shapes"), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "\"ip\": 0,").count, 3, "the file's and the layer's")
        let shifted = Array(text.replacingOccurrences(of: "\"ip\": 0,", with: "\"ip\": 10,").utf8)
        let plain = try LottiePlayer(bytes: try LottieFixtures.bytes("shapes"), path: "shapes.json")
        let later = try LottiePlayer(bytes: shifted, path: "shifted.json")
        XCTAssertEqual(later.frameCount, 50)
        XCTAssertEqual(later.index(of: 10), 0)
        XCTAssertEqual(leftEdge(draw(later, frame: 30), row: 25), 68)
        XCTAssertEqual(leftEdge(draw(later, frame: 10), row: 25), leftEdge(draw(plain, frame: 10), row: 25))
        // Before `ip`, the first frame.
        XCTAssertTrue(draw(later, frame: 0) == draw(later, frame: 10))
    }

    /// Every fill and stroke takes the colour: red and blue shapes both become green. The
    /// same frame at the same size drawn again in another colour is another colour (rlottie
    /// keeps a frame's layout, colours included, until the frame or the size changes).
    func testRecolour_TakesEveryFillAndStroke_EvenOnTheSameFrame() throws {
        let player = try LottiePlayer(bytes: try LottieFixtures.bytes("shapes"), path: "shapes.json")
        let green = draw(player, frame: 30, recolour: Color(red: 0, green: 1, blue: 0))
        let covered = green.filter { $0 >> 24 == 0xFF }
        XCTAssertGreaterThan(covered.count, 500)
        XCTAssertTrue(covered.allSatisfy { $0 == 0xFF00_FF00 }, "\(Set(covered).prefix(5))")
        let blue = draw(player, frame: 30, recolour: Color(red: 0, green: 0, blue: 1))
        XCTAssertTrue(blue.filter { $0 >> 24 == 0xFF }.allSatisfy { $0 == 0xFF00_00FF })
        // The plain animation keeps its own colours: the red square and the blue disc.
        let plain = draw(player, frame: 30).filter { $0 >> 24 == 0xFF }
        XCTAssertTrue(plain.contains { Self.channels($0).red > 200 && Self.channels($0).blue < 60 }, "red")
        XCTAssertTrue(plain.contains { Self.channels($0).blue > 200 && Self.channels($0).red < 60 }, "blue")
    }

    /// Every fixture draws something at its first, middle and last frames.
    func testEveryFixture_Draws() throws {
        for name in LottieFixtures.names {
            let player = try LottiePlayer(bytes: try LottieFixtures.bytes(name), path: name)
            // The trim fixture's ring is not drawn on at frame 0.
            for frame in [15, 30, 45] {
                XCTAssertGreaterThan(draw(player, frame: frame).filter { $0 != 0 }.count, 50, "\(name) \(frame)")
            }
        }
    }

    /// The embedded PNG is drawn: the image fixture's checkerboard shows its blue squares.
    func testImageLayer_DrawsTheEmbeddedPicture() throws {
        let player = try LottiePlayer(bytes: try LottieFixtures.bytes("image"), path: "image.json")
        // Scaled up five times, the picture is sampled: its alpha is about 0xFD.
        let opaque = draw(player, frame: 0).filter { $0 >> 24 > 0xF0 }
        XCTAssertGreaterThan(opaque.filter { Self.channels($0).blue > 200 && Self.channels($0).red < 60 }.count, 200)
    }

    static func channels(_ word: UInt32) -> (red: UInt32, green: UInt32, blue: UInt32) {
        ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
    }

    /// A shape group whose items are not a list passes the checks (they stop at layers) but
    /// rlottie refuses it: the error names the file.
    func testFileRlottieRefuses_IsAnErrorNamingIt() throws {
        let text = String(decoding: try LottieFixtures.bytes("shapes"), as: UTF8.self)
        let group = "{\"ty\": \"gr\", \"it\": ["
        XCTAssertTrue(text.contains(group))
        let bytes = Array(text.replacingOccurrences(of: group, with: "{\"ty\": \"gr\", \"it\": \"bad\", \"x\": [").utf8)
        XCTAssertNoThrow(try LottieValidator.info(of: bytes))
        XCTAssertThrowsError(try LottiePlayer(bytes: bytes, path: "icons/bad.json")) { error in
            XCTAssertEqual("\(error)", "icons/bad.json: rlottie cannot play this file")
        }
    }

    func testProblems_NameTheFile() throws {
        let bytes = try LottieFixtures.edited("shapes") { $0["op"] = nil }
        XCTAssertThrowsError(try LottiePlayer(bytes: bytes, path: "icons/home.json")) { error in
            XCTAssertEqual("\(error)", "icons/home.json: missing \"op\" (the end frame)")
        }
    }
}
