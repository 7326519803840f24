import TabBarCore

/// The `?` overlay: every key the window answers, in one panel over the window.
public enum KeyHelp {
    /// Keys and what they do, in the order the overlay lists them.
    public static let entries: [(keys: String, meaning: String)] = [
        ("← →", "previous / next item"),
        ("Home End", "first / last item"),
        ("1–9", "n-th tab (behind More: via More)"),
        ("Tab Shift+Tab", "focus ring (starts on selected)"),
        ("Enter", "activate the focused item"),
        ("Escape Alt+←", "hide ring, close modal, go back"),
        ("Space", "pause / resume the animation clock"),
        (". ,", "step a frame while paused"),
        ("Shift+S", "slow motion ×10 on / off"),
        ("F1", "heads-up display"),
        ("F2", "show repaints"),
        ("F11", "start / stop a GIF capture"),
        ("F12", "screenshot of the current frame"),
        ("b Shift+B", "bump / clear the badge"),
        ("c", "cycle the selected colour"),
        ("h", "hide / show the bar"),
        ("Shift+A", "while recording: insert asserts"),
        ("Shift+T", "timeline panel (its keys below)"),
        ("[ ] { }", "scrub 1 / 10 frames back or on"),
        ("↑ ↓  e", "choose a row / show its lanes"),
        ("- +", "the row 10 ms shorter / longer"),
        ("d D v V", "spring damping / velocity"),
        ("j l i k  J L I K", "move Bézier handle 1 / 2"),
        ("r  x", "replay / speed 100, 25, 10 %"),
        ("Shift+S", "panel open: save the edits, not slow"),
        ("?", "this help"),
    ]

    static let rowHeight = 20.0, keyWidth = 104.0, padding = 14.0

    /// The overlay for a window of `size`: a dark panel centred, one row per entry.
    public static func nodes(in size: Size) -> [SceneNode] {
        let height = padding * 2 + 24 + rowHeight * Double(entries.count)
        let width = min(370, size.width - 16)
        let panel = Rect(
            x: ((size.width - width) / 2).rounded(), y: max(8, ((size.height - height) / 2).rounded()),
            width: width, height: height)
        var nodes: [SceneNode] = [
            .fill(.rect(Rect(origin: .zero, size: size)), .solid(Color.black.withAlpha(0.35))),
            .fill(.roundedRect(panel, radius: 12), .solid(Color(hex: 0x111418, alpha: 0.92))),
            .text(
                TextRun(
                    "Keys", font: FontSpec(size: 15, weight: .bold), color: .white,
                    frame: Rect(
                        x: panel.minX + padding, y: panel.minY + padding, width: panel.width - 2 * padding,
                        height: 20), alignment: .leading)),
        ]
        for (i, entry) in entries.enumerated() {
            let y = panel.minY + padding + 24 + Double(i) * rowHeight
            nodes.append(
                .text(
                    TextRun(
                        entry.keys, font: FontSpec(size: 12, weight: .bold), color: Color(hex: 0xFFD60A),
                        frame: Rect(x: panel.minX + padding, y: y, width: keyWidth, height: rowHeight),
                        alignment: .leading)))
            nodes.append(
                .text(
                    TextRun(
                        entry.meaning, font: FontSpec(size: 12), color: Color.white.withAlpha(0.9),
                        frame: Rect(
                            x: panel.minX + padding + keyWidth, y: y,
                            width: max(0, panel.width - 2 * padding - keyWidth), height: rowHeight),
                        alignment: .leading)))
        }
        return [.group(nodes)]
    }
}
