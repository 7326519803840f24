extension TabBarLayout: HitTesting {
    public func item(at point: Point) -> Int? {
        items.first { $0.frame.contains(point) }?.index
    }

    public func item(_ index: Int, contains point: Point, tolerance: Double) -> Bool {
        guard items.indices.contains(index) else { return false }
        return items[index].frame.insetBy(dx: -tolerance, dy: -tolerance).contains(point)
    }
}
