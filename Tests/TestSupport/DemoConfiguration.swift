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
}
