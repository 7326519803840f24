import CGif
import TabBarCore
import TabBarOutput

/// Writes indexed frames as a looping animated GIF89a with giflib, one frame at a time, so a
/// long recording never holds more than the frame in hand. The bytes go through `OutputFile`:
/// the destination gets the whole GIF at `finish()` or keeps its old contents, and a failed
/// write reports errno's reason, not giflib's. Each frame has its own palette and may cover
/// only part of the picture, the rest left as the frame before showed it; giflib stores no
/// time or host detail, so the same frames give the same bytes.
public final class GIFWriter {
    /// The file being written.
    public let path: String
    /// The picture's width in pixels.
    public let width: Int
    /// The picture's height in pixels.
    public let height: Int
    private let file: OutputFile
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// Opens `path` (see `OutputFile`) and writes the header for a `width`×`height` picture.
    ///
    /// - Throws: `FileFailure` naming the path and the reason.
    public convenience init(path: String, width: Int, height: Int) throws(FileFailure) {
        let file: OutputFile
        do {
            file = try OutputFile(path: path)
        } catch {
            throw FileFailure(writing: path, reason: error.reason)
        }
        try self.init(file: file, path: path, width: width, height: height)
    }

    /// Writes the header for a `width`×`height` picture into `file`, which `finish()` commits
    /// (and an unfinished writer discards); `path` names it in errors.
    public init(file: OutputFile, path: String, width: Int, height: Int) throws(FileFailure) {
        self.path = path
        self.width = width
        self.height = height
        self.file = file
        var status: Int32 = 0
        gif = EGifOpen(
            Unmanaged.passUnretained(file).toOpaque(),
            { gif, bytes, count in
                guard let gif, let user = gif.pointee.UserData, let bytes, count >= 0 else { return 0 }
                let file = Unmanaged<OutputFile>.fromOpaque(user).takeUnretainedValue()
                do {
                    try file.write(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
                    return count
                } catch {
                    return 0
                }
            }, &status)
        guard let gif else { throw FileFailure(writing: path, reason: Self.reason(status)) }
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
        // An unfinished GIF is abandoned: its temporary file goes, the destination stays.
        if let gif { EGifCloseFile(gif, nil) }
        file.discard()
    }

    /// Writes `frames` (whole pictures of one size) to `path`, replacing it.
    public static func write(_ frames: [IndexedFrame], to path: String) throws(FileFailure) {
        guard let first = frames.first else { throw FileFailure(writing: path, reason: "no frames to write") }
        let writer = try GIFWriter(path: path, width: first.width, height: first.height)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
    }

    /// Appends one frame, which must lie inside the picture.
    public func append(_ frame: IndexedFrame) throws(FileFailure) {
        precondition(
            frame.left >= 0 && frame.top >= 0 && frame.left + frame.width <= width
                && frame.top + frame.height <= height, "a GIF frame lies inside the picture")
        guard let gif else { throw FileFailure(writing: path, reason: "the file is already closed") }
        // Nothing is disposed of: each frame is drawn over the one before, whose pixels show
        // where this one is transparent or absent.
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(frame.delay),
            TransparentColor: frame.transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK else {
            throw failure()
        }
        // A colour table holds a power of two entries; the unused ones stay black.
        var size = 2
        while size < frame.palette.count { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else {
            throw FileFailure(writing: path, reason: "out of memory")
        }
        defer { GifFreeMapObject(map) }
        for (i, color) in frame.palette.enumerated() {
            map.pointee.Colors[i] = GifColorType(
                Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color & 0xFF))
        }
        guard
            EGifPutImageDesc(
                gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height), false, map)
                == GIF_OK
        else { throw failure() }
        var indices = frame.indices
        let written = indices.withUnsafeMutableBufferPointer { buffer in
            (0..<frame.height).allSatisfy {
                EGifPutLine(gif, buffer.baseAddress! + $0 * frame.width, Int32(frame.width)) == GIF_OK
            }
        }
        guard written else { throw failure() }
    }

    /// Writes the trailer and puts the file in place (see `OutputFile.commit`); a full disk
    /// shows up here at the latest.
    public func finish() throws(FileFailure) {
        guard let gif else { return }
        self.gif = nil
        var status: Int32 = 0
        guard EGifCloseFile(gif, &status) == GIF_OK else {
            let error = failure(status)
            file.discard()
            throw error
        }
        do {
            try file.commit()
        } catch {
            throw FileFailure(writing: path, reason: error.reason)
        }
    }

    /// Why giflib stopped: the file's own errno when a write failed, else giflib's words.
    private func failure(_ status: Int32? = nil) -> FileFailure {
        if let written = file.failure { return FileFailure(writing: path, reason: written.reason) }
        return FileFailure(writing: path, reason: Self.reason(status ?? gif?.pointee.Error ?? 0))
    }

    static func reason(_ code: Int32) -> String {
        if code == E_GIF_ERR_NOT_ENOUGH_MEM || code == D_GIF_ERR_NOT_ENOUGH_MEM { return "out of memory" }
        return GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
