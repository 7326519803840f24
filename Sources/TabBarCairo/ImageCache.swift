import TabBarCore
import TabBarLottie

/// Loads PNG images and Lottie files once and keeps them for the renderer.
/// An image that fails to load is remembered as missing and drawn as nothing.
///
/// Every load goes through `PNGImage`: a file swapped for a FIFO or a huge image after the
/// configuration was checked is drawn as nothing rather than hanging the window.
public final class ImageCache {
    private var images: [String: RasterSurface] = [:]
    private var missing: Set<String> = []
    private var lotties: [String: LottiePlayer] = [:]
    /// Lottie files checked (`checkLottie`) but not yet loaded into rlottie, by path.
    private var pendingLotties: [String: [UInt8]] = [:]
    /// While true, checked Lottie files wait for `loadPendingLotties` and draw as nothing:
    /// the window's first frame does not wait for rlottie to build their models.
    public var holdsLottieLoads = false
    /// Counts `removeAll` calls, so pictures drawn with older images can tell they are stale.
    public private(set) var generation = 0
    /// The images downscaled to the sizes they are drawn at (icons).
    public let variants = ImageVariants()

    /// An empty cache: each image is read on first use, so a renderer that never draws an
    /// image never touches the disk.
    public init() {}

    /// The PNG at `ref`, or nil when it cannot be read (or `ref` names a Lottie frame).
    public func image(_ ref: ImageRef) -> RasterSurface? {
        guard !ref.isLottie else { return nil }
        if let image = images[ref.path] { return image }
        if missing.contains(ref.path) { return nil }
        guard let image = try? PNGImage.load(ref.path) else {
            missing.insert(ref.path)
            return nil
        }
        images[ref.path] = image
        return image
    }

    /// Checks that `ref` is a readable PNG of an acceptable size, and keeps it: the first
    /// frame draws the configuration's images, which are then decoded once, not twice.
    ///
    /// - Throws: `FileFailure` naming the file and saying why not.
    public func validate(_ ref: ImageRef) throws(FileFailure) {
        images[ref.path] = try PNGImage.load(ref.path)
        missing.remove(ref.path)
    }

    /// The Lottie file at `path`, loaded by rlottie once it passed the checks; nil when it
    /// cannot be read or played (remembered, as for PNGs).
    public func lottie(_ path: String) -> LottiePlayer? {
        if let player = lotties[path] { return player }
        if missing.contains(path) { return nil }
        if let bytes = pendingLotties[path] {
            if holdsLottieLoads { return nil }
            pendingLotties[path] = nil
            guard let player = try? LottiePlayer(bytes: bytes, path: path) else {
                missing.insert(path)
                return nil
            }
            lotties[path] = player
            return player
        }
        guard let player = try? Self.loadLottie(path) else {
            missing.insert(path)
            return nil
        }
        lotties[path] = player
        return player
    }

    /// Checks that the Lottie file at `path` can be played, and keeps it: its first frames
    /// are drawn from this load, not a second one.
    ///
    /// - Throws: `FileFailure` naming the file and saying what is wrong.
    public func validateLottie(_ path: String) throws(FileFailure) -> LottieInfo {
        let player = try Self.loadLottie(path)
        lotties[path] = player
        missing.remove(path)
        return player.info
    }

    /// Checks the Lottie file at `path` as `validateLottie` does, without rlottie: its bytes
    /// wait for `loadPendingLotties` (or the first frame that draws it, unless held).
    ///
    /// - Throws: `FileFailure` naming the file and saying what is wrong.
    public func checkLottie(_ path: String) throws(FileFailure) -> LottieInfo {
        if let player = lotties[path] { return player.info }
        let bytes = try InputFile.read(path, limit: LottieValidator.maximumBytes)
        let info: LottieInfo
        do {
            info = try LottieValidator.info(of: bytes)
        } catch {
            throw error.failure(path: path)
        }
        pendingLotties[path] = bytes
        missing.remove(path)
        return info
    }

    /// Whether checked Lottie files wait to be loaded into rlottie.
    public var hasPendingLotties: Bool { !pendingLotties.isEmpty }

    /// Loads every checked Lottie file into rlottie (in the order of their paths), stops
    /// holding them, and returns how many were loaded. Pictures drawn before are stale (they
    /// left these icons out): the generation moves on.
    ///
    /// - Throws: `FileFailure` for the first file rlottie refuses; the others stay pending.
    @discardableResult
    public func loadPendingLotties() throws(FileFailure) -> Int {
        holdsLottieLoads = false
        var loaded = 0
        for path in pendingLotties.keys.sorted() {
            guard let bytes = pendingLotties[path] else { continue }
            lotties[path] = try LottiePlayer(bytes: bytes, path: path)
            pendingLotties[path] = nil
            loaded += 1
        }
        if loaded > 0 { generation += 1 }
        return loaded
    }

    static func loadLottie(_ path: String) throws(FileFailure) -> LottiePlayer {
        try LottiePlayer(bytes: try InputFile.read(path, limit: LottieValidator.maximumBytes), path: path)
    }

    /// Forgets everything, e.g. after a configuration reload.
    public func removeAll() {
        images.removeAll()
        lotties.removeAll()
        pendingLotties.removeAll()
        missing.removeAll()
        variants.removeAll()
        generation += 1
    }
}
