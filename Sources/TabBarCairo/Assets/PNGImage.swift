import TabBarCore

/// Loads PNG icons and frames safely: through `InputFile` (never blocking, regular files
/// only), and only after the header says the image is of a sane size, because decoding
/// a 20000×20000 PNG of 1.7 MB takes seconds and 1.5 GB.
public enum PNGImage {
    /// The longest side an image may have, in pixels (the window's own limit).
    public static let maximumSide = PNGHeader.maximumSide
    /// The most memory a decoded image may take: 64 MiB, 4 bytes a pixel. A 1290×8000
    /// phone screenshot (41 MB) fits.
    public static let maximumDecodedBytes = PNGHeader.maximumDecodedBytes
    /// The largest PNG file read.
    public static let maximumFileBytes = 64 << 20

    /// The PNG at `path`, decoded.
    ///
    /// - Throws: `FileFailure` naming the file and what is wrong: it cannot be read,
    ///   is not a regular file, is not a PNG, is too large (with its size), or is corrupt.
    public static func load(_ path: String) throws(FileFailure) -> RasterSurface {
        let bytes = try InputFile.read(path, limit: maximumFileBytes)
        if case .failure(let refusal) = PNGHeader.check(bytes) {
            throw FileFailure(path: path, reason: refusal.reason)
        }
        do {
            return try RasterSurface(pngBytes: bytes)
        } catch {
            throw FileFailure(path: path, reason: "not a readable PNG image (\(error))")
        }
    }

    /// The width and height in a PNG's IHDR chunk, which the format requires to come first,
    /// or nil when `bytes` do not start like a PNG.
    public static func size(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
        PNGHeader.size(ofPNG: bytes)
    }
}

extension RasterSurface {
    /// Decodes PNG `bytes` already in memory (Cairo's stream reader), so the file is read
    /// once, by `InputFile`, and never opened again by Cairo.
    convenience init(pngBytes bytes: [UInt8]) throws {
        var source = MemorySource(bytes: bytes)
        try self.init(image: CairoSurface.png { source.read(into: $0, count: $1) })
    }
}

/// The read position in a PNG held in memory, for Cairo's stream callback.
private struct MemorySource {
    let bytes: [UInt8]
    var offset = 0

    mutating func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
