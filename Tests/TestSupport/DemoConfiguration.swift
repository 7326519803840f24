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

    /// `demo.json` and the demos the repository ships, in the form `load` takes: the
    /// configurations git tracks in `assets/demos`, not a user's own copy beside them (README's
    /// quick start makes one). Outside a git checkout (a source tarball), the folder's files.
    public static func allNames(file: StaticString = #filePath) throws -> [String] {
        let root = Repository.root(file: file)
        let folder = root.appendingPathComponent("assets/demos").path
        let names =
            try trackedFiles(in: "assets/demos", root: root.path)
            ?? FileManager.default.contentsOfDirectory(atPath: folder)
        return ["demo.json"] + names.filter { $0.hasSuffix(".json") }.sorted().map { "demos/" + $0 }
    }

    /// The names of the files git tracks directly in `folder`, or nil when `root` is no checkout.
    public static func trackedFiles(in folder: String, root: String) throws -> [String]? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root, "ls-files", "--", folder]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .map { String($0.dropFirst(folder.count + 1)) }.filter { !$0.contains("/") }
    }
}
