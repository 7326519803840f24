import TabBarCore
import XCTest

/// ObjectReader: typed reads, strict keys, and one-line errors with file, location and path.
final class ObjectReaderTests: XCTestCase {
    private let file = "demo.json"

    private func reader(_ text: String, path: String = "") throws -> ObjectReader {
        try ObjectReader(JSONParser.parse(text), path: path, file: file)
    }

    /// Runs `body` and checks that it throws exactly `expected`.
    private func assertConfigError(
        _ expected: String, _ body: () throws(ConfigError) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(ConfigError) {
            try body()
            XCTFail("no error; expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.description, expected, file: file, line: line)
        }
    }

    func testReadsEveryType() throws {
        let object = try reader(
            """
            {"title": "首页", "size": 49.5, "count": 3, "on": false, "items": [1, 2],
             "style": {"weight": "bold"}, "animation": "pop", "badge": null}
            """)
        XCTAssertEqual(try object.requiredString("title"), "首页")
        XCTAssertEqual(try object.double("size", range: 0...100), 49.5)
        XCTAssertEqual(try object.requiredInt("count", range: 1...16384), 3)
        XCTAssertEqual(try object.requiredBool("on"), false)
        XCTAssertEqual(try object.array("items")?.map(\.value), [.number(1), .number(2)])
        XCTAssertEqual(try object.choice("animation", from: ["bounce", "pop", "none"]), "pop")
        // An explicit null is the same as leaving the key out.
        XCTAssertNil(try object.string("badge"))
        XCTAssertNil(try object.string("missing"))
        let style = try XCTUnwrap(try object.object("style"))
        XCTAssertEqual(style.path, "style")
        XCTAssertEqual(try style.requiredChoice("weight", from: ["regular", "bold"]), "bold")
        XCTAssertNoThrow(try style.finish())
        XCTAssertNoThrow(try object.finish())
    }

    func testArrayOfStrings() throws {
        let object = try reader(#"{"tags": ["a", "首页"], "bad": ["x", 3]}"#)
        XCTAssertEqual(
            try object.array("tags") { node, path throws(ConfigError) in
                try ObjectReader.readString(node, path, self.file)
            }, ["a", "首页"])
        assertConfigError("demo.json:1:36: bad[1]: expected a string, found a number") { () throws(ConfigError) in
            _ = try object.requiredArray("bad") { node, path throws(ConfigError) in
                try ObjectReader.readString(node, path, self.file)
            }
        }
    }

    func testUnknownKeyWithSuggestion() throws {
        let object = try reader("{\"title\": \"Home\",\n  \"colour\": \"#fff\"}")
        _ = try object.string("title")
        _ = try object.string("icon")
        _ = try object.string("color")
        assertConfigError(
            #"demo.json:2:3: colour: unknown key "colour"; valid keys: color, title, icon; did you mean "color"?"#,
            object.finish)
    }

    func testUnknownKeyWithoutSuggestion() throws {
        let object = try reader(#"{"tabs": [{"title": "A", "zzz": 1}]}"#)
        let tab = try ObjectReader(XCTUnwrap(try object.array("tabs")?.first), path: "tabs[0]", file: file)
        _ = try tab.string("title")
        _ = try tab.string("icon")
        assertConfigError(#"demo.json:1:26: tabs[0].zzz: unknown key "zzz"; valid keys: title, icon"#, tab.finish)
        assertConfigError(
            #"demo.json:1:2: tabs: unknown key "tabs"; this object takes no keys"#,
            try reader(#"{"tabs": 1}"#).finish)
    }

    func testCopiesShareTheKeysTheyAskedFor() throws {
        let object = try reader(#"{"a": 1}"#)
        let copy = object
        _ = try copy.int("a")
        XCTAssertNoThrow(try object.finish())
    }

    func testWrongType() throws {
        let object = try reader(#"{"size": "big", "on": 1, "list": {}}"#)
        assertConfigError("demo.json:1:10: size: expected a number, found a string") { () throws(ConfigError) in
            _ = try object.int("size")
        }
        assertConfigError("demo.json:1:23: on: expected a boolean, found a number") { () throws(ConfigError) in
            _ = try object.bool("on")
        }
        assertConfigError("demo.json:1:34: list: expected an array, found an object") { () throws(ConfigError) in
            _ = try object.array("list")
        }
        assertConfigError("demo.json:1:1: expected an object, found a string") { () throws(ConfigError) in
            _ = try ObjectReader(JSONNode(.string("x")), path: "", file: self.file)
        }
    }

    func testMissingAndNullRequiredKeys() throws {
        let root = try JSONParser.parse("{\"tabs\": [{},\n {\"title\": null}]}")
        let tabs = try ObjectReader(root, path: "", file: file).requiredArray("tabs")
        let first = try ObjectReader(tabs[0], path: ObjectReader.path("tabs", index: 0), file: file)
        assertConfigError(#"demo.json:1:11: tabs[0]: missing required key "title""#) { () throws(ConfigError) in
            _ = try first.requiredString("title")
        }
        let second = try ObjectReader(tabs[1], path: ObjectReader.path("tabs", index: 1), file: file)
        assertConfigError(#"demo.json:2:12: tabs[1].title: required key "title" is null"#) { () throws(ConfigError) in
            _ = try second.requiredString("title")
        }
    }

    /// A required key that is missing beside a key within two edits of it: the misspelling
    /// is named, at its place, rather than the object said to lack the key.
    func testMissingRequiredKey_BesideAMisspelling_NamesIt() throws {
        let object = try reader(#"{"icon": "house", "titel": "Home"}"#)
        assertConfigError(
            #"demo.json:1:19: titel: missing required key "title"; "titel" is unknown, did you mean "title"?"#
        ) { () throws(ConfigError) in
            _ = try object.requiredString("title")
        }
        let far = try reader(#"{"icon": "house", "name": "Home"}"#)
        assertConfigError(#"demo.json:1:1: missing required key "title""#) { () throws(ConfigError) in
            _ = try far.requiredString("title")
        }
    }

    func testRanges() throws {
        let object = try reader(#"{"width": 0, "alpha": 1.5, "half": 1.5, "huge": 1e300, "neg": -3}"#)
        assertConfigError("demo.json:1:11: width: must be between 1 and 16384, found 0") { () throws(ConfigError) in
            _ = try object.requiredInt("width", range: 1...16384)
        }
        assertConfigError("demo.json:1:23: alpha: must be between 0 and 1, found 1.5") { () throws(ConfigError) in
            _ = try object.double("alpha", range: 0...1)
        }
        assertConfigError("demo.json:1:36: half: expected an integer, found 1.5") { () throws(ConfigError) in
            _ = try object.int("half")
        }
        assertConfigError("demo.json:1:49: huge: integer 1e+300 is out of range") { () throws(ConfigError) in
            _ = try object.int("huge")
        }
        assertConfigError("demo.json:1:49: huge: must be between 0 and 10, found 1e+300") { () throws(ConfigError) in
            _ = try object.int("huge", range: 0...10)
        }
        XCTAssertEqual(try object.int("neg", range: -5...5), -3)
    }

    func testChoiceListsValidChoices() throws {
        let object = try reader(#"{"tabs": [{"animation": "bonce"}, {"animation": "zzz"}]}"#)
        let tabs = try object.requiredArray("tabs")
        let choices = ["bounce", "pop", "none"]
        assertConfigError(
            #"demo.json:1:25: tabs[0].animation: unknown value "bonce"; valid: bounce, none, pop; did you mean "bounce"?"#
        ) {
            () throws(ConfigError) in
            _ = try ObjectReader(tabs[0], path: "tabs[0]", file: self.file).choice("animation", from: choices)
        }
        assertConfigError(#"demo.json:1:49: tabs[1].animation: unknown value "zzz"; valid: bounce, pop, none"#) {
            () throws(ConfigError) in
            _ = try ObjectReader(tabs[1], path: "tabs[1]", file: self.file).requiredChoice("animation", from: choices)
        }
    }

    func testClosureErrorsAreCompleted() throws {
        let object = try reader("{\n  \"color\": \"#12\", \"sizes\": [1, \"x\"]}")
        assertConfigError("demo.json:2:12: color: not a colour") { () throws(ConfigError) in
            _ = try object.optional("color") { _, _ throws(ConfigError) -> Int in
                throw ConfigError(message: "not a colour")
            }
        }
        // Errors of other types are wrapped rather than lost.
        assertConfigError("demo.json:2:12: color: badColour") { () throws(ConfigError) in
            _ = try object.required("color") { _, _ -> Int in throw SampleError.badColour }
        }
        // A plain closure, with no `throws(ConfigError)` spelt out, is accepted too.
        assertConfigError("demo.json:2:32: sizes[1]: expected a number, found a string") { () throws(ConfigError) in
            _ = try object.array("sizes") { try ObjectReader.readDouble($0, $1, nil) }
        }
        assertConfigError("demo.json:2:29: sizes[0]: too small") { () throws(ConfigError) in
            _ = try object.array("sizes") { _, _ -> Int in throw ConfigError(message: "too small") }
        }
    }

    func testKeyPaths() {
        XCTAssertEqual(ObjectReader.path("", key: "bar"), "bar")
        XCTAssertEqual(ObjectReader.path("tabs[2]", key: "animation"), "tabs[2].animation")
        XCTAssertEqual(ObjectReader.path("tabs", index: 2), "tabs[2]")
        XCTAssertEqual(ObjectReader.path("style", key: "font size"), #"style["font size"]"#)
        XCTAssertEqual(ObjectReader.path("", key: "a.b"), #"["a.b"]"#)
        XCTAssertEqual(ObjectReader.path("", key: "首页"), "首页")
    }
}

private enum SampleError: Error {
    case badColour
}
