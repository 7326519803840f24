import TabBarCore

/// Issue 9's interruption invariant, for any configuration: seeded random sequences of taps
/// on the bar's items, in a headless window at 60 Hz, mostly quick enough to interrupt the
/// motion before, sometimes with a pause that lets it end, each press held for up to 7
/// frames. Afterwards the item tapped last is selected and looks it (no other does), every
/// motion comes to rest within 3 s, nothing moves once the window stops drawing, and the
/// last frame is what a window started on that item draws.
struct InterruptionCheck {
    /// One sequence's outcome.
    struct Sequence {
        /// Its number, 0-based; with the seed it replays the sequence.
        var index: Int
        /// The taps: "2@14 0@15 3@61" (item at frame).
        var taps: String
        var failure: String?
        var duration: Duration
        /// When it failed: the frame before the last and the last frame the window drew
        /// (the one it stopped on), with their times since the window opened.
        var frames: [HeadlessWindow.Frame] = []
    }

    /// How long after the last tap everything must have come to rest: the longest motion is
    /// the colourful mask's 1 s, plus a transition and one queued behind it.
    static let settleLimit = 3.0

    var configuration: AppConfiguration
    var viewport: Size
    var measurer: any TextMeasuring
    var look: SelectedLook

    /// `count` sequences from `seed`; sequence i uses its own stream, so any one replays alone.
    func run(count: Int, seed: UInt64) -> [Sequence] {
        (0..<count).map { index in
            let clock = ContinuousClock()
            let start = clock.now
            var random = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(index))
            var sequence = replay(&random)
            sequence.index = index
            sequence.duration = clock.now - start
            return sequence
        }
    }

    /// Plays one sequence and checks where it ends.
    func replay(_ random: inout SplitMix64) -> Sequence {
        let window = HeadlessWindow(configuration: configuration, viewport: viewport, measurer: measurer)
        window.settle()
        let controller = window.controller
        let selectable = controller.items.indices.filter(controller.isSelectableByTap)
        var expected = controller.selectedIndex
        var taps: [String] = []
        for _ in 0..<random.int(in: 2...8) where !selectable.isEmpty {
            let wait = random.chance(0.7) ? random.int(in: 0...15) : random.int(in: 15...72)
            for _ in 0..<wait { window.drawFrame() }
            let slot = selectable[random.int(in: 0...(selectable.count - 1))]
            guard let point = MotionRecipe.tapPoint(controller.tapPoint(ofItem: slot)) else { continue }
            window.send(.pointerDown(point, button: .primary))
            for _ in 0..<random.int(in: 0...7) { window.drawFrame() }
            window.send(.pointerUp(point, button: .primary))
            expected = slot
            taps.append("\(slot)@\(window.framesDrawn)")
        }
        window.send(.pointerLeave)
        var frames = [window.lastFrame].compactMap { $0 }
        frames += window.settle(limit: Int(Self.settleLimit * AnimationClock.frameRate))
        let log = taps.joined(separator: " ")
        var sequence = Sequence(index: 0, taps: log, failure: nil, duration: .zero)
        sequence.failure = problem(in: window, expected: expected)
        if sequence.failure != nil { sequence.frames = Array(frames.suffix(2)) }
        return sequence
    }

    /// What is wrong with where `window` ended, if anything.
    func problem(in window: HeadlessWindow, expected: Int) -> String? {
        let controller = window.controller
        if window.needsFrame {
            return "still moving \(HUD.fixed(Self.settleLimit, 0)) s after the last tap"
        }
        if controller.selectedIndex != expected {
            return "ends on item \(controller.selectedIndex), but the last tap was on item \(expected)"
        }
        let last = window.lastFrame?.scene ?? window.drawFrame().scene
        let time = window.lastFrame?.time ?? 0
        _ = controller.advance(to: time + 10)
        if let moved = SceneEquality.difference(last, controller.scene(at: time + 10)) {
            return "changes after the window stops drawing: \(moved)"
        }
        let shown = look.selectedSlots(in: last)
        if look.references[expected] != nil, shown != [expected] {
            let others = shown.filter { $0 != expected }.map { "item \($0)" }.joined(separator: ", ")
            return shown.contains(expected)
                ? "\(others) still looks selected beside item \(expected)"
                : "item \(expected) is selected but looks deselected"
        }
        guard controller.navigator.depth == 1, controller.navigator.presented == nil else { return nil }
        var rest = controller.configuration
        rest.initialIndex = expected
        let fresh = TabBarController(configuration: rest, viewport: viewport, measurer: measurer)
        if let unlike = SceneEquality.difference(last, fresh.scene(at: 0)) {
            return "rests unlike a window started on item \(expected): \(unlike)"
        }
        return nil
    }
}
