import Foundation
import TabBarCore
import TestSupport
import XCTest

/// Every value knows its bytes: the span from its first character to its last, which is
/// what the timeline panel rewrites to change that value and nothing else.
final class ParserSpanTests: XCTestCase {
    /// Every node of `node`'s tree, depth first.
    func nodes(_ node: JSONNode) -> [JSONNode] {
        switch node.value {
        case .array(let elements): [node] + elements.flatMap(nodes)
        case .object(let members): [node] + members.flatMap { nodes($0.value) }
        default: [node]
        }
    }

    /// `node`'s value without locations: what it says, wherever it was read.
    func plain(_ node: JSONNode) -> String {
        switch node.value {
        case .array(let elements): "[" + elements.map(plain).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\($0.key):" + plain($0.value) }.joined(separator: ",") + "}"
        default: "\(node.value)"
        }
    }

    func testSpans_HoldExactlyEachValuesText() throws {
        let text = "\u{FEFF}{ \"a\": -12.5e1,\n  \"首页\": [ true, null, \"x\\\"y\" ],\r\n\t\"o\": {\"k\": {}} }  "
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(bytes: bytes)
        let texts = nodes(root).map { String(decoding: bytes[$0.span], as: UTF8.self) }
        XCTAssertEqual(
            texts,
            [
                String(text.dropFirst().dropLast(2)), "-12.5e1", #"[ true, null, "x\"y" ]"#, "true", "null",
                #""x\"y""#, #"{"k": {}}"#, "{}",
            ])
        // Each span parses alone to the same value.
        for node in nodes(root) {
            XCTAssertEqual(plain(try JSONParser.parse(bytes: Array(bytes[node.span]))), plain(node))
        }
    }

    func testSpans_OfEveryAssetConfiguration_ParseBackToTheirValues() throws {
        let folder = Repository.root().appendingPathComponent("assets/demos")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThan(files.count, 5)
        for name in files {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            for node in nodes(try JSONParser.parse(bytes: bytes)) {
                XCTAssertEqual(plain(try JSONParser.parse(bytes: Array(bytes[node.span]))), plain(node), name)
            }
        }
    }

    func testHandBuiltNodes_EqualParsedOnes_WhateverTheirSpan() throws {
        let parsed = try JSONParser.parse("[1]")
        XCTAssertEqual(parsed.span, 0..<3)
        XCTAssertEqual(parsed, JSONNode(.array([JSONNode(.number(1), at: SourceLocation(line: 1, column: 2))])))
    }
}
