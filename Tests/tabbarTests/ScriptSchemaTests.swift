import Foundation
import Harness
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// assets/script.schema.json (issue 43): written by `tabbar schema --script`, checked in as
/// written, and agreeing with the decoder on every script in the repository (python3-jsonschema,
/// Draft 2020-12, as for the configuration's schema).
final class ScriptSchemaTests: TemporaryDirectoryTestCase {
    let root = Repository.root()
    var schemaPath: String { root.appendingPathComponent("assets/script.schema.json").path }

    func testCheckedInSchema_IsTheGeneratedOne() throws {
        let result = try Commands.run(Commands.tabbar, ["schema", "--script"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let checkedIn = try String(contentsOfFile: schemaPath, encoding: .utf8)
        XCTAssertTrue(
            result.standardOutput == checkedIn,
            "assets/script.schema.json is stale: tabbar schema --script > assets/script.schema.json")
    }

    func testSchema_KnowsEveryStepAndAssert() throws {
        let schema = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaPath))) as? [String: Any])
        let definitions = try XCTUnwrap(schema["$defs"] as? [String: Any])
        XCTAssertEqual(
            Set(definitions.keys.filter { $0.hasPrefix("step-") }), Set(QAScript.stepNames.map { "step-" + $0 }))
        let asserts = try XCTUnwrap((definitions["assert"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let names = asserts.compactMap { ($0["required"] as? [String])?.first }
        XCTAssertEqual(names, ScriptCheck.names)
    }

    /// Every file in the repository whose top level has "steps", and the README's scripts:
    /// the schema says yes exactly when the decoder does, and the examples are valid.
    func testEveryScriptInTheRepository_SchemaAndDecoderAgree() throws {
        var scripts = try repositoryScripts()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for (index, block) in readme.components(separatedBy: "```json\n").dropFirst().enumerated() {
            let text = block.components(separatedBy: "```")[0]
            guard text.hasPrefix("{\"steps\"") else { continue }
            let path = directory.appendingPathComponent("readme-\(index).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            scripts.append(path)
        }
        XCTAssertTrue(scripts.contains { $0.hasSuffix("Examples/scripts/demo-tour.json") }, "\(scripts)")
        XCTAssertTrue(scripts.contains { $0.contains("readme-") }, "the README's script")
        let verdicts = try validate(scripts)
        for path in scripts {
            let decoded =
                (try? QAScript.decode(ConfigurationFileText.parse(path), file: path, baseDirectory: "/")) != nil
            XCTAssertEqual(verdicts[path], decoded, "\(path): schema \(verdicts[path] ?? false), decoder \(decoded)")
            if path.contains("Examples/") || path.contains("readme-") { XCTAssertTrue(decoded, path) }
        }
    }

    func testTheValidator_RefusesWhatTheDecoderRefuses() throws {
        let cases = [
            #"{"steps": [{"clik": {"item": 1}}]}"#, #"{"steps": [{"click": {"item": 1, "x": 2}}]}"#,
            #"{"steps": [{"waitFor": "idel"}]}"#, #"{"steps": [{"wait": 1, "timeout": 2}]}"#,
            #"{"steps": [{"assert": {"selected": 1000}}]}"#, #"{"steps": [{"assert": {"depth": 1, "page": "A"}}]}"#,
            #"{"steps": [{"wheel": {"title": "A"}}]}"#, #"{"step": []}"#,
        ]
        var paths: [String] = []
        for (index, text) in cases.enumerated() {
            let path = directory.appendingPathComponent("bad\(index).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
            XCTAssertThrowsError(try QAScript.decode(JSONParser.parse(text), file: nil, baseDirectory: "/"), text)
        }
        let verdicts = try validate(paths)
        for (path, text) in zip(paths, cases) { XCTAssertEqual(verdicts[path], false, text) }
    }

    /// Files under the repository (not .build) whose top level is an object with "steps".
    func repositoryScripts() throws -> [String] {
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path))
        return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".build") && !$0.contains("/.build/") }
            .map { root.appendingPathComponent($0).path }
            .filter { path in
                guard let data = FileManager.default.contents(atPath: path),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                else { return false }
                return object["steps"] != nil
            }
    }

    /// Whether python3-jsonschema finds each file valid.
    func validate(_ files: [String]) throws -> [String: Bool] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                try:
                    document = json.load(open(path))
                except ValueError:
                    print(path, 'False'); continue
                print(path, not any(True for _ in validator.iter_errors(document)))
            """
        let result = try Commands.run("/usr/bin/python3", ["-c", script, schemaPath] + files)
        XCTAssertEqual(result.status, 0, result.standardError)
        var verdicts: [String: Bool] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            guard let space = line.lastIndex(of: " ") else { continue }
            verdicts[String(line[..<space])] = line[line.index(after: space)...] == "True"
        }
        return verdicts
    }
}

/// Reads a file as the decoder's JSON tree.
enum ConfigurationFileText {
    static func parse(_ path: String) throws -> JSONNode {
        try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
    }
}
