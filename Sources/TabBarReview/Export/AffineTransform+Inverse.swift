import TabBarCore

extension AffineTransform {
    /// The transform that undoes this one; nil when it is singular.
    var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12, isFinite else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
