import TabBarCore

/// The motion invariants of the test suite, run over every motion one configuration
/// configures (`tabbar check`, and any program that registers animations of its own):
/// each motion is played from the window's own inputs (`MotionRecipe`) in a headless window
/// (`HeadlessWindow`, the window's path pixel for pixel) at 240 Hz and checked frame by
/// frame (`MotionCheck`); then seeded random taps interrupt each other.
///
/// A program with its own item animations registers them in the `ItemAnimationCatalog` it
/// decodes its configuration with; the configuration it gets names them, and the checker
/// plays them as any other. `TabBarKit.ConfigurationCheck` does that from a file, prints
/// the findings and writes the report and the sheet.
public struct MotionChecker {
    /// The configuration whose motions are played, decoded with the program's catalogs.
    public var configuration: AppConfiguration
    /// The window size the motions play in, logical pixels; bounds are checked against it.
    public var viewport: Size
    /// The renderer's text measurer (titles' glyphs are measured with it).
    public var measurer: any TextMeasuring
    /// The parsed file, to point findings at keys; nil for a configuration built in code.
    public var source: ConfigSource?
    /// How many random tap sequences to play (0: none).
    public var interruptions = 200
    /// The seed of the random tap sequences: the same seed plays the same taps, so that a
    /// failing sequence can be replayed.
    public var seed: UInt64 = 1

    /// A checker of `configuration` in a window of `viewport`; set `interruptions` and
    /// `seed` before `run` to change the random taps.
    public init(
        configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring, source: ConfigSource? = nil
    ) {
        self.configuration = Self.withoutLoops(configuration)
        self.viewport = viewport
        self.measurer = measurer
        self.source = source
    }

    /// Every motion `configuration` configures (`ConfiguredMotions`).
    public var motions: [CheckedMotion] {
        ConfiguredMotions.list(in: configuration, viewport: viewport, source: source)
    }

    /// Plays and checks every motion, then the interruptions; `progress` hears each suite
    /// as it is done.
    public func run(progress: (CheckResults.Suite) -> Void = { _ in }) -> CheckResults {
        var results = CheckResults(file: source?.file)
        for motion in motions {
            let suite = check(motion)
            progress(suite)
            results.suites.append(suite)
        }
        if interruptions > 0 {
            let suite = checkInterruptions()
            progress(suite)
            results.suites.append(suite)
        }
        return results
    }

    /// Plays one motion and runs its checks.
    public func check(_ motion: CheckedMotion) -> CheckResults.Suite {
        let played = Self.isolated(motion, in: motion.recipe.configured(configuration))
        var play = MotionPlay(scope: motion.scope, measurer: measurer)
        if case .transition(_, let role, let slot) = motion.recipe.motion {
            play.allowance = SpringAllowance.factor(played.navigation.timing)
            let controller = TabBarController(configuration: played, viewport: viewport)
            if role == .push || role == .pop, Self.hidesBar(slot: slot, in: controller) {
                play.untraced = played.navigation.barSlideDuration
            }
        }
        if case .item = motion.recipe.motion {
            play.look = SelectedLook(configuration: played, viewport: viewport, measurer: measurer)
        }
        let recipe = motion.recipe
        return run(
            play, in: played, named: motion.label, at: motion.place?.location,
            prepare: { window throws(MotionRecipe.Unplayable) in
                try recipe.prepare(window)
                return try recipe.startInputs(in: window).map { input in
                    MotionPlay.Input(frame: input.frame) { $0.send(input.events) }
                }
            },
            endTime: { trace, start in
                // A motion that traces neither its end nor its begin took no time: a deselect
                // of an animation without one just changes the item's state.
                recipe.endTime(in: trace) ?? (recipe.beginTime(in: trace) == nil ? start : nil)
            },
            // A transition whose tap navigated nowhere (a button the window is too small to
            // show) was not played: nothing is known of it. (Its kind may fall back to
            // another, or to none, so any navigation counts, and a tab's selection.)
            began: Self.transitionRole(of: recipe).map { role in { Self.navigates($0, role: role) } })
    }

    static func transitionRole(of recipe: MotionRecipe) -> TransitionRole? {
        if case .transition(_, let role, _) = recipe.motion { role } else { nil }
    }

    /// Whether `trace` shows the page navigate in `role` (a tab switch: a selection).
    static func navigates(_ trace: ArraySlice<TraceEvent>, role: TransitionRole) -> Bool {
        trace.contains { event in
            switch event {
            case .transition(_, let traced, _, _): traced == role
            case .navigation(_, let action, _): action.rawValue == role.rawValue
            case .select: role == .tab
            default: false
            }
        }
    }

    /// Plays a change a program makes through the API, as the control channel's commands do
    /// (`{"badge": …}`): `prepare` at the start, then `trigger` once the window has settled;
    /// the motion lasts `duration` (a badge's animation traces no end).
    func check(
        program name: String, scope: MotionScope, duration: Double,
        prepare: @escaping (TabBarController, Double) -> [TraceEvent],
        trigger: @escaping (TabBarController, Double) -> [TraceEvent]
    ) -> CheckResults.Suite {
        var play = MotionPlay(scope: scope, measurer: measurer)
        play.untraced = duration
        return run(
            play, in: configuration, named: name, at: nil,
            prepare: { window in
                window.perform(prepare)
                window.settle()
                return [MotionPlay.Input(frame: 0) { $0.perform(trigger) }]
            },
            endTime: { _, _ in nil })
    }

