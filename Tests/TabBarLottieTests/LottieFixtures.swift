import Foundation
import TestPaths

/// The Lottie files the tests play: python-lottie's fixtures (Tests/Fixtures/Lottie) and the
/// demo's icons, and broken variants of them made by editing their JSON.
enum LottieFixtures {
    static let names = ["shapes", "trim", "mask", "precomp", "image"]

    static func path(_ name: String) -> String {
        Repository.root().appendingPathComponent("Tests/Fixtures/Lottie/\(name).json").path
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The fixture `name` as a JSON object, for editing.
    static func object(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(bytes(name))) as? [String: Any] ?? [:]
    }

    /// `object` as bytes.
    static func bytes(of object: [String: Any]) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object))
    }

    /// The fixture `name` with `edit` applied.
    static func edited(_ name: String, _ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var document = try object(name)
        edit(&document)
        return try bytes(of: document)
    }
}
