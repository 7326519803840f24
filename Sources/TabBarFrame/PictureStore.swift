import TabBarCore

/// A picture of a retained group, as the planner sees it: where its pixels lie and whether
/// the host can show it from memory of its own.
public protocol HeldPicture: AnyObject {
    /// Where the picture's first column sits, in device pixels of the group's own space.
    var originX: Int { get }
    /// Where the picture's first row sits, in device pixels of the group's own space.
    var originY: Int { get }
    /// The picture's width in pixels.
    var width: Int { get }
    /// The picture's height in pixels.
    var height: Int { get }
    /// The memory the host knows the picture's pixels by (`PixelCopy.source`), when they are
    /// in memory the host can copy from; nil otherwise.
    var sharedMemory: AnyObject? { get }
}

/// The pictures of retained groups (pages) that a frame may composite instead of drawing:
/// the renderer's layer cache, which draws a picture when asked for one it lacks.
public protocol PictureStore: AnyObject {
    /// Whether the picture of `content` at `scale` is held.
    func holds(_ content: SceneGroup, scale: Double) -> Bool
    /// Whether a picture of `content` at `scale` can be made at all (it fits the budget).
    func fits(_ content: SceneGroup, scale: Double) -> Bool
    /// The picture of `content` at `scale`, drawn now when missing; nil when it cannot be
    /// made (the group is then drawn directly). `layer`: a picture of an unchanged layer,
    /// not of a page.
    func picture(for content: SceneGroup, scale: Double, layer: Bool) -> (any HeldPicture)?
    /// Whether pictures may be in memory the host shows them from (`HeldPicture.sharedMemory`).
    var sharesMemory: Bool { get }
}
