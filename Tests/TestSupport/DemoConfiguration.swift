import Foundation
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarLoading

/// Loads configuration files from the repository's `assets/` for tests.
public enum DemoConfiguration {
    /// The configuration at `assets/<name>`, loaded exactly as the app loads it.
    /// The demo's page kinds are registered, as `tabbar` registers them.
    public static func load(
        _ name: String = "demo.json", catalog: ItemAnimationCatalog = .builtIn,
        pages: PageCatalog = .demo, file: StaticString = #filePath
    ) throws -> AppConfiguration {
        let url = Repository.root(file: file).appendingPathComponent("assets").appendingPathComponent(name)
        return try ConfigurationFile.load(url.path, catalog: catalog, pages: pages)
    }

    /// `demo.json` and every configuration in `assets/demos`, as the folder has them, in the
    /// form `load` takes.
    public static func allNames(file: StaticString = #filePath) throws -> [String] {
        let folder = Repository.root(file: file).appendingPathComponent("assets/demos").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        return ["demo.json"] + names.sorted().map { "demos/" + $0 }
    }
}
