import Foundation
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// The panel's write-back, byte for byte, over every configuration in `assets/` and the
/// tests' configuration fixtures (the decoder corpus): each duration and spring value edited
/// in turn changes exactly its own bytes, a key the file lacks is added without touching any
/// other byte, and the file still decodes with the new value.
final class ConfigWriteBackTests: XCTestCase {
    static let editedKeys: Set<String> = ["duration", "bottomLineDuration", "maskPhaseDuration", "damping", "velocity"]

    /// Every configuration file: the demo, the demos and the decoder corpus's configurations.
    func files() throws -> [URL] {
        let root = Repository.root()
        var files = [root.appendingPathComponent("assets/demo.json")]
        for folder in ["assets/demos", "Tests/Corpus/decoders"] {
            let url = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix("script-") }.map { url.appendingPathComponent($0) }
        }
        return files
    }

    /// Decodes `bytes` as the window would read `file` (images and frame folders taken as found).
    func decode(_ bytes: [UInt8], file: URL) throws -> AppConfiguration {
        var decoder = ConfigurationDecoder(
            file: file.path, baseDirectory: file.deletingLastPathComponent().path, catalog: .demo, pages: .demo,
            listFrames: { _ in ["/f/0.png"] })
        decoder.imageSize = { _ in Size(width: 1, height: 1) }
        return try decoder.decode(try JSONParser.parse(bytes: bytes))
    }

    /// The numbers under `node` at a key the panel edits, with their paths.
    func editable(_ node: JSONNode, _ path: [ConfigKeyPath.Component] = []) -> [(ConfigKeyPath, JSONNode)] {
        switch node.value {
        case .object(let members):
            return members.flatMap { member -> [(ConfigKeyPath, JSONNode)] in
                let inner = path + [.key(member.key)]
                if case .number = member.value.value, Self.editedKeys.contains(member.key) {
                    return [(ConfigKeyPath(inner), member.value)]
                }
                return editable(member.value, inner)
            }
        case .array(let elements):
            return elements.enumerated().flatMap { editable($1, path + [.index($0)]) }
        default:
            return []
        }
    }

    /// A value in every range of `key` (durations 0–10, damping 0.05–2, velocity −20–20)
    /// other than `old`.
    func newValue(for key: String, old: Double) -> Double {
        switch key {
        case "damping": old == 0.35 ? 0.65 : 0.35
        case "velocity": old == 1.5 ? -2.5 : 1.5
        default: old == 0.425 ? 0.275 : 0.425
        }
    }

    func testEachDurationAndSpringValue_EditedAlone_ChangesExactlyItsSpan_AndStillDecodes() throws {
        var edits = 0
        for file in try files() {
            let bytes = Array(try Data(contentsOf: file))
            guard (try? decode(bytes, file: file)) != nil else { continue }
            let document = try ConfigDocument(bytes: bytes)
            for (path, node) in editable(document.root) {
                guard case .number(let old) = node.value, case .key(let key)? = path.components.last else { continue }
                let literal = ConfigDocument.literal(newValue(for: key, old: old))
                let edited = try XCTUnwrap(document.setting(path, to: literal), "\(file.lastPathComponent) \(path)")
                XCTAssertEqual(
                    edited.bytes,
                    Array(bytes[..<node.span.lowerBound]) + Array(literal.utf8) + Array(bytes[node.span.upperBound...]),
                    "\(file.lastPathComponent) \(path)")
                XCTAssertNoThrow(try decode(edited.bytes, file: file), "\(file.lastPathComponent) \(path)")
                XCTAssertEqual(edited.number(at: path), Double(literal), "\(file.lastPathComponent) \(path)")
                edits += 1
            }
        }
        // The demos alone configure more than a dozen durations and springs.
        XCTAssertGreaterThan(edits, 12)
    }

    /// The keys each configuration's rows edit: every tab's duration, the indicators' and the
    /// transitions' timing.
    func rowKeys(tabs: Int) -> [ConfigKeyPath] {
        (0..<tabs).map { ConfigKeyPath([.key("tabs"), .index($0), .key("duration")]) }
            + [
                ("bar", "maskPhaseDuration"), ("bar", "bottomLineDuration"), ("navigation", "duration"),
                ("navigation", "damping"), ("navigation", "velocity"),
            ]
            .map { ConfigKeyPath([.key($0.0), .key($0.1)]) }
    }

    func testKeysTheFileLacks_AreAdded_WithoutTouchingAnyOtherByte() throws {
        var added = 0
        for file in try files() {
            let bytes = Array(try Data(contentsOf: file))
            guard let configuration = try? decode(bytes, file: file) else { continue }
            let document = try ConfigDocument(bytes: bytes)
            for path in rowKeys(tabs: configuration.tabs.count) where document.node(at: path) == nil {
                let edited = try XCTUnwrap(document.setting(path, to: "0.42"), "\(file.lastPathComponent) \(path)")
                // The old text is the new one with one run of bytes taken out.
                let prefix = zip(bytes, edited.bytes).prefix { $0 == $1 }.count
                let suffix = zip(bytes.reversed(), edited.bytes.reversed()).prefix { $0 == $1 }.count
                XCTAssertGreaterThanOrEqual(prefix + suffix, bytes.count, "\(file.lastPathComponent) \(path)")
                XCTAssertNoThrow(try decode(edited.bytes, file: file), "\(file.lastPathComponent) \(path)")
                XCTAssertEqual(edited.number(at: path), 0.42, "\(file.lastPathComponent) \(path)")
                added += 1
            }
        }
        XCTAssertGreaterThan(added, 20)
    }

    func testAddedMembers_FollowTheFilesLayout() throws {
        let text = """
            {
              "bar": { "height": 49 },
              "tabs": [
                { "title": "A",
                  "color": "#E13329" }
              ]
            }
            """
        let document = try ConfigDocument(bytes: Array(text.utf8))
        func edit(_ path: ConfigKeyPath) throws -> String {
            String(decoding: try XCTUnwrap(document.setting(path, to: "0.3")).bytes, as: UTF8.self)
        }
        XCTAssertEqual(
            try edit(ConfigKeyPath([.key("bar"), .key("maskPhaseDuration")])),
            text.replacingOccurrences(of: "49 }", with: "49, \"maskPhaseDuration\": 0.3 }"))
        XCTAssertEqual(
            try edit(ConfigKeyPath([.key("tabs"), .index(0), .key("duration")])),
            text.replacingOccurrences(of: "\"#E13329\" }", with: "\"#E13329\",\n      \"duration\": 0.3 }"))
        XCTAssertEqual(
            try edit(ConfigKeyPath([.key("navigation"), .key("duration")])),
            text.replacingOccurrences(of: "  ]\n}", with: "  ],\n  \"navigation\": {\"duration\": 0.3}\n}"))
        XCTAssertNil(document.setting(ConfigKeyPath([.key("tabs"), .index(3), .key("duration")]), to: "1"))
    }

    func testLiterals_AreShortAndExact() {
        XCTAssertEqual(ConfigDocument.literal(0.7), "0.7")
        XCTAssertEqual(ConfigDocument.literal(0.69999999), "0.7")
        XCTAssertEqual(ConfigDocument.literal(2), "2")
        XCTAssertEqual(ConfigDocument.literal(-1.5, decimals: 1), "-1.5")
        XCTAssertEqual(ConfigDocument.literal(0.05, decimals: 2), "0.05")
        XCTAssertEqual(ConfigDocument.literal(-0.0001), "0")
        XCTAssertEqual(ConfigDocument.literal(12.345), "12.345")
    }
}
