/// An item's badge in its two shapes: ES's pill (or dot) and RDV's ellipse.
extension ItemNodes {
    /// The badge, ES-style: a pill at least as wide as it is tall, or a dot for "";
    /// or RDV-style, an ellipse.
    func badgeNode(scale: Double) -> SceneNode? {
        guard let value = item.badge else { return nil }
        let badge = item.appearance.badgeStyle ?? style.badge
        if badge.shape == .ellipse { return ellipseBadge(value, badge, scale: scale) }
        let origin = Point(x: slot.frame.midX + 6, y: slot.frame.midY - 22) + badge.offset + item.appearance.badgeOffset
        var nodes: [SceneNode] = []
        let box: Rect
        if value.isEmpty {
            // ES centres the 8×8 dot in the badge's 18×18 box.
            let inset = (BadgeStyle.height - BadgeStyle.dotSize) / 2
            box = Rect(
                origin: Point(x: awayFromIcon(origin.x + inset, width: BadgeStyle.dotSize), y: origin.y + inset),
                size: Size(width: BadgeStyle.dotSize, height: BadgeStyle.dotSize))
            nodes.append(.fill(.ellipse(box), .solid(badge.background)))
        } else {
            let text = badge.displayText(for: value)
            let width = max(
                BadgeStyle.height, (measurer.measure(text, font: badge.font).width + BadgeStyle.padding).rounded(.up))
            box = Rect(
                origin: Point(x: awayFromIcon(origin.x, width: width), y: origin.y),
                size: Size(width: width, height: BadgeStyle.height))
            nodes.append(.fill(.roundedRect(box, radius: BadgeStyle.height / 2), .solid(badge.background)))
            nodes.append(
                .text(TextRun(text, font: badge.font, color: badge.textColor, frame: box.insetBy(dx: 1, dy: 0))))
        }
        guard scale > 0 else { return nil }
        return .group(
            nodes, transform: AffineTransform.scale(scale, scale).about(box.center),
            name: NodeName.badge(item: slot.index))
    }

    /// RDV's badge: a filled ellipse around the text with 2 px padding, squared when the
    /// text is narrower than tall, at x = round(w/2 + 0.9 · iconWidth/2), y = 2 in the item.
    /// RDV hides "" (and "0"); here "" is a dot of ES's size at the same place.
    func ellipseBadge(_ value: String, _ badge: BadgeStyle, scale: Double) -> SceneNode? {
        guard scale > 0 else { return nil }
        let text = badge.displayText(for: value)
        var size =
            value.isEmpty
            ? Size(width: BadgeStyle.dotSize, height: BadgeStyle.dotSize) : measurer.measure(text, font: badge.font)
        if !value.isEmpty {
            size.width = max(size.width, size.height) + 2 * BadgeStyle.ellipsePadding
            size.height += 2 * BadgeStyle.ellipsePadding
        }
        let x = (slot.frame.minX + slot.frame.width / 2 + BadgeStyle.ellipseIconFactor * slot.iconFrame.width / 2)
            .rounded()
        let origin =
            Point(x: x, y: slot.frame.minY + BadgeStyle.ellipseTop) + badge.offset + item.appearance.badgeOffset
        let box = Rect(origin: Point(x: awayFromIcon(origin.x, width: size.width), y: origin.y), size: size)
        var nodes: [SceneNode] = [.fill(.ellipse(box), .solid(badge.background))]
        if !value.isEmpty { nodes.append(.text(TextRun(text, font: badge.font, color: badge.textColor, frame: box))) }
        return .group(
            nodes, transform: AffineTransform.scale(scale, scale).about(box.center),
            name: NodeName.badge(item: slot.index))
    }
}
