import Foundation
import TabBarCore

/// Loads configuration files from the repository's `assets/` for tests.
public enum DemoConfiguration {
    /// The configuration at `assets/<name>`, with asset paths resolved like the app does.
    public static func load(_ name: String = "demo.json", file: StaticString = #filePath) throws -> AppConfiguration {
        let url = Commands.repositoryRoot(file: file).appendingPathComponent("assets").appendingPathComponent(name)
        let root = try JSONParser.parse(bytes: [UInt8](try Data(contentsOf: url)))
        var decoder = ConfigurationDecoder(file: url.path, baseDirectory: url.deletingLastPathComponent().path)
        return try decoder.decode(root)
    }
}
