import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarReview

/// Issue 9, "no ghosts", scene level: no content a transition hides is drawn at the same
/// time as its stand-in, over the whole catalogue (`TransitionCase.all`). The magic move is
/// the transition with stand-ins: while its snapshot flies, the clicked card and the hero
/// stay hidden and the two navigation titles never overprint ("MagiCard 1ve").
final class TransitionGhostTests: XCTestCase {
    /// The card clicked in every case is card 0 of the HYB demo's grid, titled "Card 1"
    /// (17 pt on a 22 px line). The detail page's hero is that card's picture scaled up, so
    /// it draws the same run under a scale; the header's title is 17 pt on a 56 px line.
    let heroTitle = "Card 1"

    /// The clicked card's picture, wherever it is drawn: on the grid, as the flying
    /// snapshot, or as the detail page's hero.
    func cards(_ texts: [DrawnText]) -> [DrawnText] {
        texts.filter { $0.text == heroTitle && $0.size == 17 && $0.line == 22 }
    }

    /// Whether `card` is drawn scaled up, as the hero is (about 2× inside its page). No
    /// transition scales a page up by half, so a copy without such a scale is the grid's card,
    /// wherever its page is and however big the page is drawn (a bubble grows it from 0.001).
    static func isLarge(_ card: DrawnText) -> Bool { card.enlarged }

    /// A text run as drawn: its frame on screen, and its font size and line height as the
    /// page set them (before any scaling: the hero's title is 40 pt, a card's 17 pt).
    struct DrawnText {
        var text: String
        var frame: Rect
        var size: Double
        var line: Double
        /// Whether some group above it scales by more than 1.5 on its own.
        var enlarged = false
    }

    /// Every text run of `scene` that can put a pixel on screen: inside its clips, at an
    /// opacity above 1 %, under a transform that does not collapse it.
    static func texts(_ scene: Scene) -> [DrawnText] {
        var found: [DrawnText] = []
        func walk(
            _ node: SceneNode, _ transform: TabBarCore.AffineTransform, _ opacity: Double, _ clip: Rect,
            _ enlarged: Bool = false
        ) {
            switch node {
            case .text(let run):
                let frame = transform.apply(to: run.frame)
                let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
                if opacity > 0.01, scale > 1e-6, !frame.intersection(clip).isEmpty {
                    found.append(
                        DrawnText(
                            text: run.text, frame: frame, size: run.font.size, line: run.frame.height,
                            enlarged: enlarged))
                }
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                var bounds = clip
                if let shape = group.clip { bounds = bounds.intersection(inner.apply(to: shape.bounds)) }
                guard !bounds.isEmpty, opacity * group.opacity > 0.01 else { return }
                let own = group.transform
                let grows = enlarged || min(abs(own.a), abs(own.d)) > 1.5
                for child in group.children { walk(child, inner, opacity * group.opacity, bounds, grows) }
            case .fill, .stroke, .image, .backdropBlur:
                break
            }
        }
        let window = Rect(origin: .zero, size: scene.size)
        for layer in scene.layers { walk(layer.node, TabBarCore.AffineTransform.identity, 1, window) }
        return found
    }

    /// `tabbar check`'s ghost check (`FrameInspector.checkHeroes`, the one implementation)
    /// over every case, interruptions by a tab switch included: while a snapshot flies, the
    /// card it stands for is drawn nowhere else.
    func testNoTransition_DrawsTwoHeroesOrTwoClickedCards() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for item in TransitionCase.all {
            var inspector: FrameInspector?
            item.play(base) { c, t, elapsed in
                let scene = c.scene(at: t)
                if inspector == nil {
                    inspector = FrameInspector(
                        scope: .transition(.push), layout: c.layout, measurer: c.measurer, allowance: 1,
                        restBefore: scene)
                }
                inspector?.checkHeroes(
                    SceneInk(scene.layers, measurer: c.measurer), FrameInspector.Frame(time: elapsed, scene: scene))
            }
            if let ghost = inspector?.findings[.ghosts] { XCTFail("\(item): \(ghost.message)") }
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
                    if end == nil, let transition = c.navigator.transition(at: t) {
                        end = transition.end - (t - elapsed)
                    }
                    let cards = cards(Self.texts(c.scene(at: t)))
                    let label = "\(item) at \(Int(elapsed * 1000)) ms"
                    XCTAssertLessThanOrEqual(end ?? 0, longest + 1e-9, "\(label): lands within HYB's settling time")
                    // One picture at all times: a visible hero or source beside the
                    // snapshot would make two.
                    XCTAssertEqual(cards.count, 1, "\(label): one copy of the clicked card")
                    guard let card = cards.first else { return }
                    if elapsed < (end ?? 0) - 1e-9 {
                        flying += 1
                    } else if scenario == .push {
                        // Landed on the hero: the card's picture scaled up (its title line grows).
                        XCTAssertTrue(Self.isLarge(card), "\(label): landed on the hero")
                    } else {
                        XCTAssertEqual(card.frame.height, 22, accuracy: 1e-6, "\(label): landed on the grid's card")
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
