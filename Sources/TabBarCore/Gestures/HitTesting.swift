/// Answers which item is under a point; gesture recognizers ask it and never see geometry.
public protocol HitTesting {
    /// The item whose hit area holds `point`, if any.
    func item(at point: Point) -> Int?
    /// Whether `point` is within `tolerance` logical pixels of item `index`'s hit area.
    func item(_ index: Int, contains point: Point, tolerance: Double) -> Bool
}
