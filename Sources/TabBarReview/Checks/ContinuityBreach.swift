import TabBarCore

/// One breach of the continuity rule between two neighbouring samples: what jumped, by how
/// much, and the bound it broke.
public struct ContinuityBreach: Sendable, Hashable, CustomStringConvertible {
    /// Which of the rule's measures broke.
    public enum Measure: String, Sendable {
        /// Its centre moved farther than the position bound.
        case moved
        /// It turned more than the rotation bound.
        case turned
        /// Its scale changed more than the scale bound.
        case scaled
        /// Its opacity changed more than the opacity bound.
        case faded
        /// It showed up from nothing: visible, with no partner one sample earlier.
        case appeared
        /// It went to nothing: visible, with no partner one sample later.
        case vanished
    }

    /// The scene layer ("bar.item.2", "page").
    public var layer: String
    /// What it is (`SceneLeaf.key`: "image:icons/home.png", "text:Live", "fill").
    public var key: String
    /// Which bound broke, and so what `amount` measures.
    public var measure: Measure
    /// Pixels moved, radians turned, the change of scale or opacity; for something that
    /// appears or vanishes, its opacity.
    public var amount: Double
    /// The bound `amount` broke (in the same unit).
    public var bound: Double
    /// Its centre before the interval, window pixels.
    public var from: Point
    /// Its centre after the interval, window pixels: with `from`, where the jump was.
    public var to: Point

    /// What happened: "jumps 24.0 px", "turns 0.40 rad", "appears at opacity 0.80".
    public var change: String {
        switch measure {
        case .moved: "jumps \(Self.fixed(amount, 1)) px"
        case .turned: "turns \(Self.fixed(amount, 2)) rad"
        case .scaled: "scales by \(Self.fixed(amount, 3))"
        case .faded: "fades by \(Self.fixed(amount, 2))"
        case .appeared: "appears at opacity \(Self.fixed(amount, 2))"
        case .vanished: "vanishes from opacity \(Self.fixed(amount, 2))"
        }
    }

    /// The bound it broke: "bound 11.7 px".
    public var boundText: String {
        switch measure {
        case .moved: "bound \(Self.fixed(bound, 1)) px"
        case .turned: "bound \(Self.fixed(bound, 2)) rad"
        case .scaled: "bound \(Self.fixed(bound, 3))"
        case .faded, .appeared, .vanished: "bound \(Self.fixed(bound, 2))"
        }
    }

    /// How far past its bound, as a ratio (1 is at the bound): the worst breach leads.
    public var severity: Double { bound > 0 ? amount / bound : .infinity }

    /// The thing, as a person reads it: "image home.png", "text \"Live\"", "fill".
    public var thing: String {
        // An icon by its file's name: the path is the configuration's business.
        if key.hasPrefix("image:") { return "image " + (key.split(separator: "/").last ?? key.dropFirst(6)) }
        if key.hasPrefix("text:") { return "text \"" + key.dropFirst(5) + "\"" }
        return key
    }

    public var description: String {
        "\(layer) \(thing): \(change) (\(boundText)), \(Self.point(from)) → \(Self.point(to))"
    }

    static func point(_ p: Point) -> String { "(\(fixed(p.x, 1)), \(fixed(p.y, 1)))" }

    static func fixed(_ value: Double, _ digits: Int) -> String { HUD.fixed(value, digits) }
}
