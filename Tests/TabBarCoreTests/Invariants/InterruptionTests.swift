import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 9's interruption invariant: 200 seeded random tap sequences on the demo
/// configurations, with time stepped between taps at random offsets. Afterwards exactly
/// one item is selected, every motion comes to rest, and the last frame equals a fresh
/// render: a new controller started on that selection, at rest.
final class InterruptionTests: XCTestCase {
    static let demos = [
        "demo.json", "demos/colorful.json", "demos/es-badges.json", "demos/es-centre.json",
        "demos/everything.json", "demos/hyb-transitions.json", "demos/more.json",
        "demos/ramotion-flips.json", "demos/ramotion.json", "demos/rdv.json", "demos/uikit-bounce.json",
        "demos/lottie.json",
    ]
    static let viewport = Size(width: 390, height: 844)
    /// How long after the last input every motion must have ended (the longest motion is
    /// the colourful mask's 1 s, plus a transition and a queued one behind it).
    static let settleLimit = 3.0

    func testRandomTapSequences_EndOnOneSelectionAtRestAsAFreshRender() throws {
        // "everything" names the executable's demo animation "jelly", which this target cannot
        // link; a bounce stands in for it, so the rest of that configuration is still replayed.
        var catalog = ItemAnimationCatalog.builtIn
        catalog.register("jelly") { BounceAnimation(duration: $0.duration ?? 0.5) }
        let configurations = try Self.demos.map { try DemoConfiguration.load($0, catalog: catalog) }
        var failures: [String] = []
        for seed in 0..<200 {
            let name = Self.demos[seed % Self.demos.count]
            if let problem = try replay(seed: UInt64(seed), configurations[seed % configurations.count]) {
                failures.append("seed \(seed) (\(name)): \(problem)")
            }
        }
        for failure in failures.prefix(20) { XCTFail(failure) }
        XCTAssertEqual(failures.count, 0, "\(failures.count) of 200 sequences failed")
    }

    /// Plays one sequence; returns what went wrong, if anything.
    func replay(seed: UInt64, _ configuration: AppConfiguration) throws -> String? {
        var random = SplitMix64(seed: seed)
        let c = TabBarController(configuration: configuration, viewport: Self.viewport)
        var time = 0.0
        var log: [String] = []
        for _ in 0..<random.int(in: 2...8) {
            // Mostly quick taps that interrupt motions, sometimes a pause that lets them end.
            time += random.chance(0.7) ? random.double(in: 0...0.25) : random.double(in: 0.25...1.2)
            // A frame somewhere before the tap: the host's clock runs in between.
            let frame = time - random.double(in: 0...0.2)
            if frame > 0 {
                _ = c.advance(to: frame)
                _ = c.scene(at: frame)
            }
            let item = random.int(in: 0...(c.items.count - 1))
            let center = c.layout.items[item].frame.center
            let held = random.double(in: 0...0.12)
            _ = c.advance(to: time)
            _ = c.handle(.pointerDown(center, button: .primary), at: time)
            _ = c.scene(at: time + held / 2)
            _ = c.handle(.pointerUp(center, button: .primary), at: time + held)
            time += held
            log.append(String(format: "%d@%.3f", item, time))
        }
        _ = c.handle(.pointerLeave, at: time)
        // A hijacking item (ES's "+") presents a modal; close it, as a user would.
        if c.navigator.presented != nil { _ = c.handle(.key(.escape, modifiers: []), at: time) }
        let lastInput = time
        while c.isAnimating(at: time) && time < lastInput + Self.settleLimit {
            time += 1.0 / 60
            _ = c.advance(to: time)
        }
        let taps = log.joined(separator: " ")
        if c.isAnimating(at: time) { return "still animating \(Self.settleLimit) s after the last tap [\(taps)]" }
        let selected = c.slotStates.filter(\.animator.restsSelected).count
        if selected != 1 || !c.slotStates[c.selectedIndex].animator.restsSelected {
            return "\(selected) items rest selected, selection \(c.selectedIndex) [\(taps)]"
        }
        let last = c.scene(at: time)
        _ = c.advance(to: time + 10)
        if let moved = SceneEquality.difference(last, c.scene(at: time + 10)) {
            return "frame changes after isAnimating is false: \(moved) [\(taps)]"
        }
        var rest = c.configuration
        rest.initialIndex = c.selectedIndex
        let fresh = TabBarController(configuration: rest, viewport: Self.viewport)
        if c.navigator.depth == 1, c.navigator.presented == nil,
            let unlike = SceneEquality.difference(last, fresh.scene(at: 0))
        {
            return "last frame differs from a fresh render of item \(c.selectedIndex): \(unlike) [\(taps)]"
        }
        return nil
    }
}

/// A small, fast, deterministic generator (SplitMix64), so every run replays the same taps.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
