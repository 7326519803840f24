import TabBarCairo
import TabBarX11

/// The app icon the asset generator draws (`assets/app-icon.png`), as `_NET_WM_ICON` wants
/// it: 0xAARRGGBB without Cairo's premultiplication.
enum WindowIcon {
    static let fileName = "app-icon.png"

    /// The icon, or nil when the assets cannot be found or read (the window opens anyway).
    static func load() -> X11Window.Icon? {
        guard let directory = AssetLocator.assetsDirectory(),
            let surface = try? PNGImage.load(directory + "/" + fileName)
        else {
            return nil
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(surface.width * surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width { pixels.append(unpremultiplied(surface.pixel(x: x, y: y))) }
        }
        return X11Window.Icon(width: surface.width, height: surface.height, pixels: pixels)
    }

    /// 0xAARRGGBB with each colour divided by alpha (rounded).
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
