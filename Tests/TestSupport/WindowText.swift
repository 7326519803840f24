import TabBarCairo
import TabBarCore

/// The window's text measurer (Pango, as `tabbar` measures titles), for tests whose
/// checks measure glyphs: the estimate (0.6 em a character) is wider than real titles.
public enum WindowText {
    /// A measurer of the renderer's own; measuring only, so one serves every test.
    nonisolated(unsafe) public static let measurer: any TextMeasuring = SceneRenderer().text
}
