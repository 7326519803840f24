/// A real device's logical size and safe areas (`--device NAME`), in points. `--scale`
/// stays separate: a preset says how big the screen is, not how dense.
public struct DevicePreset: Hashable, Sendable {
    /// The name `--device` takes, e.g. "iPhone 15".
    public var name: String
    /// The screen's size in points (logical pixels).
    public var size: Size
    /// The status bar's height: pages start below it.
    public var topInset: Double
    /// The home indicator's area: the bar's bottom padding, unless the config sets its own.
    public var bottomInset: Double
    /// iPad: items keep this width and the row is centred, as UIKit's `.centered`
    /// positioning does on a regular-width screen; nil shares the row in equal slots.
    public var fixedItemWidth: Double?

    /// A device of `size` points with the given status bar and home indicator heights.
    public init(name: String, size: Size, topInset: Double, bottomInset: Double, fixedItemWidth: Double? = nil) {
        self.name = name
        self.size = size
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.fixedItemWidth = fixedItemWidth
    }

    /// The item width on iPad: 110 pt, about what UIKit gives a titled item beside its
    /// neighbours on an 11" iPad (icon, 10 pt title and the spacing between items).
    public static let iPadItemWidth = 110.0

    /// The presets `tabbar list` prints, smallest first.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", size: Size(width: 375, height: 667), topInset: 20, bottomInset: 0),
        DevicePreset(name: "iPhone 15", size: Size(width: 393, height: 852), topInset: 59, bottomInset: 34),
        DevicePreset(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), topInset: 59, bottomInset: 34),
        DevicePreset(name: "Pixel 8", size: Size(width: 412, height: 915), topInset: 24, bottomInset: 24),
        DevicePreset(
            name: "iPad 11\"", size: Size(width: 834, height: 1194), topInset: 24, bottomInset: 20,
            fixedItemWidth: iPadItemWidth),
    ]

    /// The preset called `name`, ignoring case, spaces, hyphens and the inch mark, so
    /// `iphone-15`, `"iPhone 15"` and `ipad11` all work on a command line.
    public static func named(_ name: String) -> DevicePreset? {
        let key = simplified(name)
        return all.first { simplified($0.name) == key }
    }

    /// "iphone15promax" for "iPhone 15 Pro Max".
    static func simplified(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `configuration` on this device: pages below the status bar, the bar's bottom padding
    /// from the home indicator unless the configuration chose one, centred fixed-width
    /// items on iPad.
    public func apply(to configuration: AppConfiguration) -> AppConfiguration {
        var result = configuration
        result.bar.topInset = topInset
        if !configuration.bar.isBottomPaddingSet { result.bar.bottomPadding = bottomInset }
        result.bar.fixedItemWidth = fixedItemWidth
        return result
    }
}
