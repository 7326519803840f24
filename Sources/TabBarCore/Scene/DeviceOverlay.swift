/// A device's status bar and home indicator, drawn over everything so a screenshot reads as
/// the phone: the time at the left of the top inset, signal and battery at the right, and
/// the home indicator centred 8 pt above the bottom edge (when the device has one).
public enum DeviceOverlay {
    /// The home indicator's size on iPhone (134×5 pt); Android's gesture bar is 108×4.
    static func homeIndicator(_ device: DevicePreset) -> Size {
        device.name.hasPrefix("Pixel") ? Size(width: 108, height: 4) : Size(width: 134, height: 5)
    }

    /// The overlay's layers for `device` in a window of `viewport` (logical pixels); the
    /// home indicator is white over a dark bar, as iOS adapts it to what is underneath.
    public static func layers(_ device: DevicePreset, viewport: Size, barBackground: Color = .white) -> [SceneLayer] {
        let ink = Color.black
        var nodes: [SceneNode] = []
        if device.topInset > 0 {
            // Text sits in the lower 20 pt of a tall inset (the notch's side), centred in a short one.
            let band = Rect(
                x: 0, y: max(0, device.topInset - 20) / 2, width: viewport.width, height: min(device.topInset, 20))
            let side = min(120, viewport.width / 3)
            nodes.append(
                .text(
                    TextRun(
                        "9:41", font: FontSpec(size: 15, weight: .bold), color: ink,
                        frame: Rect(x: 0, y: band.minY, width: side, height: band.height))))
            let battery = Rect(x: viewport.width - 24 - side / 4, y: band.midY - 6, width: 24, height: 12)
            nodes.append(.stroke(.roundedRect(battery, radius: 3), ink.withAlpha(0.4), width: 1))
            nodes.append(.fill(.roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5), .solid(ink)))
            for bar in 0..<4 {
                let height = 4 + Double(bar) * 2.5
                let x = battery.minX - 26 - 20 + Double(bar) * 5
                nodes.append(
                    .fill(
                        .roundedRect(Rect(x: x, y: battery.maxY - height, width: 3, height: height), radius: 1),
                        .solid(ink)))
            }
        }
        if device.bottomInset > 0 {
            let size = homeIndicator(device)
            let bar = Rect(
                x: ((viewport.width - size.width) / 2).rounded(), y: viewport.height - 8 - size.height,
                width: size.width, height: size.height)
            nodes.append(
                .fill(.roundedRect(bar, radius: size.height / 2), .solid(barBackground.luminance < 0.5 ? .white : ink)))
        }
        return nodes.isEmpty ? [] : [SceneLayer(id: "device.overlay", node: .group(nodes))]
    }
}
