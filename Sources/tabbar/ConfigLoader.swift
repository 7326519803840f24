import Foundation
import TabBarCairo
import TabBarCore

/// Reads, parses, decodes and checks a configuration file. Errors name the file, line and
/// column, and say what is wrong, in one line.
enum ConfigLoader {
    /// Loads `path`, or the built-in demo's configuration when `path` is nil.
    static func load(path: String?, images: ImageCache) throws(ConfigError) -> AppConfiguration {
        guard let file = path ?? AssetLocator.defaultConfigPath() else {
            throw ConfigError(message: "cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw ConfigError(file: file, message: "cannot read the file: \(reason(error, file))")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: [UInt8](data))
        } catch {
            throw ConfigError(error, file: file)
        }
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var decoder = ConfigurationDecoder(file: file, baseDirectory: directory)
        let configuration = try decoder.decode(root)
        for asset in decoder.assets {
            do {
                try images.validate(asset.image)
            } catch {
                let exists = FileManager.default.fileExists(atPath: asset.image.path)
                throw ConfigError(file: file, location: asset.location, keyPath: asset.keyPath,
                                  message: exists ? "\(asset.image.path) is not a readable PNG image"
                                                  : "no such file: \(asset.image.path)")
            }
        }
        return configuration
    }

    private static func reason(_ error: Error, _ file: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        return "permission denied or unreadable"
    }
}
