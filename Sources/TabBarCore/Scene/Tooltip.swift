/// Flutter's long-press tooltip for a bar item: a dark rounded bubble (#616161 at 90 %
/// alpha, white 13 px text, 8 px padding, radius 4) above the item with a small pointer at
/// the item's centre, kept inside the window horizontally.
///
/// The text is the item's title, then its badge: "Chat · badge: 3" for a badge with text,
/// and the title followed by a red dot (the bar's own dot badge) for a dot badge ("").
/// When there is no room above the item, the bubble goes below it, pointing up.
public enum Tooltip {
    /// The bubble's fill: Flutter's #616161 at 90 % alpha.
    public static let background = Color(hex: 0x616161, alpha: 0.9)
    /// The text's font: 13 px regular.
    public static let font = FontSpec(size: 13)
    /// Space between the text and the bubble's edges, in logical pixels.
    public static let padding = 8.0
    /// The bubble's corner radius, in logical pixels.
    public static let cornerRadius = 4.0
    /// The bubble's closest distance to the window's left and right edges.
    public static let margin = 8.0
    /// The pointer's size: its base width and its height.
    public static let pointerSize = Size(width: 12, height: 6)
    /// The gap between the pointer's tip and the item's frame.
    public static let gap = 2.0
    static let dotSize = 7.0, dotGap = 6.0

    /// The bubble's text: the title, then " · badge: N" when the badge has text.
    /// A dot badge adds nothing here: it is drawn as a dot after the title.
    public static func text(title: String, badge: String?) -> String {
        guard let badge, !badge.isEmpty else { return title }
        return title + " · badge: " + badge
    }

    /// Where the tooltip draws, pointer included.
    public static func frame(
        title: String, badge: String?, anchor: Rect, window: Size,
        measurer: any TextMeasuring
    ) -> Rect {
        let geometry = layout(title: title, badge: badge, anchor: anchor, window: window, measurer: measurer)
        return geometry.bubble.union(geometry.pointer.bounds)
    }

    /// The tooltip's nodes for the item whose frame is `anchor`, faded by `opacity`.
    public static func nodes(
        title: String, badge: String?, anchor: Rect, window: Size, opacity: Double,
        measurer: any TextMeasuring
    ) -> [SceneNode] {
        let alpha = min(max(opacity, 0), 1)
        guard alpha > 0 else { return [] }
        let geometry = layout(title: title, badge: badge, anchor: anchor, window: window, measurer: measurer)
        let content = geometry.bubble.insetBy(dx: padding, dy: 0)
        // Bubble and pointer are painted opaque and faded together, so their overlap shows no seam.
        let opaque = background.withAlpha(1)
        var children: [SceneNode] = [
            .group(
                [
                    .fill(.roundedRect(geometry.bubble, radius: cornerRadius), .solid(opaque)),
                    .fill(.path(geometry.pointer), .solid(opaque)),
                ], opacity: background.alpha)
        ]
        let label = text(title: title, badge: badge)
        if badge == "" {
            // The title, then the dot, centred together (the title ellipsized if need be).
            let textWidth = min(measurer.measure(label, font: font).width, content.width - dotGap - dotSize)
            let start = content.minX + max(0, (content.width - textWidth - dotGap - dotSize) / 2)
            children.append(
                .text(
                    TextRun(
                        label, font: font, color: .white,
                        frame: Rect(
                            x: start, y: content.minY, width: textWidth.rounded(.up),
                            height: content.height), alignment: .leading)))
            let dot = Rect(
                x: start + textWidth + dotGap, y: content.midY - dotSize / 2, width: dotSize, height: dotSize)
            children.append(.fill(.ellipse(dot), .solid(.systemRed)))
        } else {
            children.append(.text(TextRun(label, font: font, color: .white, frame: content, alignment: .center)))
        }
        return [.group(children, opacity: alpha)]
    }

    /// The bubble and its pointer, laid out for the anchor and window.
    static func layout(
        title: String, badge: String?, anchor: Rect, window: Size,
        measurer: any TextMeasuring
    ) -> (bubble: Rect, pointer: Path) {
        let measured = measurer.measure(text(title: title, badge: badge), font: font)
        let extra = badge == "" ? dotGap + dotSize : 0
        let height = (max(measured.height, font.size * 1.2) + 2 * padding).rounded(.up)
        let widest = max(window.width - 2 * margin, 2 * (cornerRadius + pointerSize.width))
        let width = min((measured.width + extra + 2 * padding).rounded(.up), widest)
        // Centred on the item, then pushed back inside the window.
        let x = min(max(anchor.midX - width / 2, margin), max(margin, window.width - margin - width)).rounded()
        let aboveY = anchor.minY - gap - pointerSize.height - height
        let above = aboveY >= 0 || anchor.maxY + gap + pointerSize.height + height > window.height
        let y = above ? aboveY : anchor.maxY + gap + pointerSize.height
        let bubble = Rect(x: x, y: y.rounded(), width: width, height: height)
        // The pointer stays under the item's centre, but never leaves the straight part of the edge.
        let half = pointerSize.width / 2
        let tipX = min(max(anchor.midX, bubble.minX + cornerRadius + half), bubble.maxX - cornerRadius - half)
        let baseY = above ? bubble.maxY : bubble.minY
        let tipY = above ? baseY + pointerSize.height : baseY - pointerSize.height
        // The base reaches a pixel into the bubble so no antialiased seam shows between them.
        let overlap = above ? -1.0 : 1.0
        let pointer = Path.polygon([
            Point(x: tipX - half, y: baseY + overlap), Point(x: tipX + half, y: baseY + overlap),
            Point(x: tipX, y: tipY),
        ])
        return (bubble, pointer)
    }
}
