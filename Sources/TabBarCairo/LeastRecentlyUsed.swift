/// An entry of a cache with a byte budget: how big it is and when it was last used.
protocol BudgetedEntry: AnyObject {
    var bytes: Int { get }
    var lastUse: Int { get }
}

extension Dictionary where Value: BudgetedEntry {
    /// Removes the least recently used entries until `incoming` more bytes fit in `budget`,
    /// keeping `bytes` (the entries' total) in step; returns what it removed.
    @discardableResult
    mutating func evictLeastRecentlyUsed(
        bytes: inout Int, budget: Int, toFit incoming: Int, sparing spared: (Value) -> Bool = { _ in false }
    ) -> [Value] {
        guard bytes + incoming > budget else { return [] }
        var evicted: [Value] = []
        for (key, entry) in sorted(by: { $0.value.lastUse < $1.value.lastUse }) where !spared(entry) {
            guard bytes + incoming > budget else { break }
            self[key] = nil
            bytes -= entry.bytes
            evicted.append(entry)
        }
        return evicted
    }
}
