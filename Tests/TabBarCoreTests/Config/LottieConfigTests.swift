import TabBarCore
import XCTest

/// The Lottie keys of a tab: the file (checked by the caller's `lottieInfo`), segments as
/// frames or markers within the file's frames, tint's default, and keys that do not mix.
final class LottieConfigTests: XCTestCase {
    /// What `lottieInfo` says of every file but "broken.json": 30 fps, frames 0…60, two markers.
    static let info = LottieInfo(
        frameRate: 30, inPoint: 0, outPoint: 60, width: 100, height: 100,
        markers: [
            LottieMarker(name: "select", start: 0, duration: 30), LottieMarker(name: "late", start: 50, duration: 20),
        ])

    func decode(_ json: String) throws -> AppConfiguration {
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/base")
        decoder.lottieInfo = { (path: String) throws(FileFailure) -> LottieInfo in
            guard !path.hasSuffix("broken.json") else { throw FileFailure(path: path, reason: "missing \"fr\"") }
            return Self.info
        }
        return try decoder.decode(JSONParser.parse(json))
    }

    func error(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testLottie_PlaysTheWholeFileByDefault() throws {
        let tab = try decode(#"{"tabs": [{"title": "A", "lottie": "icons/a.json"}]}"#).tabs[0]
        let lottie = try XCTUnwrap(tab.lottie)
        XCTAssertEqual(lottie.path, "/base/icons/a.json")
        XCTAssertEqual(lottie.select, LottieSegment(from: 0, to: 59))
        XCTAssertNil(lottie.deselect)
        XCTAssertFalse(lottie.tints)
        XCTAssertFalse(lottie.loops)
        XCTAssertEqual(tab.animation.name, "lottie")
        XCTAssertEqual(tab.animation.duration, 59.0 / 30, accuracy: 1e-12)
        XCTAssertEqual(tab.animation.deselectDuration, 0)
    }

    func testSegments_AreFramesOrMarkers() throws {
        let tab = try decode(
            #"{"tabs": [{"title": "A", "lottie": "a.json", "select": "select", "deselect": [30, 12.5], "loop": true}]}"#
        ).tabs[0]
        XCTAssertEqual(tab.lottie?.select, LottieSegment(from: 0, to: 30))
        XCTAssertEqual(tab.lottie?.deselect, LottieSegment(from: 30, to: 12.5))
        XCTAssertEqual(tab.lottie?.loops, true)
        XCTAssertEqual(tab.animation.deselectDuration, 17.5 / 30, accuracy: 1e-12)
    }

    /// lottie-ios's `ColorValueProvider`: on when the configuration sets icon colours, on the
    /// bar or the item; `tint` says otherwise.
    func testTint_DefaultsToWhetherIconColoursAreSet() throws {
        let bar = try decode(##"{"bar": {"iconColor": "#111"}, "tabs": [{"title": "A", "lottie": "a.json"}]}"##)
        XCTAssertEqual(bar.tabs[0].lottie?.tints, true)
        let item = try decode(##"{"tabs": [{"title": "A", "lottie": "a.json", "selectedIconColor": "#111"}]}"##)
        XCTAssertEqual(item.tabs[0].lottie?.tints, true)
        let off = try decode(
            ##"{"bar": {"iconColor": "#111"}, "tabs": [{"title": "A", "lottie": "a.json", "tint": false}]}"##)
        XCTAssertEqual(off.tabs[0].lottie?.tints, false)
    }

    func testBrokenFile_IsTheConfigurationsError() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "broken.json"}]}"#),
            #"t.json:1:36: tabs[0].lottie: /base/broken.json: missing "fr""#)
    }

    func testUnknownMarker_ListsTheFilesMarkers() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "select": "tap"}]}"#),
            #"t.json:1:56: tabs[0].select: no marker "tap" in "a.json"; its markers: select, late"#)
    }

    func testSegmentsOutsideTheFilesFrames_AreErrors() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "select": [0, 61]}]}"#),
            #"t.json:1:56: tabs[0].select: frames 0…61 are outside "a.json"'s 0…60"#)
        // A marker reaching past the end is no better.
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "deselect": "late"}]}"#),
            #"t.json:1:58: tabs[0].deselect: frames 50…70 are outside "a.json"'s 0…60"#)
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "select": [1, 2, 3]}]}"#),
            #"t.json:1:56: tabs[0].select: expected [fromFrame, toFrame] or a marker's name, found an array of 3"#)
    }

    func testLottieKeysWithoutLottie_AndMotionKeysWithIt_AreErrors() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "loop": true}]}"#),
            #"t.json:1:26: tabs[0].loop: only an item with "lottie" takes "loop""#)
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "animation": "bounce"}]}"#),
            #"t.json:1:46: tabs[0].animation: an item with "lottie" plays its own frames; leave out "animation""#)
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "lottie": "a.json", "rendering": "original"}]}"#),
            #"t.json:1:46: tabs[0].rendering: an item with "lottie" plays its own frames; leave out "rendering""#)
    }

    /// Reduced motion shows the segment's last frame at once.
    func testReducedMotion_KeepsTheLottie() throws {
        let configuration = ReducedMotion.apply(
            to: try decode(#"{"tabs": [{"title": "A", "lottie": "a.json", "select": [5, 20]}]}"#))
        let animation = configuration.tabs[0].animation
        XCTAssertEqual(animation.name, "lottie")
        XCTAssertEqual(animation.selecting(elapsed: 0).lottieFrame, 20)
        XCTAssertEqual(animation.deselecting(elapsed: 0).lottieFrame, 5)
    }
}
