import Foundation

/// Finds the project's `assets/` folder: next to the working directory, or above the
/// executable (`.build/release/tabbar` sits three levels under the checkout).
enum AssetLocator {
    static let defaultConfigName = "demo.json"

    /// The project's assets folder, if it can be found.
    static func assetsDirectory() -> String? {
        defaultConfigPath().map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }

    /// The path of the built-in demo's configuration file, if it can be found.
    static func defaultConfigPath() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(url.path)
                url = url.deletingLastPathComponent()
            }
        }
        // `make install` puts the assets in PREFIX/share/tabbar, the binary in PREFIX/bin.
        for directory in candidates {
            for folder in ["/assets/", "/share/tabbar/assets/"] {
                let path = directory + folder + defaultConfigName
                if FileManager.default.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
