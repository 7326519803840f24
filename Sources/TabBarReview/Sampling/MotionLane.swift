import TabBarCore

/// A measured property of a named node (`NodeState`), as `tabbar plot` names its lanes
/// and CSV columns: "item 1 button scale", "indicator left".
public enum MotionProperty: String, CaseIterable, Sendable {
    /// The transform's offset of the node's centre, pixels.
    case x, y
    /// The transform's scale, equal on both axes throughout (otherwise the node's edges
    /// tell its motion).
    case scale
    /// Degrees, clockwise, unwrapped over time: a full turn reads 360, not 0.
    case rotation
    /// A flip's 3D angle in degrees, unwrapped: 0 flat, 90 edge-on, 180 turned over;
    /// negative when the trailing (right or bottom) edge comes forward first.
    case turn
    /// Opacity, 0...1, the node's own times its groups'.
    case opacity
    /// Edges, pixels: of the node where its transform puts it when that scales the axes
    /// differently (the hero's rectangle); otherwise of what it draws itself, laid out (a
    /// bottom line, a colourful mask, a bubble's disc).
    case left, right, top, bottom
    /// The colour it shows (`NodeState.colour`).
    case colour
    /// The share of its visible images that is the image it shows at the end: a face
    /// cross-fading or a curl uncovering the selected icon, 0 … 1.
    case face
    /// Which picture of a flip-book shows: 0 for the first seen, 1 for the next, …
    case frame

    /// The unit a plot labels the lane with; empty for plain numbers.
    public var unit: String {
        switch self {
        case .x, .y, .left, .right, .top, .bottom: "px"
        case .rotation, .turn: "°"
        case .scale, .opacity, .colour, .face, .frame: ""
        }
    }

    /// The smallest change that counts as motion: below it a lane is still and not drawn.
    var stillness: Double {
        switch self {
        case .x, .y, .left, .right, .top, .bottom: 0.01
        case .scale: 1e-4
        case .rotation, .turn: 0.05
        case .opacity, .face: 1e-3
        case .colour: 0.5 / 255
        case .frame: 0.5
        }
    }
}

/// One property of one node over the sampled times; nil where the node is not drawn
/// (its opacity reads 0 there) or the property is undefined (a card exactly edge-on).
public struct MotionLane: Sendable {
    /// The node's name, as `NodeName` gives it.
    public var node: String
    /// The property measured.
    public var property: MotionProperty
    /// The numbers, for every property but `colour`.
    public var values: [Double?]
    /// The colours, for `colour`.
    public var colours: [Color?]
    /// Whether this is the rate of change of another lane (`tabbar plot --velocity`): its
    /// unit per second; a colour's is its change in 0…255 channel steps per second.
    public var isVelocity = false

    /// A lane of `property` of `node`, with its numbers or colours.
    public init(node: String, property: MotionProperty, values: [Double?] = [], colours: [Color?] = []) {
        self.node = node
        self.property = property
        self.values = values
        self.colours = colours
    }

    /// "item 1 button scale", "item 1 button scale velocity".
    public var name: String { "\(node) \(property.rawValue)" + (isVelocity ? " velocity" : "") }

    /// Whether the property changes over the samples by more than its stillness.
    public var changes: Bool {
        if property == .colour {
            let present = colours.compactMap { $0 }
            guard let first = present.first else { return false }
            return present.contains { Self.distance($0, first) > property.stillness }
        }
        let present = values.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else { return false }
        return high - low > property.stillness
    }

    /// The lane's rate of change at each time: central differences, one-sided at the ends
    /// and beside a gap. A colour's is the distance moved in 0…255 channel steps.
    public func velocity(times: [Double]) -> MotionLane {
        var lane = MotionLane(node: node, property: property)
        lane.isVelocity = true
        let count = times.count
        lane.values = (0..<count).map { i in
            let before = max(i - 1, 0), after = min(i + 1, count - 1)
            let span = times[after] - times[before]
            guard span > 0 else { return nil }
            if property == .colour {
                guard let a = colours[before], let b = colours[after] else { return nil }
                return Self.distance(a, b) * 255 / span
            }
            guard let a = values[before], let b = values[after] else { return nil }
            return (b - a) / span
        }
        return lane
    }

    /// The largest channel difference between two colours, 0…1.
    static func distance(_ a: Color, _ b: Color) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }
}
