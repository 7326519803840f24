import TabBarCore

/// The raised round centre button's plus sign. It has one face only: the button itself
/// shows state, and the plus is drawn on its disc.
extension IconArt {
    /// Stroke width of the plus: bolder than the tab icons' 1.8 because it sits alone on
    /// a coloured disc and should read at a glance.
    static let plusStroke = 2.6

    /// A bold plus, arms from 6 to 18 (12 units, so it fills about half a 24-unit disc).
    static func plus() -> [SceneNode] {
        let arms = Path([.move(p(6, 12)), .line(p(18, 12)), .move(p(12, 6)), .line(p(12, 18))])
        return [.stroke(.path(arms), ink, width: plusStroke)]
    }
}
