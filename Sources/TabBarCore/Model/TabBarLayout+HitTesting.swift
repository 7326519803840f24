extension TabBarLayout: HitTesting {
    /// The item under `point`; a raised item's circle wins over its neighbours' slots.
    public func item(at point: Point) -> Int? {
        if let raised = items.first(where: { $0.circle != nil && $0.contains(point, bar: bar) }) { return raised.index }
        return items.first { $0.contains(point, bar: bar) }?.index
    }

    public func item(_ index: Int, contains point: Point, tolerance: Double) -> Bool {
        guard items.indices.contains(index) else { return false }
        return items[index].contains(point, bar: bar, tolerance: tolerance)
    }
}
