import TabBarCore

extension PNGImage {
    /// The pixel size in the header of the PNG at `path`, or nil when it cannot be read or is
    /// not a PNG. Whether the image is small enough to draw is `load`'s question, asked later.
    public static func size(atPath path: String) -> Size? {
        guard let bytes = try? InputFile.read(path, limit: maximumFileBytes), let (width, height) = size(ofPNG: bytes)
        else {
            return nil
        }
        return Size(width: Double(width), height: Double(height))
    }
}
