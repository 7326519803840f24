import TabBarCore
import TabBarKit
import TabBarReview

/// What the live gallery window shows: every item animation, one row each, replaying in
/// phase. It always moves, takes no input but the window's size, and reports nothing.
public final class GallerySource: FrameSource {
    /// Every item animation, one row each.
    let gallery: Gallery
    private var size = Size.defaultWindow

    init(_ gallery: Gallery) {
        self.gallery = gallery
    }

    public func scene(at time: Double) -> Scene { gallery.liveScene(at: time, size: size) }
    public func isAnimating(at time: Double) -> Bool { true }
    public func nextDeadline(after time: Double) -> Double? { nil }

    public func handle(_ event: InputEvent, at time: Double) -> [TraceEvent] {
        if case .resize(let size) = event { self.size = size }
        return []
    }
}
