import TabBarCore
import TabBarReview

/// `--control`: JSON lines on standard input drive the window. Each command does what its
/// API or key does, traced as a `control` line (selections with cause `control`); a bad
/// line becomes an `error` event and the window goes on.
extension WindowDriver {
    /// Reads the lines waiting on `input` at host time `host`; false at the end of input.
    func readControl(_ input: ControlInput, at host: Double) -> Bool {
        let open = input.drain { number, text in
            guard !text.allSatisfy(\.isWhitespace) else { return }
            do {
                let command = try ControlCommand.decode(text)
                trace.write(.control(line: number, command: command.name))
                if let problem = perform(command, at: host) {
                    trace.write(.error(source: "control", line: number, reason: problem))
                }
            } catch {
                trace.write(.error(source: "control", line: number, reason: "\(error)"))
            }
        }
        // The end of input is not an error: the window goes on until it is closed.
        if !open { trace.write(.control(line: input.lineCount, command: "end")) }
        pipeline.isDirty = true
        return open
    }

    /// Does `command`; returns why it could not, when it could not.
    func perform(_ command: ControlCommand, at host: Double) -> String? {
        let now = animationTime(host)
        let at = pipeline.clockHost(host)
        switch command {
        case .select(let index): trace.write(controller.select(index, cause: .control, at: now))
        case .badge(let index, let value):
            guard controller.items.indices.contains(index) else { return "no item \(index)" }
            trace.write(controller.setBadge(value, for: index, at: now))
        case .hideBar(let hidden, let animated): controller.setTabBarHidden(hidden, animated: animated, at: now)
        case .selectedColor(let color):
            controller.setSelectedColors(text: color, icon: color)
            trace.write(.selectedColors(color))
        case .push:
            let tab = controller.topPage(at: now)
            var detail = PageSpec(kind: .detail, title: tab.title, accent: tab.accent)
            detail.heroTitle = tab.title
            trace.write(controller.push(detail, from: nil, item: nil, at: now))
        case .pop: trace.write(controller.navigate(.pop, at: now, parameters: controller.moveParameters(at: now)))
        case .present: trace.write(controller.present(origin: nil, at: now))
        case .dismiss: trace.write(controller.navigate(.dismiss, at: now))
        case .reload:
            guard reloader != nil else { return "reload needs --config FILE" }
            reload()
        case .screenshot(let path):
            do { try writeOffscreenScreenshot(to: path, at: now) } catch { return "\(error)" }
        case .pause, .resume:
            guard pipeline.clock.isPaused != (command == .pause) else { return nil }
            pipeline.clock.togglePause(at: at)
            traceClock(host)
        case .step(let frames):
            guard pipeline.clock.isPaused else { return "step needs a paused clock (send {\"pause\": true} first)" }
            pipeline.clock.step(frames: frames, at: at)
            traceClock(host)
        case .slow(let factor):
            pipeline.clock.setSlowFactor(factor, at: at)
            traceClock(host)
        }
        return nil
    }
}
