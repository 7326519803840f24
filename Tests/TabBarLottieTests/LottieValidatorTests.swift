import TabBarCore
import XCTest

@testable import TabBarLottie

/// What the checks say before rlottie sees a file: every fixture passes with its own timing
/// and markers, and each kind of broken file gets its own phrase.
final class LottieValidatorTests: XCTestCase {
    func problem(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let info = try LottieValidator.info(of: bytes)
            XCTFail("accepted: \(info)", file: file, line: line)
            return ""
        } catch {
            return error.reason
        }
    }

    func testFixturesWrittenByPythonLottie_PassWithTheirTimingAndMarkers() throws {
        for name in LottieFixtures.names {
            let info = try LottieValidator.info(of: try LottieFixtures.bytes(name))
            XCTAssertEqual(info.frameRate, 30, name)
            XCTAssertEqual(info.inPoint, 0, name)
            XCTAssertEqual(info.outPoint, 60, name)
            XCTAssertEqual(info.lastFrame, 59, name)
            XCTAssertEqual(info.width, 100, name)
            XCTAssertEqual(
                info.markers,
                [
                    LottieMarker(name: "select", start: 0, duration: 30),
                    LottieMarker(name: "deselect", start: 30, duration: 30),
                ],
                name)
        }
    }

    func testInvalidJSON_SaysWhere() throws {
        let bytes = try LottieFixtures.bytes("shapes")
        let reason = problem(Array(bytes.prefix(200)))
        XCTAssertTrue(reason.hasPrefix("invalid JSON at 1:"), reason)
        XCTAssertEqual(problem(Array("[1, 2]".utf8)), "the file must be an object, found an array")
    }

    func testMissingRequiredKeys_AreNamed() throws {
        for (key, meaning) in [("fr", "the frame rate"), ("ip", "the first frame"), ("op", "the end frame")] {
            let bytes = try LottieFixtures.edited("shapes") { $0[key] = nil }
            XCTAssertEqual(problem(bytes), "missing \"\(key)\" (\(meaning))")
        }
        XCTAssertEqual(problem(try LottieFixtures.edited("shapes") { $0["layers"] = nil }), "missing \"layers\"")
        XCTAssertEqual(problem(try LottieFixtures.edited("shapes") { $0["w"] = nil }), "missing \"w\" (the width)")
        XCTAssertEqual(
            problem(try LottieFixtures.edited("shapes") { $0["fr"] = "30" }), "\"fr\" must be a number, found a string")
    }

    /// rlottie plays these without a word: a frame rate of 0, frames that end before they
    /// start, and a composition of any size.
    func testValuesRlottieWouldTake_AreRefused() throws {
        XCTAssertEqual(
            problem(try LottieFixtures.edited("shapes") { $0["fr"] = 0 }),
            "\"fr\" is 0; a frame rate is above 0 and at most 1000")
        XCTAssertEqual(
            problem(try LottieFixtures.edited("shapes") { $0["op"] = 0 }), "\"op\" (0) must come after \"ip\" (0)")
        XCTAssertEqual(
            problem(try LottieFixtures.edited("shapes") { $0["w"] = 20000 }),
            "the composition is 20000×100 px; at most 16384 a side")
        XCTAssertEqual(
            problem(try LottieFixtures.edited("shapes") { $0["h"] = 0 }),
            "the composition is 100×0 px; both sides must be above 0")
        XCTAssertNoThrow(try LottieValidator.info(of: try LottieFixtures.edited("shapes") { $0["w"] = 16384 }))
    }

    func testTooLargeFile_IsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: 0x20, count: LottieValidator.maximumBytes + 1)
        XCTAssertEqual(
            problem(bytes), "the file is \(LottieValidator.maximumBytes + 1) bytes; at most 16777216 are read")
    }

    func testMarkers_MustBeNamedAndPlaced() throws {
        let bytes = try LottieFixtures.edited("shapes") { $0["markers"] = [["tm": 3]] }
        XCTAssertEqual(problem(bytes), "markers[0]: missing \"cm\"")
        let negative = try LottieFixtures.edited("shapes") { $0["markers"] = [["cm": "a", "tm": 3, "dr": -1]] }
        XCTAssertEqual(problem(negative), "markers[0]: \"dr\" is -1; a length is 0 or more")
    }

    func testReferences_MustNameAssetsOfTheirKind() throws {
        let missing = try LottieFixtures.edited("precomp") { document in
            var layers = document["layers"] as? [[String: Any]] ?? []
            layers[1]["refId"] = "nowhere"
            document["layers"] = layers
        }
        XCTAssertEqual(problem(missing), "layers[1]: the precomp \"nowhere\" is not among the assets")
        let image = try LottieFixtures.edited("image") { document in
            var layers = document["layers"] as? [[String: Any]] ?? []
            layers[1]["refId"] = "dot"
            document["layers"] = layers
        }
        XCTAssertEqual(problem(image), "layers[1]: the image \"dot\" is not among the assets")
        let linked = try LottieFixtures.edited("image") { document in
            var assets = document["assets"] as? [[String: Any]] ?? []
            assets[0]["p"] = "img_0.png"
            assets[0]["e"] = 0
            document["assets"] = assets
        }
        XCTAssertEqual(
            problem(linked),
            "assets[0]: the image \"img_0.png\" is a separate file; embed it in the JSON (data:image/png;base64,…)")
    }

    /// A precomp that contains itself, even through another, would recurse forever.
    func testPrecompCycles_AreFound() throws {
        let bytes = try LottieFixtures.edited("precomp") { document in
            var assets = document["assets"] as? [[String: Any]] ?? []
            var inner = assets[0]["layers"] as? [[String: Any]] ?? []
            inner.append(["ty": 0, "refId": "loop", "ind": 9, "ip": 0, "op": 60, "st": 0, "ks": [:] as [String: Any]])
            assets[0]["layers"] = inner
            assets.append([
                "id": "loop",
                "layers": [
                    ["ty": 0, "refId": "dot", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": [:] as [String: Any]]
                ],
            ])
            document["assets"] = assets
        }
        XCTAssertTrue(problem(bytes).hasSuffix("contains itself"), problem(bytes))
    }

    func testParents_MustExistAndNotGoRound() throws {
        let stray = try LottieFixtures.edited("shapes") { document in
            var layers = document["layers"] as? [[String: Any]] ?? []
            layers[0]["parent"] = 7
            document["layers"] = layers
        }
        XCTAssertEqual(problem(stray), "layers[0]: its parent 7 is not a layer's \"ind\" here")
        let circle = try LottieFixtures.edited("shapes") { document in
            var layers = document["layers"] as? [[String: Any]] ?? []
            var second = layers[0]
            second["ind"] = 1
            second["parent"] = 0
            layers[0]["parent"] = 1
            layers.append(second)
            document["layers"] = layers
        }
        XCTAssertEqual(problem(circle), "layers: the layer 0's parents go round in a circle")
    }

    func testLongNamesFromTheFile_StayShort() throws {
        let name = String(repeating: "x", count: 10_000) + "\n"
        let bytes = try LottieFixtures.edited("precomp") { document in
            var layers = document["layers"] as? [[String: Any]] ?? []
            layers[0]["refId"] = name
            document["layers"] = layers
        }
        let reason = problem(bytes)
        XCTAssertLessThan(reason.count, 200, reason)
        XCTAssertFalse(reason.contains("\n"))
    }
}
