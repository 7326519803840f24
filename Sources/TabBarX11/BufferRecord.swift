import TabBarCore
import TabBarFrame

/// One back buffer as the window's `FrameLedger` records it: the memory, which frame it
/// holds, and what it lacks of the screen. Whether the server still reads it is the
/// ledger's FIFO of presents (`FrameLedger.isInFlight`).
///
/// The ledger makes one per buffer and hands it to the client with the buffer
/// (`WindowClient.drawFrame`, `completeBuffer`, `FrameReport.buffer`); the client fills in
/// what it drew (`drawn`) and what is left (`stale`, `behind`), and the ledger spreads what
/// each frame changed on screen to the other buffers (`FrameUpdate.changed`). The Cairo
/// surface over the memory is the client's, made for each draw, so that this record stays
/// plain values. Only this package writes a record (`package(set)`): a program embedding the
/// window reads it, in a frame's report, and cannot make it lie about what a buffer holds.
public final class BufferRecord {
    /// The buffer's memory. Valid while `isFreed` is false.
    public let memory: PixelBuffer
    /// The number of the last frame drawn into it (1 for the first); nil before one.
    public internal(set) var frame: Int?
    /// Device pixels where it does not hold its own last frame: what direct copies left out
    /// of it (the window showed them from pictures), and what it lacked before that frame and
    /// the frame did not draw.
    public package(set) var stale = PixelRegion()
    /// Device pixels that frames drawn into another buffer changed on screen since this
    /// one's last frame: it holds an older frame there (the whole buffer, for a second
    /// buffer never drawn).
    public package(set) var behind = PixelRegion()
    /// The scene last drawn here as it was drawn (with its overlays), and whether exactly:
    /// what completing the buffer draws back where copies went.
    public package(set) var drawn: (scene: Scene, exact: Bool)?
    /// The window freed the buffer (a resize, or closing): its memory is gone.
    public internal(set) var isFreed = false

    /// A record of the buffer over `memory`, which holds nothing yet.
    public init(memory: PixelBuffer) {
        self.memory = memory
    }

    /// The whole buffer, in device pixels.
    public var whole: PixelRegion {
        PixelRegion(PixelBox(x: 0, y: 0, width: memory.width, height: memory.height))
    }

    /// Whether it holds the whole of its last frame (no copy left part of it to a picture
    /// since), so that exposed parts can be put back from it.
    public var isWhole: Bool { stale.isEmpty }
}
