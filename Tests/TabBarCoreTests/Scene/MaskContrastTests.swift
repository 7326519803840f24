import TabBarCore
import TestSupport
import XCTest

/// The colourful mask must keep every title and icon readable while it moves: sampled
/// through the motion, no icon or title point is drawn at a lower contrast against what
/// is behind it than that item has at rest (selected on its tile, or unselected on the bar).
final class MaskContrastTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func controller(revealing: Bool, reduceMotion: Bool = false) throws -> TabBarController {
        var configuration = try DemoConfiguration.load("demos/colorful.json")
        XCTAssertTrue(configuration.bar.maskRevealsItems, "revealing is the default")
        configuration.bar.maskRevealsItems = revealing
        if reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    /// The lower of an item's two resting contrasts.
    func restContrast(_ controller: TabBarController, item: Int) -> Double {
        let bar = controller.configuration.bar
        let tile = controller.configuration.tabs[item].color
        // An item's own selected colours win over the bar's (colorful.json darkens the ink on green and amber).
        let look = controller.configuration.tabs[item].appearance
        return min(
            (look.selectedTextColor ?? bar.selectedTextColor).contrast(with: tile),
            (look.selectedIconColor ?? bar.selectedIconColor).contrast(with: tile),
            bar.textColor.contrast(with: bar.background), bar.iconColor.contrast(with: bar.background))
    }

    /// The lowest contrast of any probed icon or title point of `item` at `time`, and how
    /// many points had a foreground.
    func lowestContrast(_ controller: TabBarController, item: Int, in scene: Scene, titlesOnly: Bool) -> (Double, Int) {
        let bar = scene.layers.filter { $0.id.hasPrefix("bar.") }
        let slot = controller.layout.items[item]
        var lowest = Double.infinity, covered = 0
        for area in titlesOnly ? [slot.titleFrame] : [slot.iconFrame, slot.titleFrame] {
            for x in stride(from: area.minX + 0.5, to: area.maxX, by: 2) {
                for y in stride(from: area.minY + 0.5, to: area.maxY, by: 2) {
                    let seen = ScenePointProbe(point: Point(x: x, y: y)).probe(bar, over: scene.background)
                    guard let foreground = seen.foreground else { continue }
                    covered += 1
                    lowest = min(lowest, foreground.contrast(with: seen.background))
                }
            }
        }
        return (lowest, covered)
    }

    /// Samples moves across the bar, both ways and interrupted, and returns the worst
    /// shortfall below the rest contrast (negative when every point stays at or above it).
    func worstShortfall(revealing: Bool, reduceMotion: Bool = false) throws -> Double {
        let controller = try controller(revealing: revealing, reduceMotion: reduceMotion)
        var worst = -Double.infinity
        // Right, left, and a move interrupted half-way by one back past its start.
        var moves: [(to: Int, at: Double)] = [(3, 0), (1, 2), (4, 4), (0, 4.45)]
        for time in stride(from: 0.0, through: 5.6, by: 0.08) {
            while let move = moves.first, move.at <= time {
                _ = controller.select(move.to, cause: .program, at: move.at)
                moves.removeFirst()
            }
            _ = controller.advance(to: time)
            let scene = controller.scene(at: time)
            for item in controller.configuration.tabs.indices {
                let (lowest, covered) = lowestContrast(controller, item: item, in: scene, titlesOnly: reduceMotion)
                XCTAssertGreaterThan(covered, 30, "item \(item) drew no title or icon at \(time)")
                worst = max(worst, restContrast(controller, item: item) - lowest)
            }
        }
        return worst
    }

    func testRevealingMask_NeverLowersContrastBelowRest() throws {
        try TestTier.fullOnly("the contrast of every item at every step of four moves")
        XCTAssertLessThanOrEqual(try worstShortfall(revealing: true), 1e-9)
    }

    func testReducedMotion_CrossFadeKeepsTitlesReadable() throws {
        // Reduced motion changes the colourful tile at once (no ink stays readable on a tile
        // fading in from the bar), and cross-fades the icons' images by design (a translucent
        // icon is what a cross-dissolve is); titles only change colour.
        XCTAssertLessThanOrEqual(try worstShortfall(revealing: true, reduceMotion: true), 1e-9)
    }

    func testSeedBehaviour_ShowsGreyOnColourWhileTheMaskMoves() throws {
        // The check can fail: TColorful's own behaviour draws #8A97A8 on the old tile.
        XCTAssertGreaterThan(try worstShortfall(revealing: false), 0.5)
    }

    func testSeedBehaviour_IsTheOption() throws {
        let json = #"{"bar": {"maskRevealsItems": false}, "tabs": [{"title": "a"}, {"title": "b"}]}"#
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/base", listFrames: { _ in nil })
        XCTAssertFalse(try decoder.decode(JSONParser.parse(json)).bar.maskRevealsItems)
    }
}
