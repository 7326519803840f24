import CCairo
import TabBarCore

/// Loads PNG images once and keeps them for the renderer.
/// An image that fails to load is remembered as missing and drawn as nothing.
public final class ImageCache {
    private var images: [String: RasterSurface] = [:]
    private var missing: Set<String> = []

    public init() {}

    /// The image at `ref`, or nil when it cannot be read.
    public func image(_ ref: ImageRef) -> RasterSurface? {
        if let image = images[ref.path] { return image }
        if missing.contains(ref.path) { return nil }
        guard let image = try? RasterSurface(png: ref.path) else {
            missing.insert(ref.path)
            return nil
        }
        images[ref.path] = image
        return image
    }

    /// Checks that `ref` is a readable PNG, with a message saying why not.
    public func validate(_ ref: ImageRef) throws {
        _ = try RasterSurface(png: ref.path)
    }

    /// Forgets everything, e.g. after a configuration reload.
    public func removeAll() {
        images.removeAll()
        missing.removeAll()
    }
}
