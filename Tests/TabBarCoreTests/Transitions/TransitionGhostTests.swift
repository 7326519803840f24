@testable import TabBarCore
import TestSupport
import XCTest

/// Issue 9, "no ghosts", scene level: no content a transition hides is drawn at the same
/// time as its stand-in, over the whole catalogue (`TransitionCase.all`). The magic move is
/// the transition with stand-ins: while its snapshot flies, the clicked card and the hero
/// stay hidden and the two navigation titles never overprint ("MagiCard 1ve").
final class TransitionGhostTests: XCTestCase {
    /// The card clicked in every case is card 0 of the HYB demo's grid, titled "Card 1"
    /// (17 pt on a 22 px line); the detail page shows the same title in its hero (40 pt)
    /// and its header (17 pt, on the header's 56 px line).
    let heroTitle = "Card 1"

    func heroes(_ texts: [DrawnText]) -> Int {
        texts.filter { $0.text == heroTitle && $0.size == 40 }.count
    }

    /// The clicked card, wherever it is drawn: on the grid, or as the flying snapshot.
    func cards(_ texts: [DrawnText]) -> Int {
        texts.filter { $0.text == heroTitle && $0.size == 17 && $0.line == 22 }.count
    }

    /// A text run as drawn: its frame on screen, and its font size and line height as the
    /// page set them (before any scaling: the hero's title is 40 pt, a card's 17 pt).
    struct DrawnText {
        var text: String
        var frame: Rect
        var size: Double
        var line: Double
    }

    /// Every text run of `scene` that can put a pixel on screen: inside its clips, at an
    /// opacity above 1 %, under a transform that does not collapse it.
    static func texts(_ scene: Scene) -> [DrawnText] {
        var found: [DrawnText] = []
        func walk(_ node: SceneNode, _ transform: TabBarCore.AffineTransform, _ opacity: Double, _ clip: Rect) {
            switch node {
            case .text(let run):
                let frame = transform.apply(to: run.frame)
                let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
                if opacity > 0.01, scale > 1e-6, !frame.intersection(clip).isEmpty {
                    found.append(DrawnText(text: run.text, frame: frame, size: run.font.size, line: run.frame.height))
                }
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                var bounds = clip
                if let shape = group.clip { bounds = bounds.intersection(inner.apply(to: shape.bounds)) }
                guard !bounds.isEmpty, opacity * group.opacity > 0.01 else { return }
                for child in group.children { walk(child, inner, opacity * group.opacity, bounds) }
            case .fill, .stroke, .image:
                break
            }
        }
        let window = Rect(origin: .zero, size: scene.size)
        for layer in scene.layers { walk(layer.node, TabBarCore.AffineTransform.identity, 1, window) }
        return found
    }

    func testNoTransition_DrawsTwoHeroesOrTwoClickedCards() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for item in TransitionCase.all {
            var failed = false
            item.play(base) { c, t, elapsed in
                guard !failed else { return }
                let texts = Self.texts(c.scene(at: t))
                let heroes = heroes(texts), cards = cards(texts)
                if heroes > 1 || cards > 1 {
                    XCTFail("\(item) at \(Int(elapsed * 1000)) ms: \(heroes) heroes, \(cards) copies of the clicked card")
                    failed = true
                }
            }
        }
    }

    func testMagicMove_HidesTheSourceAndTheHeroWhileTheSnapshotFlies() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for scenario in [TransitionCase.Scenario.push, .pop] {
            for spring in [false, true] {
                let item = TransitionCase(kind: .move, scenario: scenario, spring: spring, reduced: false)
                // The snapshot lands when the transition ends. A spring ends once it stays
                // within half a pixel of its place (issue 9), which for this flight comes
                // before the 0.1 % settling time, so the end is read from the transition
                // itself (`t < end` while it is on screen), not from the timing.
                let longest = item.configuration(base).navigation.timing.totalDuration
                var end: Double?
                var flying = 0
                item.play(base) { c, t, elapsed in
                    if end == nil, let transition = c.navigator.transition(at: t) { end = transition.end - (t - elapsed) }
                    let texts = Self.texts(c.scene(at: t))
                    let heroes = heroes(texts), cards = cards(texts)
                    let label = "\(item) at \(Int(elapsed * 1000)) ms"
                    XCTAssertLessThanOrEqual(end ?? 0, longest + 1e-9, "\(label): lands within HYB's settling time")
                    if elapsed < (end ?? 0) - 1e-9 {
                        flying += 1
                        XCTAssertEqual(heroes, 0, "\(label): the hero is hidden until the snapshot lands")
                        XCTAssertEqual(cards, 1, "\(label): one card, the snapshot; the source is hidden")
                    } else {
                        XCTAssertEqual(heroes, scenario == .push ? 1 : 0, "\(label): landed")
                        XCTAssertEqual(cards, scenario == .push ? 0 : 1, "\(label): landed")
                    }
                }
                XCTAssertGreaterThan(flying, 20, "\(item)")
            }
        }
    }

    func testMagicMove_NavigationTitlesNeverOverprint() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for scenario in [TransitionCase.Scenario.push, .pop] {
            for spring in [false, true] {
                let item = TransitionCase(kind: .move, scenario: scenario, spring: spring, reduced: false)
                item.play(base) { c, t, elapsed in
                    // Header titles sit on the header's 56 px line.
                    let titles = Self.texts(c.scene(at: t)).filter { $0.size == 17 && $0.line == 56 }
                    XCTAssertEqual(titles.count, 1, "\(item) at \(Int(elapsed * 1000)) ms: \(titles.map(\.text))")
                }
            }
        }
    }
}
