/// A rectangle of pixels, its edges included.
struct Box: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    /// The smallest box holding both (either may be missing).
    static func union(_ a: Box?, _ b: Box?) -> Box? {
        guard let a else { return b }
        guard let b else { return a }
        return Box(
            left: min(a.left, b.left), top: min(a.top, b.top), right: max(a.right, b.right),
            bottom: max(a.bottom, b.bottom))
    }
}

/// A set of pixels of one picture, by index, with a box holding them all: grown as pixels
/// join, forgotten once the set is empty (so it may be larger than needed, never smaller).
struct PixelSet {
    private var members: [Bool]
    private(set) var count = 0
    private(set) var box: Box?
    /// Known: the members' colours are more than 255. Any change to the set forgets it.
    var needsManyColors = false

    /// An empty set of a picture of `count` pixels.
    init(count: Int = 0) {
        members = [Bool](repeating: false, count: count)
    }

    func contains(_ index: Int) -> Bool { members[index] }

    /// Adds or removes the pixel at `index`, which lies at (`x`, `y`). Adding a member again
    /// counts as a change: its colour may be another.
    mutating func set(_ index: Int, _ member: Bool, x: Int, y: Int) {
        if member {
            if !members[index] {
                members[index] = true
                count += 1
                box = Box.union(box, Box(left: x, top: y, right: x, bottom: y))
            }
            needsManyColors = false
        } else if members[index] {
            members[index] = false
            count -= 1
            needsManyColors = false
            if count == 0 { box = nil }
        }
    }
}
