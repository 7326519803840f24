import CGif
import Glibc

/// Writes indexed frames as a looping animated GIF89a with giflib. Each frame is a whole
/// image with its own palette; giflib stores no time or host detail, so the same frames
/// give the same bytes.
public enum GIFWriter {
    /// Writes `frames` (all the same size) to `path`, replacing it.
    public static func write(_ frames: [IndexedFrame], to path: String) throws(GIFError) {
        guard let first = frames.first else { throw GIFError(path: path, reason: "no frames to write") }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw GIFError(path: path, reason: String(cString: strerror(errno))) }
        var status: Int32 = 0
        guard let gif = EGifOpenFileHandle(fd, &status) else {
            close(fd)
            throw GIFError(path: path, reason: reason(status))
        }
        var failure: String?
        if !put(frames, first: first, to: gif) { failure = reason(gif.pointee.Error) }
        // Closing flushes the file, so a full disk shows up here.
        if EGifCloseFile(gif, &status) == GIF_ERROR, failure == nil { failure = reason(status) }
        if let failure { throw GIFError(path: path, reason: failure) }
    }

    private static func put(_ frames: [IndexedFrame], first: IndexedFrame, to gif: UnsafeMutablePointer<GifFileType>) -> Bool {
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(first.width), Int32(first.height), 8, 0, nil) == GIF_OK else { return false }
        // NETSCAPE2.0 with a loop count of 0: loop for ever, as viewers expect of a motion clip.
        var netscape = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(gif, Int32(netscape.count), &netscape) == GIF_OK,
              EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
              EGifPutExtensionTrailer(gif) == GIF_OK else { return false }
        for frame in frames {
            precondition(frame.width == first.width && frame.height == first.height, "GIF frames share one size")
            guard put(frame, to: gif) else { return false }
        }
        return true
    }

    private static func put(_ frame: IndexedFrame, to gif: UnsafeMutablePointer<GifFileType>) -> Bool {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(frame.delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK else { return false }
        // A colour table holds a power of two entries; the unused ones stay black.
        var size = 2
        while size < frame.palette.count { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else { return false }
        defer { GifFreeMapObject(map) }
        for (i, color) in frame.palette.enumerated() {
            map.pointee.Colors[i] = GifColorType(Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF),
                                                 Blue: UInt8(color & 0xFF))
        }
        guard EGifPutImageDesc(gif, 0, 0, Int32(frame.width), Int32(frame.height), false, map) == GIF_OK else { return false }
        var indices = frame.indices
        return indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<frame.height where EGifPutLine(gif, buffer.baseAddress! + y * frame.width, Int32(frame.width)) != GIF_OK {
                return false
            }
            return true
        }
    }

    static func reason(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
