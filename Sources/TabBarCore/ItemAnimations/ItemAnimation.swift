/// An item animation: a value that maps elapsed time to an `ItemPose`.
///
/// This is the extension point for custom animations (Ramotion's `RAMItemAnimationProtocol`
/// reworked to take values instead of views, so it can be tested with stepped time).
/// Only `name`, `duration` and `selecting(elapsed:)` are required. The rest has defaults:
/// no deselect, reselect or idle loop, the standard resting poses, and a pressed icon that
/// dims a little. <doc:WriteAnItemAnimation> walks through writing one.
public protocol ItemAnimation: Sendable {
    /// The name used in configuration files and traces, e.g. "bounce".
    var name: String { get }
    /// Length of the select motion in seconds.
    var duration: Double { get }
    /// The pose `elapsed` seconds into selection, for `elapsed` in `0...duration`.
    func selecting(elapsed: Double) -> ItemPose
    /// Length of the deselect motion in seconds; 0 means the item just changes state.
    var deselectDuration: Double { get }
    /// The pose `elapsed` seconds into deselection.
    func deselecting(elapsed: Double) -> ItemPose
    /// The pose of a selected item at rest.
    var selectedPose: ItemPose { get }
    /// The pose of an unselected item at rest.
    var deselectedPose: ItemPose { get }
    /// Length of the motion played when the selected item is tapped again; 0 for none.
    var reselectDuration: Double { get }
    /// The pose `elapsed` seconds into the reselect motion, for `elapsed` in
    /// `0...reselectDuration`.
    func reselecting(elapsed: Double) -> ItemPose
    /// The pose while pressed, given the pose at rest; `progress` runs 0→1 over
    /// `highlightDuration` as the press begins and back as it ends.
    func highlighted(_ pose: ItemPose, progress: Double) -> ItemPose
    /// Seconds the pressed look takes to come in, and again to go; the default is 0.08.
    var highlightDuration: Double { get }
    /// The instants, in seconds into a motion of kind `role` lasting `duration`, at which
    /// the pose steps on purpose: a flip's face swap, a flip-book's frame changes. They are
    /// the only exceptions to continuity that invariant checks allow; everything else must
    /// move smoothly. Empty (the default) for a fully continuous motion.
    func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double]
    /// The motion of `kind` to play instead when it interrupts another in flight, starting
    /// from the pose on screen rather than blending into its own first pose; nil (the
    /// default) blends. A Lottie plays its deselect from the frame on screen this way.
    func resumed(_ kind: ItemAnimator.Kind, from onScreen: ItemPose) -> (any ItemAnimation)?
    /// The length of an idle loop a selected item plays again and again once its select
    /// motion has played; 0 (the default) for none.
    var loopDuration: Double { get }
    /// The pose `elapsed` seconds into the idle loop, for `elapsed` in `0..<loopDuration`.
    func looping(elapsed: Double) -> ItemPose
}

extension ItemAnimation {
    public var deselectDuration: Double { 0 }
    public func deselecting(elapsed: Double) -> ItemPose { deselectedPose }
    public var selectedPose: ItemPose { .selected }
    public var deselectedPose: ItemPose { .deselected }
    public var reselectDuration: Double { 0 }
    public func reselecting(elapsed: Double) -> ItemPose { selectedPose }
    /// By default a pressed icon dims a little, like a UIKit button.
    public func highlighted(_ pose: ItemPose, progress: Double) -> ItemPose {
        var p = pose
        p.iconOpacity *= 1 - 0.35 * progress
        return p
    }
    public var highlightDuration: Double { 0.08 }
    public func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double] { [] }
    public func resumed(_ kind: ItemAnimator.Kind, from onScreen: ItemPose) -> (any ItemAnimation)? { nil }
    public var loopDuration: Double { 0 }
    public func looping(elapsed: Double) -> ItemPose { selectedPose }
}
