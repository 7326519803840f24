// Pure Swift, with no import: the fuzz target (`make fuzz`) compiles this file with the core's
// sources, so the checks every input image passes before decoding are fuzzed too.

/// The checks a PNG passes before any decoding (icons, flip-book frames, a screenshot assert's
/// reference): its first bytes must be a PNG signature and a well-formed IHDR chunk, and the
/// image must be of a sane size, since decoding a 49 KB PNG that declares 20000×20000 pixels
/// takes 30 s and 3.5 GB.
enum PNGHeader {
    /// The longest side an image may have, in pixels (the window's own limit).
    static let maximumSide = 16384
    /// The most memory a decoded image may take: 64 MiB, 4 bytes a pixel.
    static let maximumDecodedBytes = 64 << 20

    /// The width and height in a PNG's IHDR chunk, which the format requires to come first,
    /// or nil when `bytes` do not start like a PNG.
    static func size(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        return (word(bytes, at: 16), word(bytes, at: 20))
    }

    /// The image's size when it may be decoded; otherwise why not, as a phrase that fits after
    /// "PATH: ": "not a PNG image", "the image is 20000×20000 pixels (1525.9 MB decoded); …".
    static func check(_ bytes: [UInt8]) -> Result<(width: Int, height: Int), Refusal> {
        guard let (width, height) = size(ofPNG: bytes) else { return .failure(Refusal("not a PNG image")) }
        guard bytes.count >= 29, word(bytes, at: 8) == 13 else {
            return .failure(Refusal("not a readable PNG image (its header is cut short)"))
        }
        let (depth, color) = (Int(bytes[24]), Int(bytes[25]))
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[color]?.contains(depth) == true, bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            return .failure(Refusal("not a readable PNG image (colour type \(color) at \(depth) bits)"))
        }
        guard width > 0, height > 0 else {
            return .failure(Refusal("not a readable PNG image (it is \(width)×\(height) pixels)"))
        }
        // Sides first, so the product below cannot overflow.
        guard width <= maximumSide, height <= maximumSide, width * height * 4 <= maximumDecodedBytes else {
            let decoded = Double(width) * Double(height) * 4
            return .failure(
                Refusal(
                    "the image is \(width)×\(height) pixels (\(megabytes(decoded)) decoded); at most "
                        + "\(maximumSide) pixels a side and \(megabytes(Double(maximumDecodedBytes))) decoded"))
        }
        return .success((width, height))
    }

    /// Why an image is not decoded.
    struct Refusal: Error, Equatable {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The big-endian 32-bit word at `at`.
    private static func word(_ bytes: [UInt8], at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// "1525.9 MB" (MiB, one decimal).
    private static func megabytes(_ bytes: Double) -> String {
        let tenths = Int((bytes * 10 / Double(1 << 20)).rounded())
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
