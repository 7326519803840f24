import TabBarCore

/// Loads PNG images once and keeps them for the renderer.
/// An image that fails to load is remembered as missing and drawn as nothing.
///
/// Every load goes through `PNGImage`: a file swapped for a FIFO or a huge image after the
/// configuration was checked is drawn as nothing rather than hanging the window.
public final class ImageCache {
    private var images: [String: RasterSurface] = [:]
    private var missing: Set<String> = []
    /// Counts `removeAll` calls, so pictures drawn with older images can tell they are stale.
    public private(set) var generation = 0
    /// The images downscaled to the sizes they are drawn at (icons).
    public let variants = ImageVariants()

    public init() {}

    /// The image at `ref`, or nil when it cannot be read.
    public func image(_ ref: ImageRef) -> RasterSurface? {
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
    /// - Throws: `InputFile.Failure` naming the file and saying why not.
    public func validate(_ ref: ImageRef) throws(InputFile.Failure) {
        images[ref.path] = try PNGImage.load(ref.path)
        missing.remove(ref.path)
    }

    /// Forgets everything, e.g. after a configuration reload.
    public func removeAll() {
        images.removeAll()
        missing.removeAll()
        variants.removeAll()
        generation += 1
    }
}
