extension TabBarLayout {
    /// `row` narrowed to `count` items of `itemWidth` and centred in it (UIKit's centred
    /// positioning on iPad); the row as it is when no width is fixed or the items do not fit.
    static func centred(_ row: Rect, itemWidth: Double?, count: Int) -> Rect {
        guard let itemWidth, itemWidth > 0, count > 0 else { return row }
        let width = itemWidth * Double(count)
        guard width < row.width else { return row }
        return Rect(x: (row.minX + (row.width - width) / 2).rounded(), y: row.minY, width: width, height: row.height)
    }
}
