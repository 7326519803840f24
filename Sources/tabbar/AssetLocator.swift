import TabBarLoading

/// Finds the project's `assets/` folder: next to the working directory, or above the
/// executable (`.build/release/tabbar` sits three levels under the checkout).
enum AssetLocator {
    static let defaultConfigName = "demo.json"

    /// The project's assets folder, if it can be found.
    static func assetsDirectory() -> String? {
        defaultConfigPath().map { FileSystem.directory(of: $0) }
    }

    /// The path of the built-in demo's configuration file, if it can be found.
    static func defaultConfigPath() -> String? {
        var candidates = [FileSystem.currentDirectory()]
        if let executable = FileSystem.linkTarget("/proc/self/exe") {
            var folder = FileSystem.directory(of: executable)
            for _ in 0..<6 {
                candidates.append(folder)
                folder = FileSystem.directory(of: folder)
            }
        }
        // `make install` puts the assets in PREFIX/share/tabbar, the binary in PREFIX/bin.
        for directory in candidates {
            for folder in ["/assets/", "/share/tabbar/assets/"] {
                let path = directory + folder + defaultConfigName
                if FileSystem.isReadable(path) { return path }
            }
        }
        return nil
    }
}
