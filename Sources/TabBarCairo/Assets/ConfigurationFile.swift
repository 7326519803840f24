import Foundation
import TabBarCore

/// Reads, parses, decodes and checks a configuration file: the file I/O around the core's
/// `ConfigurationDecoder`. It lives beside the renderer because "can this image be drawn"
/// is answered by the renderer's own PNG loader. Errors name the file, line and column,
/// and say what is wrong, in one line.
public enum ConfigurationFile {
    /// Loads the configuration at `path`, checking that every image it names loads.
    public static func load(_ path: String, catalog: ItemAnimationCatalog = .builtIn,
                            images: ImageCache = ImageCache()) throws(ConfigError) -> AppConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigError(file: path, message: "cannot read the file: \(reason(path))")
        }
        return try decode(data, file: path, catalog: catalog, images: images)
    }

    /// Decodes configuration `data` that came from `file`.
    public static func decode(_ data: Data, file: String, catalog: ItemAnimationCatalog = .builtIn,
                              images: ImageCache = ImageCache()) throws(ConfigError) -> AppConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: [UInt8](data))
        } catch {
            throw ConfigError(error, file: file)
        }
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var decoder = ConfigurationDecoder(file: file, baseDirectory: directory, catalog: catalog, listFrames: listPNGs)
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

    /// The PNG files in `directory`, sorted by name, or nil when it cannot be listed.
    static func listPNGs(_ directory: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        return names.filter { $0.lowercased().hasSuffix(".png") }.sorted().map { directory + "/" + $0 }
    }

    private static func reason(_ file: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        return "permission denied or unreadable"
    }
}
