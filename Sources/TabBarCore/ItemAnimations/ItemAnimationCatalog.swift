/// Item animations by name, as configuration files, traces and the review tools name them.
///
/// The built-in names are fixed. A program can add its own animations (anything that
/// conforms to `ItemAnimation`) with `register`, and configuration files can then use them.
public struct ItemAnimationCatalog: Sendable {
    /// What a factory gets to build an animation for one item.
    public struct Request: Sendable {
        /// The duration the configuration asked for, if any.
        public var duration: Double?
        /// How many flip-book frames the item has.
        public var frameCount: Int
        /// Whether a flip-book plays backwards on deselect (Ramotion's `isDeselectAnimation`).
        public var reversesOnDeselect: Bool

        /// A request with what a configuration said; nil `duration` takes the animation's own.
        public init(duration: Double? = nil, frameCount: Int = 0, reversesOnDeselect: Bool = true) {
            self.duration = duration
            self.frameCount = frameCount
            self.reversesOnDeselect = reversesOnDeselect
        }
    }

    /// Makes one item's animation from what its configuration asked for.
    public typealias Factory = @Sendable (Request) -> any ItemAnimation

    private var factories: [(name: String, make: Factory)]

    /// The built-in animations.
    public static let builtIn = ItemAnimationCatalog(factories: [
        ("bounce", { BounceAnimation(duration: $0.duration ?? 0.5) }),
        ("pop", { PopAnimation(duration: $0.duration ?? 0.2) }),
        ("rotate-left", { RotationAnimation(direction: .left, duration: $0.duration ?? 0.5) }),
        ("rotate-right", { RotationAnimation(direction: .right, duration: $0.duration ?? 0.5) }),
        ("fume", { FumeAnimation(duration: $0.duration ?? 0.5) }),
        (
            "frames",
            {
                FramesAnimation(
                    frameCount: $0.frameCount, duration: $0.duration ?? 0.5,
                    reversesOnDeselect: $0.reversesOnDeselect)
            }
        ),
        ("flip-left", { FlipAnimation(from: .left, duration: $0.duration ?? 0.5) }),
        ("flip-right", { FlipAnimation(from: .right, duration: $0.duration ?? 0.5) }),
        ("flip-top", { FlipAnimation(from: .top, duration: $0.duration ?? 0.5) }),
        ("flip-bottom", { FlipAnimation(from: .bottom, duration: $0.duration ?? 0.5) }),
        ("curl-up", { CurlAnimation(upward: true, duration: $0.duration ?? 0.5) }),
        ("curl-down", { CurlAnimation(upward: false, duration: $0.duration ?? 0.5) }),
        ("cross-dissolve", { CrossDissolveAnimation(duration: $0.duration ?? 0.5) }),
        ("press", { PressAnimation(duration: $0.duration ?? 0.2) }),
        ("none", { _ in NoAnimation() }),
    ])

    private init(factories: [(name: String, make: Factory)]) {
        self.factories = factories
    }

    /// Every name `make` accepts, built-ins first, in the order the tools list them.
    public var names: [String] { factories.map(\.name) }

    /// Makes the animation called `name`, or nil for an unknown name.
    public func make(_ name: String, _ request: Request = Request()) -> (any ItemAnimation)? {
        factories.first { $0.name == name }?.make(request)
    }

    /// Adds (or replaces) the animation called `name`.
    public mutating func register(_ name: String, _ make: @escaping Factory) {
        factories.removeAll { $0.name == name }
        factories.append((name, make))
    }
}
