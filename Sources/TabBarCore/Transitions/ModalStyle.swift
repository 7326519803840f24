/// How the half-sheet modal looks (HYBModalTransition, seed-libraries.md §3.2): the
/// presenting page's scale, the sheet's height, and two options the seed does not have.
public struct ModalStyle: Hashable, Sendable {
    /// The sheet's height: a fraction of the area's height, or a height in points.
    public enum Height: Hashable, Sendable {
        /// A fraction of the area's height, 0…1 (HYB's default `NSNotFound` → height / 2).
        case fraction(Double)
        /// Points (logical pixels), capped at the area's height.
        case points(Double)
    }

    /// The presenting page's horizontal scale at full presentation, about its centre. HYB's
    /// `scale` is a `CGPoint`, default (0.9, 0.9); its demo uses 0.95. Values that are not
    /// positive and finite count as 0.9.
    public var scaleX: Double
    /// The presenting page's vertical scale at full presentation, as `scaleX` is the
    /// horizontal one.
    public var scaleY: Double
    /// The sheet's height; HYB's default is half the area.
    public var height: Height
    /// The black overlay's alpha over the presenting page at full presentation. HYB has
    /// none, so 0; iOS page sheets use about 0.4.
    public var dimAlpha: Double
    /// Corner radius in pixels of the sheet's top corners and of the shrunken presenting
    /// page at full presentation. HYB rounds neither, so 0; iOS 13 sheets use about 10.
    public var cornerRadius: Double

    /// HYB's half-sheet look unless told otherwise: the page behind scaled to 90 %, a sheet
    /// half the area high, no dimming and square corners.
    public init(
        scaleX: Double = 0.9, scaleY: Double = 0.9, height: Height = .fraction(0.5), dimAlpha: Double = 0,
        cornerRadius: Double = 0
    ) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.height = height
        self.dimAlpha = dimAlpha
        self.cornerRadius = cornerRadius
    }

    /// HYBModalTransition's defaults: (0.9, 0.9), half the height, no dim, square corners.
    public static let seed = ModalStyle()

    /// The sheet's height in `area`, within 0…area height. A NaN fraction falls back to
    /// HYB's half; NaN or negative points to nothing.
    public func sheetHeight(in area: Rect) -> Double {
        switch height {
        case .fraction(let fraction):
            return area.height * (fraction.isNaN ? 0.5 : min(max(fraction, 0), 1))
        case .points(let points):
            return points.isNaN ? 0 : min(max(points, 0), area.height)
        }
    }

    /// The scales actually used: each one positive and finite, else HYB's 0.9.
    var usableScale: (x: Double, y: Double) {
        func usable(_ s: Double) -> Double { s.isFinite && s > 0 ? s : 0.9 }
        return (usable(scaleX), usable(scaleY))
    }

    /// The dim's alpha within 0…1 (NaN is none).
    var usableDim: Double { dimAlpha.isNaN ? 0 : min(max(dimAlpha, 0), 1) }

    /// The corner radius, never negative (NaN is square).
    var usableCornerRadius: Double { cornerRadius.isNaN ? 0 : max(cornerRadius, 0) }
}
