import TabBarCore
import XCTest

/// Seeded random mutations of a sample document: the parser must never crash or hang, and
/// whatever it returns must be consistent with the bytes it was given.
final class ParserFuzzTests: XCTestCase {
    private static let sample = Array(
        """
        \u{FEFF}{
          "title": "首页 \\"Home\\"\\u00e9\\uD83D\\uDE00",\r
          "height": 49.5, "count": -12, "ratio": 1.25e-3, "zero": 0,
          "enabled": true, "badge": null, "flags": [false, true, null],
          "tabs": [
            {"icon": "house", "animation": "bounce", "insets": [0, 1E+2, -0.0]},
            {"icon": "ホーム", "nested": {"deep": [[[{"x": "\\/\\b\\f\\n\\r\\t"}]]]}}
          ],
          "empty": {}, "none": []
        }
        """.utf8)

    /// Bytes that matter to a JSON parser, plus UTF-8 lead, continuation and invalid bytes.
    private static let interesting =
        Array("{}[]\",:\\/ \n\r\t0123456789eE+-.tfnuxD'".utf8)
        + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE9, 0xED, 0xF0, 0xF4, 0xFF]

    func testSampleParses() throws {
        let node = try JSONParser.parse(bytes: Self.sample)
        try assertLocationsMatch(node, in: Self.sample)
    }

    func testSeededMutationsNeverCrash() throws {
        var random = FuzzRandom(seed: 0x5EED_1234)
        var parsed = 0
        var rejected = 0
        for _ in 0..<4_000 {
            var bytes = Self.sample
            for _ in 0...random.below(3) { mutate(&bytes, &random) }
            do {
                let node = try JSONParser.parse(bytes: bytes)
                parsed += 1
                try assertLocationsMatch(node, in: bytes)
            } catch let error as JSONParseError {
                rejected += 1
                assertPlausible(error.location, in: bytes)
            }
        }
        // Both paths must be exercised, or the fuzzer is testing nothing.
        XCTAssertGreaterThan(parsed, 100)
        XCTAssertGreaterThan(rejected, 1_000)
    }

    func testRandomBytesNeverCrash() {
        var random = FuzzRandom(seed: 42)
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(64)).map { _ in
                random.below(2) == 0 ? Self.interesting[random.below(Self.interesting.count)] : UInt8(random.below(256))
            }
            do {
                _ = try JSONParser.parse(bytes: bytes)
            } catch {
                assertPlausible(error.location, in: bytes)
            }
        }
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout FuzzRandom) {
        let index = random.below(bytes.count + 1)
        let byte =
            random.below(3) == 0 ? UInt8(random.below(256)) : Self.interesting[random.below(Self.interesting.count)]
        switch random.below(6) {
        case 0 where index < bytes.count: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        case 2: bytes.removeSubrange(index..<min(bytes.count, index + 1 + random.below(8)))
        case 3:
            let slice = bytes[index..<min(bytes.count, index + random.below(40))]
            bytes.insert(contentsOf: slice, at: random.below(bytes.count + 1))
        case 4: bytes.removeSubrange(index...)
        default:
            guard !bytes.isEmpty, index < bytes.count else { return }
            bytes.swapAt(index, random.below(bytes.count))
        }
    }

    /// An error's location must lie inside the text: no further than one line past the last
    /// line break and one column past the longest line.
    private func assertPlausible(_ location: SourceLocation, in bytes: [UInt8], line: UInt = #line) {
        let breaks = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
        XCTAssert((1...breaks + 1).contains(location.line), "line \(location.line) of \(breaks + 1)", line: line)
        XCTAssert((1...bytes.count + 1).contains(location.column), "column \(location.column)", line: line)
    }

    /// Checks that every node's location points at a character that can start its kind of
    /// value, and every key's at a quote, using an index built independently of the parser
    /// (from the decoded string's scalars).
    private func assertLocationsMatch(_ root: JSONNode, in bytes: [UInt8]) throws {
        var scalars: [SourceLocation: Unicode.Scalar] = [:]
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars.drop(while: { $0 == "\u{FEFF}" }) {
            scalars[SourceLocation(line: line, column: column)] = scalar
            if scalar == "\r" || (scalar == "\n" && previous != "\r") {
                line += 1
                column = 1
            } else if scalar != "\n" {
                column += 1
            }
            previous = scalar
        }
        var pending = [root]
        while let node = pending.popLast() {
            let first = try XCTUnwrap(scalars[node.location], "no character at \(node.location)")
            switch node.value {
            case .null: XCTAssertEqual(first, "n")
            case .bool(let value): XCTAssertEqual(first, value ? "t" : "f")
            case .number: XCTAssert(first == "-" || ("0"..."9").contains(first), "number at \(first)")
            case .string: XCTAssertEqual(first, "\"")
            case .array(let elements):
                XCTAssertEqual(first, "[")
                pending += elements
            case .object(let members):
                XCTAssertEqual(first, "{")
                for member in members { XCTAssertEqual(scalars[member.keyLocation], "\"") }
                pending += members.map(\.value)
            }
        }
    }
}

/// SplitMix64: a tiny deterministic generator, so every run tests the same inputs and a
/// failure can be reproduced from the seed.
private struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (0 when bound is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
