import TabBarCairo
import TabBarCore

/// Reads, parses, decodes and checks a configuration file: the file I/O around the core's
/// `ConfigurationDecoder`. It sits in the loading layer, above both the core and the
/// renderer, because "can this image be drawn" is answered by the renderer's own PNG
/// loader while the renderer itself knows nothing of configurations. Errors name the file,
/// line and column, and say what is wrong, in one line.
public enum ConfigurationFile {
    /// The largest configuration or script file read: far more than any hand-written one.
    public static let maximumFileBytes = 16 << 20

    /// Loads the configuration at `path`, checking that every image and Lottie it names loads and,
    /// when `viewport` is given, that its items fit a window of that size.
    /// `catalog` and `pages` are the item animations and page kinds it may name. With
    /// `defersLotties`, Lottie files are checked but left for `images.loadPendingLotties()`
    /// (the window loads them into rlottie once its first frame is on screen).
    public static func load(
        _ path: String, catalog: ItemAnimationCatalog = .builtIn, pages: PageCatalog = .builtIn,
        images: ImageCache = ImageCache(), viewport: Size? = nil, defersLotties: Bool = false
    ) throws(ConfigError) -> AppConfiguration {
        try decode(
            try readJSON(path), file: path, catalog: catalog, pages: pages, images: images, viewport: viewport,
            defersLotties: defersLotties)
    }

    /// Reads and parses the JSON file at `path` (a configuration or a QA script), without
    /// blocking on a FIFO or a device and without reading more than `maximumFileBytes`.
    public static func readJSON(_ path: String) throws(ConfigError) -> JSONNode {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumFileBytes)
        } catch {
            throw ConfigError(file: path, message: "cannot read the file: \(error.reason)")
        }
        do {
            return try JSONParser.parse(bytes: bytes)
        } catch {
            throw ConfigError(error, file: path)
        }
    }

    /// Decodes configuration `data` (the file's bytes) that came from `file`.
    public static func decode(
        _ data: [UInt8], file: String, catalog: ItemAnimationCatalog = .builtIn,
        pages: PageCatalog = .builtIn, images: ImageCache = ImageCache(),
        viewport: Size? = nil
    ) throws(ConfigError) -> AppConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: data)
        } catch {
            throw ConfigError(error, file: file)
        }
        return try decode(root, file: file, catalog: catalog, pages: pages, images: images, viewport: viewport)
    }

    /// Decodes the parsed configuration `root` that came from `file`, and checks its images
    /// (`tabbar check` keeps the tree, to point its findings at keys); with `defersLotties`,
    /// Lottie files are checked but not loaded into rlottie (see `load`).
    public static func decode(
        _ root: JSONNode, file: String, catalog: ItemAnimationCatalog, pages: PageCatalog, images: ImageCache,
        viewport: Size?, defersLotties: Bool = false
    ) throws(ConfigError) -> AppConfiguration {
        let directory = FileSystem.directory(of: file)
        var decoder = ConfigurationDecoder(
            file: file, baseDirectory: directory, catalog: catalog, pages: pages, listFrames: listPNGs,
            viewport: viewport)
        decoder.imageSize = PNGImage.size(atPath:)
        // Read, checked and loaded by rlottie once; the first frames are drawn from this load.
        // Deferred, rlottie's load waits (held) until the window has shown its first frame.
        decoder.lottieInfo = { (path: String) throws(FileFailure) -> LottieInfo in
            try defersLotties ? images.checkLottie(path) : images.validateLottie(path)
        }
        if defersLotties { images.holdsLottieLoads = true }
        let configuration = try decoder.decode(root)
        for asset in decoder.assets {
            do {
                try images.validate(asset.image)
            } catch {
                throw ConfigError(
                    file: file, location: asset.location, keyPath: asset.keyPath, message: error.description)
            }
        }
        return configuration
    }

    /// The PNG files in `directory`, sorted by name, or nil when it cannot be listed.
    static func listPNGs(_ directory: String) -> [String]? {
        FileSystem.pngFiles(in: directory)
    }
}
