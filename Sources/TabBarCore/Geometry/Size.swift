/// A width and a height in logical pixels.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all.
    public static let zero = Size(width: 0, height: 0)

    /// The window every command opens or draws unless told otherwise: a phone's 390×844
    /// logical pixels, the size the seeds are measured in. Defined here only.
    public static let defaultWindow = Size(width: 390, height: 844)

    /// "390x844", as `--size` spells it.
    public var commandLineText: String { "\(Int(width))x\(Int(height))" }
}
