import CGif
import Glibc

/// Writes indexed frames as a looping animated GIF89a with giflib, one frame at a time so a
/// long recording never holds more than the frame in hand. Each frame is a whole image with
/// its own palette; giflib stores no time or host detail, so the same frames give the same bytes.
public final class GIFWriter {
    public let path: String
    public let width: Int
    public let height: Int
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// Creates (or replaces) `path` and writes the header for `width`×`height` frames.
    public init(path: String, width: Int, height: Int) throws(GIFError) {
        self.path = path
        self.width = width
        self.height = height
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw GIFError(path: path, reason: String(cString: strerror(errno))) }
        var status: Int32 = 0
        guard let gif = EGifOpenFileHandle(fd, &status) else {
            close(fd)
            throw GIFError(path: path, reason: Self.reason(status))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        // NETSCAPE2.0 with a loop count of 0: loop for ever, as viewers expect of a motion clip.
        var netscape = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK,
            EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(netscape.count), &netscape) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
            EGifPutExtensionTrailer(gif) == GIF_OK
        else { throw failure() }
    }

    deinit {
        // An unfinished file is closed without a word; `finish()` reports errors.
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Writes `frames` (all the same size) to `path`, replacing it.
    public static func write(_ frames: [IndexedFrame], to path: String) throws(GIFError) {
        guard let first = frames.first else { throw GIFError(path: path, reason: "no frames to write") }
        let writer = try GIFWriter(path: path, width: first.width, height: first.height)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
    }

    /// Appends one frame of the writer's size.
    public func append(_ frame: IndexedFrame) throws(GIFError) {
        precondition(frame.width == width && frame.height == height, "GIF frames share one size")
        guard let gif else { throw GIFError(path: path, reason: "the file is already closed") }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(frame.delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK else {
            throw failure()
        }
        // A colour table holds a power of two entries; the unused ones stay black.
        var size = 2
        while size < frame.palette.count { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else { throw GIFError(path: path, reason: "out of memory") }
        defer { GifFreeMapObject(map) }
        for (i, color) in frame.palette.enumerated() {
            map.pointee.Colors[i] = GifColorType(
                Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF),
                Blue: UInt8(color & 0xFF))
        }
        guard EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK else { throw failure() }
        var indices = frame.indices
        let written = indices.withUnsafeMutableBufferPointer { buffer in
            (0..<height).allSatisfy { EGifPutLine(gif, buffer.baseAddress! + $0 * width, Int32(width)) == GIF_OK }
        }
        guard written else { throw failure() }
    }

    /// Writes the trailer and closes the file; closing flushes, so a full disk shows up here.
    public func finish() throws(GIFError) {
        guard let gif else { return }
        self.gif = nil
        var status: Int32 = 0
        guard EGifCloseFile(gif, &status) == GIF_OK else { throw GIFError(path: path, reason: Self.reason(status)) }
    }

    private func failure() -> GIFError {
        GIFError(path: path, reason: Self.reason(gif?.pointee.Error ?? 0))
    }

    static func reason(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
