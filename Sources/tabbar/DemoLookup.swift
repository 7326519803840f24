import TabBarCore
import TabBarLoading

/// `--demo NAME`: a configuration from the demos folder (`assets/demos` in the checkout,
/// `PREFIX/share/tabbar/assets/demos` once installed), by name, from any working directory.
/// `--config` stays a path; `tabbar list` names the demos.
enum DemoLookup {
    /// The demos folder, wherever the assets were found.
    static func directory() -> String? {
        AssetLocator.assetsDirectory().map { $0 + "/demos" }
    }

    /// Every demo's name (its file name without ".json"), sorted; empty without the assets.
    static func names() -> [String] {
        guard let directory = directory(), let files = FileSystem.contents(of: directory) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path of demo `name` ("rdv", or "rdv.json"); an unknown name is a usage error
    /// listing the demos and the nearest.
    static func path(_ name: String, option: String = "--demo") throws(UsageError) -> String {
        let bare = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let known = names()
        guard let directory = directory(), !known.isEmpty else {
            throw UsageError("\(option) \(DiagnosticText.quoted(name)): cannot find the demos folder (assets/demos)")
        }
        guard known.contains(bare) else {
            throw UsageError("\(option): " + DiagnosticText.unknown("demo", name, among: known) + " (tabbar list)")
        }
        return directory + "/" + bare + ".json"
    }
}

extension DemoLookup {
    /// The configuration `--config PATH` and `--demo NAME` name together: one of them, never
    /// both (a usage error).
    static func configPath(_ path: String?, demo: String?) throws(UsageError) -> String? {
        guard let demo else { return path }
        let demoPath = try Self.path(demo)
        if let path, path != demoPath {
            throw UsageError("--demo \(DiagnosticText.quoted(demo)) and --config both name a configuration; give one")
        }
        return demoPath
    }
}
