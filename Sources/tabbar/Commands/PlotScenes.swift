import TabBarCore
import TabBarReview

/// A motion as the window composes it, for `tabbar plot`: a controller brought to the
/// moment before the input, the input (a click on an item, a push, …) at time 0, and the
/// whole window's scene at any time from a little before it to after its end.
struct PlotScenes {
    /// Seconds from the input until nothing moves (`TabBarController.isAnimating`).
    var duration: Double
    /// The window at `time` seconds from the input; asked in ascending order.
    var scene: (Double) -> Scene

    /// One input of the motion: `offset` seconds after time 0.
    typealias Input = (offset: Double, apply: (TabBarController, Double) -> Void)

    /// `stage` makes a controller ready for the input and says when that is on its clock.
    init(stage: () -> (TabBarController, Double), inputs: [Input]) {
        let (probe, probeStart) = stage()
        duration = Self.duration(probe, start: probeStart, inputs: inputs)
        let (controller, start) = stage()
        let before = controller.scene(at: start)
        var pending = inputs[...]
        scene = { time in
            guard time >= 0 else { return before }
            while let input = pending.first, input.offset <= time {
                _ = controller.advance(to: start + input.offset)
                input.apply(controller, start + input.offset)
                pending.removeFirst()
            }
            _ = controller.advance(to: start + time)
            return controller.scene(at: start + time)
        }
    }

    /// Plays the inputs on `controller` and steps at 240 Hz until it stops animating
    /// (at most 10 s).
    static func duration(_ controller: TabBarController, start: Double, inputs: [Input]) -> Double {
        for input in inputs { input.apply(controller, start + input.offset) }
        let last = inputs.map(\.offset).max() ?? 0
        var step = 0
        while Double(step) / MotionSamples.rate < 10 {
            let time = start + Double(step) / MotionSamples.rate
            _ = controller.advance(to: time)
            if time >= start + last - 1e-9, !controller.isAnimating(at: time) { return time - start }
            step += 1
        }
        return 10
    }

    /// A click on item `index`: pressed at 0 and released after `hold` seconds, where the
    /// window's pointer would; a program selection for an item the bar does not show.
    static func click(_ index: Int, hold: Double) -> [Input] {
        func centre(_ controller: TabBarController) -> Point? {
            controller.layout.items.first { $0.index == index }?.frame.center
        }
        return [
            (
                0,
                { controller, time in
                    if let point = centre(controller) {
                        _ = controller.handle(.pointerDown(point, button: .primary), at: time)
                    } else {
                        _ = controller.select(index, cause: .program, at: time)
                    }
                }
            ),
            (
                hold,
                { controller, time in
                    if let point = centre(controller) {
                        _ = controller.handle(.pointerUp(point, button: .primary), at: time)
                    }
                }
            ),
        ]
    }

    /// Item `index` plays `animation` when clicked, after another item was selected and
    /// settled.
    static func animation(
        _ animation: any ItemAnimation, item: TabItem, index: Int, configuration: AppConfiguration, viewport: Size,
        measurer: any TextMeasuring
    ) -> PlotScenes {
        var configuration = configuration
        configuration.tabs[index] = item
        configuration.tabs[index].animation = animation
        configuration.initialIndex = index == 0 ? min(1, configuration.tabs.count - 1) : 0
        let hold = animation is PressAnimation ? animation.highlightDuration : 0
        return PlotScenes(
            stage: { settled(configuration, viewport: viewport, measurer: measurer) }, inputs: click(index, hold: hold))
    }

    /// The indicator moving from item 0 to item `target` on a click.
    static func indicator(
        _ kind: IndicatorKind, target: Int, configuration: AppConfiguration, viewport: Size,
        measurer: any TextMeasuring
    ) -> PlotScenes {
        var configuration = configuration
        configuration.bar.indicator = kind
        configuration.initialIndex = 0
        return PlotScenes(
            stage: { settled(configuration, viewport: viewport, measurer: measurer) }, inputs: click(target, hold: 0))
    }

    /// A page transition in `role`, on the first tab, as the film strips play it.
    static func transition(_ kind: TransitionKind, role: TransitionRole, strip: TransitionFilmStrip) -> PlotScenes {
        PlotScenes(
            stage: { strip.staged(kind: kind, role: role) },
            inputs: [(0, { controller, time in strip.act(controller, role: role, at: time) })])
    }

    /// A controller for `configuration`, settled one second after start-up.
    static func settled(
        _ configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) -> (TabBarController, Double) {
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        _ = controller.advance(to: 1)
        return (controller, 1)
    }
}
