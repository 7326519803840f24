import CX11
import TabBarCore

/// XRender's side of blends (`PixelCopy.sampling`): the window as a destination picture and
/// the ARGB32 format the pictures' shared pixmaps are read in. A 4K page resampled with an
/// opacity costs the client about 10 ms a frame; the server does it while the client draws
/// the next frame (from a depth-24 source Xvfb took 39 ms, from ARGB32 14 ms, measured).
final class ServerBlender {
    private let display: OpaquePointer
    private let window: Window
    private let destination: Picture
    /// The format pictures' pixmaps are read in (`SharedPicture.prepareBlends`).
    let argb: UnsafeMutablePointer<XRenderPictFormat>

    /// Nil unless the server has XRender and MIT-SHM pixmaps in the Z format.
    init?(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>) {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        var major: Int32 = 0, minor: Int32 = 0, pixmaps: Int32 = 0
        guard XRenderQueryExtension(display, &eventBase, &errorBase) != 0,
            XShmQueryVersion(display, &major, &minor, &pixmaps) != 0, pixmaps != 0,
            XShmPixmapFormat(display) == ZPixmap,
            let format = XRenderFindVisualFormat(display, visual),
            let argb = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        else { return nil }
        self.display = display
        self.window = window
        self.argb = argb
        destination = XRenderCreatePicture(display, window, format, 0, nil)
    }

    /// Lays each picture's rectangle over what the window shows: resampled bilinearly where
    /// `sampling` says, at its opacity (Over with a solid mask, as Cairo's paint with alpha).
    func blend(_ blends: [(PixelCopy, SharedPicture)]) {
        for (blend, picture) in blends {
            guard let t = blend.sampling else { continue }
            let source = picture.renderPicture
            guard source != 0 else { continue }
            var transform = XTransform(
                matrix: (
                    (Self.fixed(t.a), Self.fixed(t.c), Self.fixed(t.tx)),
                    (Self.fixed(t.b), Self.fixed(t.d), Self.fixed(t.ty)),
                    (0, 0, Self.fixed(1))
                ))
            XRenderSetPictureTransform(display, source, &transform)
            var color = XRenderColor(
                red: 0, green: 0, blue: 0, alpha: UInt16(clamping: Int((blend.opacity * 65535).rounded())))
            let mask = XRenderCreateSolidFill(display, &color)
            XRenderComposite(
                display, Int32(PictOpOver), source, mask, destination, Int32(blend.x), Int32(blend.y), 0, 0,
                Int32(blend.x), Int32(blend.y), UInt32(blend.width), UInt32(blend.height))
            XRenderFreePicture(display, mask)
        }
    }

    /// XRender's 16.16 fixed point.
    private static func fixed(_ value: Double) -> XFixed {
        XFixed(clamping: Int((value * 65536).rounded()))
    }
}
