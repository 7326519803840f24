import TabBarCore

/// One finding of `tabbar check`: which check broke for which motion, where the key that
/// configured the motion is written, and the frame where it broke.
public struct CheckFinding: Sendable {
    /// The configuration file, when the configuration has one.
    public var file: String?
    /// The line and column of the key that configured the motion, so an editor can jump there.
    public var location: SourceLocation?
    /// The motion, as `CheckedMotion.label` names it (`tabs[2].animation "bounce" (select)`).
    public var motion: String
    /// The invariant that broke (rest, continuity, bounds, …), which names the report's testcase.
    public var check: MotionCheck
    /// What is wrong, with the frame's time.
    public var message: String
    /// How many frames (or sequences) broke the check; the message tells the first.
    public var count: Int
    /// Seconds since the motion's input to the failing frame.
    public var time: Double?
    /// Seconds since the motion's input to the frame before it, the other side of a jump.
    public var previousTime: Double?
    /// The frame before and the failing frame, for a sheet.
    public var scenes: [Scene]
    /// The part of those frames the motion moves in (an item's cell, the bar, the window).
    public var region: Rect?

    /// The finding in one line, as compilers write theirs: `demo.json:14:7:
    /// tabs[2].animation "bounce" (select): jumps 14.2 px between 0.183 s and 0.188 s
    /// (bound 11.7 px): image icons/live.png in bar.item.2`.
    public var line: String {
        var text = ""
        if let file { text += file + ":" + (location.map { "\($0):" } ?? "") + " " }
        text += "\(motion): \(message)"
        if count > 1 { text += " (and in \(count - 1) more \(check == .interruptions ? "sequences" : "frames"))" }
        // Titles and file names may hold anything; the line stays one line.
        return TextEscaping.escaped(text, quotes: false)
    }
}
