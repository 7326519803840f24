import Foundation
import Harness
import TabBarCore
import TabBarDemo
import TestSupport
import XCTest

/// assets/tabbar.schema.json (issue 13, item 3): generated from the decoder's own reads,
/// checked in as generated, and every config in assets/ valid against it by an independent
/// validator (Debian's python3-jsonschema, Draft 2020-12).
final class SchemaTests: TemporaryDirectoryTestCase {
    let root = Repository.root()
    var schemaPath: String { root.appendingPathComponent("assets/tabbar.schema.json").path }

    func testCheckedInSchema_IsTheGeneratedOne() throws {
        let result = try Commands.run(Commands.tabbar, ["schema"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let checkedIn = try String(contentsOfFile: schemaPath, encoding: .utf8)
        XCTAssertTrue(result.standardOutput == checkedIn, "assets/tabbar.schema.json is stale: run `make schema`")
    }

    func testEveryKey_HasADescription() throws {
        XCTAssertEqual(
            try Commands.run(Commands.tabbar, ["schema", "--undescribed"]).standardOutput, "",
            "add these keys to ConfigurationSchema+Descriptions.swift")
    }

    /// docs/configuration.md is generated from the schema: every key needs where it comes from.
    func testEveryKey_HasAnOriginAndModelDefaults() throws {
        let schema = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaPath))) as? [String: Any])
        var missing: [String] = []
        func walk(_ node: [String: Any], _ path: String) {
            for (key, child) in node["properties"] as? [String: Any] ?? [:] {
                guard let child = child as? [String: Any] else { continue }
                let name = path.isEmpty ? key : path + "." + key
                if child["x-origin"] == nil { missing.append(name) }
                walk(child, name)
                if let items = child["items"] as? [String: Any] { walk(items, name + "[]") }
            }
        }
        walk(schema, "")
        XCTAssertEqual(missing, [], "add these keys to ConfigurationSchema+Origins.swift")
        let bar = (schema["properties"] as? [String: Any])?["bar"] as? [String: Any]
        let height = (bar?["properties"] as? [String: Any])?["height"] as? [String: Any]
        XCTAssertEqual(height?["default"] as? Double, BarStyle().height)
        XCTAssertEqual(height?["x-origin"] as? String, "UIKit (49 pt; RAMAnimatedTabBarController tabBarHeight)")
    }

    func testSchema_KnowsTheDecodersTypesRangesAndNames() throws {
        let schema = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaPath))) as? [String: Any])
        func at(_ keys: String...) -> [String: Any]? {
            keys.reduce(schema as [String: Any]?) { node, key in
                (node?["properties"] as? [String: Any])?[key] as? [String: Any] ?? (node?[key] as? [String: Any])
            }
        }
        XCTAssertEqual(at("bar", "height")?["maximum"] as? Int, 400)
        XCTAssertEqual(at("bar", "height")?["minimum"] as? Int, 1)
        XCTAssertEqual(at("tabs", "items", "title")?["type"] as? String, "string")
        XCTAssertEqual((at("tabs", "items")?["required"] as? [String]), ["title"])
        let animations = try XCTUnwrap(at("tabs", "items", "animation")?["enum"] as? [Any]).compactMap { $0 as? String }
        XCTAssertEqual(animations, ItemAnimationCatalog.demo.names)
        XCTAssertNotNil(at("tabs", "items", "page", "kind")?["description"])
    }

    /// Runs python3-jsonschema on `files`; returns its output and status.
    func validate(_ files: [String]) throws -> Commands.Result {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            bad = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    bad += 1
                    print(path, "/".join(map(str, error.absolute_path)), error.message)
            sys.exit(1 if bad else 0)
            """
        let scriptPath = directory.appendingPathComponent("validate.py").path
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        return try Commands.run("/usr/bin/python3", [scriptPath, schemaPath] + files)
    }

    func testEveryConfigInAssets_Validates() throws {
        let assets = root.appendingPathComponent("assets")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: assets.path))
            // assets/lottie holds Lottie files (icons), not configurations.
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !$0.hasPrefix("lottie/") }.map {
                assets.appendingPathComponent($0).path
            }
        XCTAssertGreaterThanOrEqual(files.count, 10)
        let result = try validate(files)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    func testTheValidator_RefusesWhatTheDecoderRefuses() throws {
        let cases = [
            ##"{"tabs": [{"title": "A", "colour": "#fff"}]}"##, #"{"tabs": [{"title": "A"}], "bar": {"height": 1000}}"#,
            #"{"tabs": [{"title": "A", "animation": "bonce"}]}"#, #"{"tabs": [{"icon": "a.png"}]}"#,
            #"{"tabs": [{"title": "A", "color": "red"}]}"#,
        ]
        for (index, text) in cases.enumerated() {
            let path = directory.appendingPathComponent("bad\(index).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(try validate([path]).status, 1, text)
            XCTAssertThrowsError(
                try ConfigurationDecoder(file: nil, baseDirectory: "/").decodeCopy(JSONParser.parse(text)), text)
        }
    }

    func testDollarSchema_IsAccepted() throws {
        var decoder = ConfigurationDecoder(file: nil, baseDirectory: "/")
        XCTAssertNoThrow(
            try decoder.decode(JSONParser.parse(#"{"$schema": "tabbar.schema.json", "tabs": [{"title": "A"}]}"#)))
    }
}

extension ConfigurationDecoder {
    /// Decodes with a copy, so a `let` decoder can be used in an expression.
    func decodeCopy(_ root: JSONNode) throws -> AppConfiguration {
        var copy = self
        return try copy.decode(root)
    }
}
