import Foundation

/// Writes valid, tiny PNG files of any size: black, 1 bit a pixel, the pixel data
/// deflated by hand as one run of zeros. A 20000×20000 image takes about 300 KB, so tests
/// can hand the program huge images without shipping them (ImageMagick's policy refuses
/// to make images that large).
public enum BlankPNG {
    /// The PNG bytes of a black `width`×`height` image.
    public static func data(width: Int, height: Int) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [1, 0, 0, 0, 0]) // 1-bit greyscale, deflate, no filter, no interlace
        png.appendChunk("IHDR", header)
        let rawCount = height * (1 + (width + 7) / 8) // every row: filter byte 0, then zeros
        png.appendChunk("IDAT", zlibOfZeros(count: rawCount))
        png.appendChunk("IEND", Data())
        return png
    }

    /// Writes `data(width:height:)` to `url`.
    public static func write(width: Int, height: Int, to url: URL) throws {
        try data(width: width, height: height).write(to: url)
    }

    /// A zlib stream of `count` zero bytes: one fixed-Huffman block holding a literal 0,
    /// then copies of 258 bytes at distance 1, then literal zeros for the rest.
    static func zlibOfZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1) // BFINAL
        bits.write(1, count: 2) // BTYPE 01, fixed Huffman
        var left = count
        if left > 0 {
            bits.writeCode(0x30, length: 8) // literal 0
            left -= 1
        }
        while left >= 258 {
            bits.writeCode(0xC5, length: 8) // length code 285: 258 bytes
            bits.writeCode(0, length: 5) // distance code 0: distance 1
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7) // end of block
        var stream = Data([0x78, 0x01])
        stream.append(bits.finished)
        // Adler-32 of zeros: a stays 1 and b gains 1 a byte.
        stream.append(bigEndian: UInt32(count % 65521) << 16 | 1)
        return stream
    }
}

/// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
private struct BitWriter {
    var bytes = Data()
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        for i in 0..<count { put(UInt8((value >> UInt32(i)) & 1)) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        for i in stride(from: length - 1, through: 0, by: -1) { put(UInt8((code >> UInt32(i)) & 1)) }
    }

    private mutating func put(_ bit: UInt8) {
        current |= bit << UInt8(used)
        used += 1
        if used == 8 { flush() }
    }

    private mutating func flush() {
        bytes.append(current)
        current = 0
        used = 0
    }

    var finished: Data {
        var copy = self
        if copy.used > 0 { copy.flush() }
        return copy.bytes
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }

    mutating func appendChunk(_ type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: CRC32.checksum(typed))
    }
}

/// The CRC-32 PNG chunks end with (ISO 3309, polynomial 0xEDB88320).
private enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ data: Data) -> UInt32 {
        ~data.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
