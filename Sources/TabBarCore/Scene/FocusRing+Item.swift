extension FocusRing {
    /// The box the ring goes around for an item: its icon and title with 2 px to spare, so
    /// the ring never crosses the title (an inset slot would cut through a title that sits
    /// low, as Ramotion's does), and no wider than the slot, so it never reaches a neighbour.
    public static func contentBox(of item: ItemLayout) -> Rect {
        var box = item.iconFrame
        if item.titleFrame.height > 0 { box = item.iconFrame.width > 0 ? box.union(item.titleFrame) : item.titleFrame }
        let padded = box.insetBy(dx: -2, dy: -2)
        let minX = max(padded.minX, item.frame.minX), maxX = min(padded.maxX, item.frame.maxX)
        return Rect(x: minX, y: padded.minY, width: max(0, maxX - minX), height: padded.height)
    }

    /// The ring around `item`'s icon and title (its outer edge on `contentBox(of:)`).
    public static func nodes(around item: ItemLayout, color: Color = .systemBlue) -> [SceneNode] {
        nodes(around: contentBox(of: item).insetBy(dx: -inset, dy: -inset), color: color)
    }
}
