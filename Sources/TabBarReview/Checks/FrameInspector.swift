import TabBarCore

/// What one check found in the frames of one motion: the first frame that broke it, the
/// frame before (for the sheet), and how many frames broke it in all.
public struct FrameFinding: Sendable {
    /// What is wrong, with the frame's time in it: "jumps 24.0 px between 0.183 s and
    /// 0.188 s (bound 11.7 px), image icons/x.png".
    public var message: String
    /// Seconds since the motion's input to the failing frame.
    public var time: Double?
    /// Seconds since the motion's input to the frame before it, nil when the first frame fails.
    public var previousTime: Double?
    /// The frame before and the failing frame, when a sheet can show them.
    public var scenes: [Scene] = []
    /// How many frames (or intervals) broke the check.
    public var count = 1
}

/// The checks that look at the frames of one motion as the headless window draws them, one
/// frame at a time (the frames are not kept: a transition at 240 Hz has hundreds): the
/// continuity rule between neighbours, bounds, glyphs, holes and ghosts in each.
struct FrameInspector {
    /// One frame: its time since the motion's input, its scene and the scene's leaves.
    struct Frame {
        var time: Double
        var scene: Scene
        var leaves: [SceneLeaf]

        init(time: Double, scene: Scene) {
            self.time = time
            self.scene = scene
            leaves = SceneSample.leaves(of: scene)
        }
    }

    let scope: MotionScope
    let layout: TabBarLayout
    let measurer: any TextMeasuring
    /// How much faster than a tween a spring transition may move (`SpringAllowance`).
    let allowance: Double
    private(set) var findings: [MotionCheck: FrameFinding] = [:]
    /// The time each check took so far (the playing itself is not counted).
    var timings: [MotionCheck: Duration] = [:]
    var previous: Frame?
    /// The motion's own leaves of the frame before `previous`.
    var earlier: [SceneLeaf] = []
    /// Points of the window no page covers at rest before the motion (`FrameInspector+Holes`).
    var restingHoles: Set<Int> = []
    /// Frames where pages left some point uncovered, to be weighed against the rest after.
    var holeFrames: [(time: Double, previous: Double?, points: Set<Int>, scenes: [Scene])] = []

    init(
        scope: MotionScope, layout: TabBarLayout, measurer: any TextMeasuring, allowance: Double,
        restBefore: Scene
    ) {
        self.scope = scope
        self.layout = layout
        self.measurer = measurer
        self.allowance = allowance
        if scope.checks.contains(.holes) && scope.isTransition {
            restingHoles = uncoveredPoints(SceneSample.leaves(of: restBefore))
        }
    }

    /// Checks `frame`, the next one drawn; `selected` is the slot selected then, `steps` the
    /// layers allowed to swap content since the last frame (declared discontinuities).
    mutating func inspect(_ frame: Frame, selected: Int, steps: Set<String>) {
        let checks = scope.checks
        if let previous, checks.contains(.continuity) {
            timed(.continuity) { $0.checkContinuity(from: previous, to: frame, steps: steps) }
        }
        let barInPlace = Self.barIsInPlace(frame.scene)
        if barInPlace && (checks.contains(.bounds) || checks.contains(.glyphs)) || scope.isTransition {
            let ink = SceneInk(frame.scene.layers.filter { scope.owns(layer: $0.id) }, measurer: measurer)
            if checks.contains(.bounds) { timed(.bounds) { $0.checkBounds(ink, frame, barInPlace: barInPlace) } }
            if checks.contains(.glyphs) && barInPlace { timed(.glyphs) { $0.checkGlyphs(ink, frame) } }
            if checks.contains(.ghosts) && scope.isTransition { timed(.ghosts) { $0.checkHeroes(ink, frame) } }
        }
        if checks.contains(.holes) { timed(.holes) { $0.checkHoles(frame, selected: selected) } }
        previous = frame
    }

    /// Runs `body`, adding the time it took to `check`'s.
    mutating func timed(_ check: MotionCheck, _ body: (inout FrameInspector) -> Void) {
        let clock = ContinuousClock()
        let start = clock.now
        body(&self)
        timings[check, default: .zero] += clock.now - start
    }

    /// Records that `check` broke at `frame`: the first time with its message and frames,
    /// afterwards only counted.
    mutating func note(_ check: MotionCheck, _ message: @autoclosure () -> String, at frame: Frame) {
        if findings[check] != nil {
            findings[check]?.count += 1
            return
        }
        findings[check] = FrameFinding(
            message: message(), time: frame.time, previousTime: previous?.time,
            scenes: (previous.map { [$0.scene] } ?? []) + [frame.scene])
    }

    /// Records a finding that belongs to no single frame (the rest, the selected look).
    mutating func note(_ check: MotionCheck, _ finding: FrameFinding) {
        if findings[check] == nil { findings[check] = finding }
    }

    mutating func checkContinuity(from previous: Frame, to frame: Frame, steps: Set<String>) {
        let before = previous.leaves.filter { scope.owns(layer: $0.layer) }
        let after = frame.leaves.filter { scope.owns(layer: $0.layer) }
        let breaches = SceneContinuity.violations(
            from: before, to: after, windowWidth: frame.scene.size.width, swapLayers: steps, allowance: allowance,
            earlier: earlier)
        earlier = before
        guard let worst = breaches.max(by: { $0.severity < $1.severity }) else { return }
        note(
            .continuity,
            "\(worst.change) between \(Self.seconds(previous.time)) and \(Self.seconds(frame.time)) "
                + "(\(worst.boundText)): \(worst.thing) in \(worst.layer)",
            at: frame)
    }

    /// Whether the bar is drawn where its layout puts it: not slid away under a hidden bar,
    /// not moved with a page by a presentation.
    static func barIsInPlace(_ scene: Scene) -> Bool {
        scene.layers.allSatisfy { layer in
            guard layer.id.hasPrefix("bar."), case .group(let group) = layer.node, group.name == NodeName.bar else {
                return true
            }
            return group.transform == .identity && group.opacity == 1
        }
    }

    /// "0.183 s".
    static func seconds(_ time: Double) -> String { HUD.fixed(time, 3) + " s" }
}
