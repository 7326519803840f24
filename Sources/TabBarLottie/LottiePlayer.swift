import CRlottie
import TabBarCore

/// A Lottie file loaded by rlottie, drawing any of its frames at any size into memory laid
/// out as a Cairo ARGB32 image surface (premultiplied, native-endian 0xAARRGGBB words).
///
/// The bytes are checked first (`LottieValidator`), so what rlottie gets is what it plays
/// well; a file it still refuses is an error naming the file. Frames are the file's own
/// numbers (`ip` … `op`); rlottie counts from `ip`, which this hides.
public final class LottiePlayer {
    /// What the checks read of the file: frame rate, frames, size and markers.
    public let info: LottieInfo
    /// The file the frames come from, for errors and cache keys.
    public let path: String
    /// The frames rlottie draws: `inPoint ..< inPoint + frameCount`.
    public let frameCount: Int
    private let animation: OpaquePointer
    /// A second animation over the same model for recoloured frames (made when first
    /// asked for), so the plain one never carries an override.
    private var recoloured: OpaquePointer?
    /// What `recoloured` last drew: rlottie skips re-laying-out a frame it just drew at the
    /// same size, so a new colour on the same frame needs the layout redone.
    private var lastRecoloured: (frame: Int, width: Int, height: Int, color: Color)?
    private let json: [CChar]
    private let key: String

    /// The largest side a frame is drawn at.
    public static let maximumSide = 8192

    /// Checks `bytes` (the file at `path`) and loads them into rlottie.
    ///
    /// - Throws: `FileFailure` naming the file: what the checks found, or that rlottie
    ///   refused it.
    public init(bytes: [UInt8], path: String) throws(FileFailure) {
        do {
            info = try LottieValidator.info(of: bytes)
        } catch {
            throw error.failure(path: path)
        }
        self.path = path
        json = bytes.map { CChar(bitPattern: $0) } + [0]
        // rlottie caches parsed models by key: a key of the content itself shares a model
        // between two loads of the same bytes and never hands out a stale one.
        key = "tabbar:\(Self.fingerprint(bytes)):\(bytes.count)"
        guard let loaded = Self.load(json, key: key) else {
            throw FileFailure(path: path, reason: "rlottie cannot play this file")
        }
        animation = loaded
        frameCount = max(1, Int(lottie_animation_get_totalframe(loaded)))
    }

    deinit {
        lottie_animation_destroy(animation)
        if let recoloured { lottie_animation_destroy(recoloured) }
    }

    /// rlottie's frame index for frame `frame` of the file, within the frames it draws.
    public func index(of frame: Int) -> Int {
        let relative = frame - Int(info.inPoint.rounded(.down))
        return min(max(relative, 0), frameCount - 1)
    }

    /// Draws frame `frame` (the file's numbering) fitted into `width`×`height` pixels at
    /// `pixels` (rows `bytesPerRow` apart), replacing what was there. With `recolour`,
    /// every fill and stroke takes that colour (keypath `**`); its alpha is the caller's.
    public func render(
        frame: Int, into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, bytesPerRow: Int,
        recolour: Color? = nil
    ) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide, bytesPerRow >= width * 4
        else { return }
        let index = index(of: frame)
        guard let recolour else {
            lottie_animation_render(animation, index, pixels, width, height, bytesPerRow)
            return
        }
        guard let target = recolouredAnimation() else { return }
        if let last = lastRecoloured, last.color != recolour {
            crlottie_override_color(target, 0, "**", recolour.red, recolour.green, recolour.blue)
            crlottie_override_color(target, 1, "**", recolour.red, recolour.green, recolour.blue)
            if last.frame == index && last.width == width && last.height == height {
                // The same frame at the same size would be drawn from its old layout.
                var scratch: UInt32 = 0
                lottie_animation_render(target, index, &scratch, 1, 1, 4)
            }
        } else if lastRecoloured == nil {
            crlottie_override_color(target, 0, "**", recolour.red, recolour.green, recolour.blue)
            crlottie_override_color(target, 1, "**", recolour.red, recolour.green, recolour.blue)
        }
        lottie_animation_render(target, index, pixels, width, height, bytesPerRow)
        lastRecoloured = (index, width, height, recolour)
    }

    private func recolouredAnimation() -> OpaquePointer? {
        if let recoloured { return recoloured }
        recoloured = Self.load(json, key: key)
        return recoloured
    }

    private static func load(_ json: [CChar], key: String) -> OpaquePointer? {
        json.withUnsafeBufferPointer { lottie_animation_from_data($0.baseAddress, key, "") }
    }

    /// FNV-1a over the bytes: enough to tell two files apart in rlottie's model cache.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
