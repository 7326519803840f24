/// The built-in item animations by name, as the configuration and the review tools name them.
public enum ItemAnimationCatalog {
    /// Makes the animation called `name`, with `duration` seconds when given.
    /// Returns nil for an unknown name.
    public static func make(_ name: String, duration: Double?) -> (any ItemAnimation)? {
        switch name {
        case "bounce": BounceAnimation(duration: duration ?? 0.5)
        case "none": NoAnimation()
        default: nil
        }
    }

    /// Every name `make` accepts, in the order the tools list them.
    public static let names = ["bounce", "none"]
}
