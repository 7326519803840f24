/// A recording ended by force: a signal past its grace, while the frame loop is stuck (a long
/// script step, a frozen server), or a lost X server. The process ends right after.
extension GIFRecorder {
    /// Finishes the file with the frames already encoded: the pending one, lasting until the
    /// newest frame presented, then the trailer; the file is put in place. With no frame
    /// encoded yet, the first frame's stand-in is written (or else the newest frame taken,
    /// quantized at once by `FrameQuantizer.uniform`). Never waits long on the encoding thread
    /// or the frame loop: a lock held elsewhere for more than a fifth of a second leaves the
    /// file out (its destination keeps its old contents).
    func settle() {
        var newest: (frame: RGBFrame, centiseconds: Int)?
        if condition.lock(within: 0.2) {
            newest = self.newest
            condition.unlock()
        }
        guard output.lock(within: 0.2) else { return }
        defer { output.unlock() }
        guard !isClosed else { return }
        isClosed = true
        if pending == nil && writer == nil && standIn == nil, let newest {
            // Shown from the first frame's time, so the file lasts as long as the capture.
            pending = (
                FrameQuantizer.uniform(newest.frame, delay: GIFTiming.frameDelay),
                startCentiseconds ?? newest.centiseconds
            )
        }
        try? close(lastingUntil: newest?.centiseconds ?? 0)
    }
}
