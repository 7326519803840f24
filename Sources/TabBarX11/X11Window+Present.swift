import CX11
import TabBarCore
import TabBarFrame

/// Frames on their way to the screen: presents, and the completions that say they are there,
/// through the window's `FrameLedger`.
extension X11Window {
    /// Copies rectangles of `frame` (the buffer a frame was just drawn into) or, without
    /// one, of the last frame's buffer (exposed parts put back) to the window, and says how
    /// (see `BackBuffer.present`). With MIT-SHM the copy finishes later, when its
    /// `ShmCompletion` arrives (see `takeCompletion`); until then that buffer is not drawn.
    /// A frame's buffer holds the last frame from now on (frame `number`), even when nothing
    /// was sent. `report`, asked once the pixels are sent, says what the present put on
    /// screen: returned once it is there — at once when no completion will come and none is
    /// awaited, else by `takeCompletion`.
    func present(
        _ rects: [(x: Int, y: Int, width: Int, height: Int)], copies: [PixelCopy] = [], tints: [PixelTint] = [],
        from frame: (buffer: BackBuffer, number: Int)? = nil, changed: PixelRegion? = nil,
        report: () -> PresentReport
    ) -> [PresentReport] {
        guard let buffer = frame?.buffer ?? ledger.latest else { return [] }
        let target = tints.isEmpty ? nil : tintPicture()
        let presentation = buffer.present(
            rects, copies: copies, tints: target.map { (tints, $0) }, to: id, gc: gc)
        guard frame != nil || presentation != .nothing else { return [] }
        return ledger.presented(
            buffer, frame: frame?.number, changed: changed, report: report(),
            completes: presentation == .awaitingCompletion)
    }

    /// Whether the server may still be reading a back buffer.
    var isPresenting: Bool { ledger.isPresenting }

    /// What the oldest present awaited put on screen, when `event` is the completion of one
    /// of this window's shared-memory copies; nil for any other event. A back buffer dropped
    /// on resize was freed at once (after a sync); its frame is still reported, without it.
    func takeCompletion(_ event: inout XEvent) -> [PresentReport]? {
        guard let completionType, event.type == completionType else { return nil }
        let completion = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee }
        }
        guard completion.drawable == id else { return nil }
        return ledger.completed()
    }
}