    /// Opens a window on `configuration`, brings it to where the motion starts (`prepare`
    /// returns the inputs that play it), plays it and runs `play`'s checks.
    func run(
        _ play: MotionPlay, in configuration: AppConfiguration, named name: String, at location: SourceLocation?,
        prepare: (HeadlessWindow) throws(MotionRecipe.Unplayable) -> [MotionPlay.Input],
        endTime: (ArraySlice<TraceEvent>, Double) -> Double?,
        began: ((ArraySlice<TraceEvent>) -> Bool)? = nil
    ) -> CheckResults.Suite {
        let clock = ContinuousClock()
        let start = clock.now
        let window = HeadlessWindow(configuration: configuration, viewport: viewport, measurer: measurer)
        var suite = CheckResults.Suite(name: name, cases: [], time: .zero, location: location)
        let inputs: [MotionPlay.Input]
        do {
            inputs = try prepare(window)
        } catch {
            suite.skipped = "cannot be checked in a \(Self.sizeText(viewport)) window: \(error)"
            suite.time = clock.now - start
            return suite
        }
        let traced = window.trace.count
        let outcome = play.run(in: window, inputs: inputs, endTime: endTime)
        suite.time = clock.now - start
        if let began, !began(window.trace[traced...]) {
            suite.skipped = "cannot be checked in a \(Self.sizeText(viewport)) window: its input started nothing"
            return suite
        }
        let region = Self.region(of: play.scope, in: window.controller.layout)
        suite.cases = play.scope.checks.map { check in
            CheckResults.Case(
                name: check.title, check: check,
                finding: outcome.findings[check].map { finding(name, location, check, $0, region: region) },
                time: outcome.timings[check] ?? .zero)
        }
        return suite
    }

    /// "390x844": a window size as `--size` takes it.
    static func sizeText(_ size: Size) -> String {
        let number = { (value: Double) in
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        return number(size.width) + "x" + number(size.height)
    }

    /// The interruption sequences, as one suite with a case each.
    public func checkInterruptions() -> CheckResults.Suite {
        let clock = ContinuousClock()
        let start = clock.now
        let look = SelectedLook(configuration: configuration, viewport: viewport, measurer: measurer)
        let run = InterruptionCheck(configuration: configuration, viewport: viewport, measurer: measurer, look: look)
        let place = source?.place(of: [.key("tabs")])
        let cases = run.run(count: interruptions, seed: seed).map { sequence in
            let name = "sequence \(sequence.index) of seed \(seed)"
            let finding = sequence.failure.map { failure in
                CheckFinding(
                    file: source?.file, location: place?.location, motion: "tabs (\(interruptions) interruptions)",
                    check: .interruptions, message: "\(name) [\(sequence.taps)]: \(failure)", count: 1,
                    time: sequence.frames.last?.time, previousTime: sequence.frames.dropLast().last?.time,
                    scenes: sequence.frames.map(\.scene))
            }
            return CheckResults.Case(name: name, check: .interruptions, finding: finding, time: sequence.duration)
        }
        return CheckResults.Suite(name: CheckResults.interruptions, cases: cases, time: clock.now - start)
    }

    func finding(
        _ motion: String, _ location: SourceLocation?, _ check: MotionCheck, _ found: FrameFinding, region: Rect
    ) -> CheckFinding {
        CheckFinding(
            file: source?.file, location: location, motion: motion, check: check, message: found.message,
            count: found.count, time: found.time, previousTime: found.previousTime, scenes: found.scenes,
            region: region)
    }

    /// The part of the window a sheet shows of a motion: an item's cell with the room above
    /// it that film strips leave, the bar with its headroom, or the whole window.
    static func region(of scope: MotionScope, in layout: TabBarLayout) -> Rect {
        let bar = layout.bar
        if let slot = scope.slot, layout.items.indices.contains(slot) {
            let cell = layout.items[slot].frame
            let top = bar.minY - RecordedMotion.itemHeadroom
            return Rect(
                x: cell.minX.rounded(), y: top, width: cell.width.rounded(), height: layout.viewport.height - top)
        }
        if scope == .indicator {
            let top = bar.minY - RecordedMotion.barHeadroom
            return Rect(x: 0, y: top, width: layout.viewport.width, height: layout.viewport.height - top)
        }
        return Rect(origin: .zero, size: layout.viewport)
    }

    /// The configuration one motion is played in: an item's animation without the
    /// indicator, whose colourful mask would keep redrawing the item's layer (its reveal)
    /// after the item's own motion has ended. The indicator is checked as its own motion.
    static func isolated(_ motion: CheckedMotion, in configuration: AppConfiguration) -> AppConfiguration {
        guard case .item = motion.recipe.motion else { return configuration }
        var isolated = configuration
        isolated.bar.indicator = .none
        return isolated
    }

    /// `configuration` with every Lottie item's idle loop (`"loop": true`) left out: a loop
    /// never rests by design, and jumps from its last frame to its first; what it repeats,
    /// the select segment, is checked as every select is.
    static func withoutLoops(_ configuration: AppConfiguration) -> AppConfiguration {
        var played = configuration
        for index in played.tabs.indices {
            guard var icon = played.tabs[index].lottie, icon.loops else { continue }
            icon.loops = false
            played.tabs[index].lottie = icon
            let reduced = (played.tabs[index].animation as? LottieAnimation)?.isReduced ?? false
            played.tabs[index].animation = LottieAnimation(icon: icon, reduced: reduced)
        }
        return played
    }

    /// Whether the detail page slot `slot` pushes hides the bar (it slides away, untraced).
    static func hidesBar(slot: Int, in controller: TabBarController) -> Bool {
        guard controller.slots.indices.contains(slot), case .tab(let tab) = controller.slots[slot] else { return false }
        return controller.configuration.tabs[tab].detailHidesBar
    }
}
