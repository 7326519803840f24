import TabBarCairo
import TabBarCore
import TabBarReview

@testable import tabbar

/// The window's frames for one `tabbar plot` motion, made here straight from a controller
/// and its inputs, as the window would play them: the bar settles for a second, then an
/// item is clicked (held for a press's highlight), or the film strips' navigation runs.
/// Time 0 is the input; before it, the settled frame.
final class DirectMotion {
    let controller: TabBarController
    let start: Double
    let before: Scene
    var inputs: [(time: Double, apply: () -> Void)]

    /// `arguments` as `tabbar plot` takes them: the motion, `--item`, `--config`.
    init(_ arguments: [String]) throws {
        var options = OfflineOptions()
        var choice = MotionChoice()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            _ = try options.read(argument, from: &cursor) || choice.read(argument, from: &cursor)
        }
        let renderer = SceneRenderer()
        var configuration = try options.loadConfiguration(images: renderer.images)
        var click: Int?
        var hold = 0.0
        switch try choice.motion("test") {
        case .animation(let name):
            let index = choice.item ?? 0
            let found = try MotionLookup.item(index, animation: name, configuration: configuration, command: "test")
            configuration.tabs[index] = found.item
            configuration.tabs[index].animation = found.animation
            configuration.initialIndex = index == 0 ? 1 : 0
            (click, hold) = (index, name == "press" ? found.animation.highlightDuration : 0)
        case .indicator(let name):
            configuration.bar.indicator = IndicatorKind(rawValue: name)!
            configuration.initialIndex = 0
            click = min(2, configuration.tabs.count - 1)
        case .transition(let name):
            let kind = TransitionKind(rawValue: name)!
            let role = TransitionFilmStrip.defaultRole(for: kind)
            let strip = TransitionFilmStrip(
                configuration: configuration, viewport: options.viewport, measurer: renderer.text)
            let (controller, start) = strip.staged(kind: kind, role: role)
            (self.controller, self.start, before) = (controller, start, controller.scene(at: start))
            inputs = [(start, { strip.act(controller, role: role, at: start) })]
            return
        }
        controller = TabBarController(configuration: configuration, viewport: options.viewport, measurer: renderer.text)
        start = 1
        _ = controller.advance(to: start)
        before = controller.scene(at: start)
        let point = controller.layout.items.first { $0.index == click }!.frame.center
        let controller = self.controller, start = self.start
        inputs = [
            (start, { _ = controller.handle(.pointerDown(point, button: .primary), at: start) }),
            (start + hold, { _ = controller.handle(.pointerUp(point, button: .primary), at: start + hold) }),
        ]
    }

    /// The frame `time` seconds after the input; times are asked in ascending order.
    func scene(at time: Double) -> Scene {
        guard time >= 0 else { return before }
        while let input = inputs.first, input.time <= start + time {
            _ = controller.advance(to: input.time)
            input.apply()
            inputs.removeFirst()
        }
        _ = controller.advance(to: start + time)
        return controller.scene(at: start + time)
    }
}
