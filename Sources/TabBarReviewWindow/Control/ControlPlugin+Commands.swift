import TabBarCore
import TabBarKit
import TabBarReview

/// What each `--control` command does.
extension ControlPlugin {
    var controller: TabBarController { session.controller }
    var pipeline: FramePipeline { session.pipeline }

    /// Does `command` at host time `host`.
    func perform(_ command: ControlCommand, at host: Double, run: inout ControlRun) -> StepOutcome {
        let now = session.animationTime(host)
        let at = pipeline.clockHost(host)
        pipeline.isDirty = true
        switch command {
        case .select(let item):
            switch ItemLocator.slot(of: item, in: controller) {
            case .success(let slot): trace.write(controller.select(slot, cause: .control, at: now))
            case .failure(let error): return .failed(error.message)
            }
        case .badge(let item, let value):
            switch ItemLocator.slot(of: item, in: controller) {
            case .success(let index) where controller.items.indices.contains(index):
                trace.write(controller.setBadge(value, for: index, at: now))
            case .success(let index): return .failed("no item \(index)")
            case .failure(let error): return .failed(error.message)
            }
        case .hideBar(let hidden, let animated): controller.setTabBarHidden(hidden, animated: animated, at: now)
        case .selectedColor(let color):
            controller.setSelectedColors(text: color, icon: color)
            trace.write(.selectedColors(color))
        case .push, .pop, .present, .dismiss:
            navigate(command, at: now)
        case .reload:
            guard session.reloader != nil else { return .failed("reload needs --config FILE") }
            session.reload()
        case .screenshot(let path):
            // Drawn now, written on the queue's thread; the answer comes once the file is there.
            do {
                let ticket = session.screenshotQueue.submit(try session.offscreenPicture(at: now), to: path)
                trace.write(.screenshot(path: path))
                return .waiting(PendingWait(condition: .idle, start: host, timeout: 0, screenshot: ticket))
            } catch {
                return .failed("\(error)")
            }
        case .pause, .resume, .step, .slow:
            return clockCommand(command, at: host, clockTime: at)
        case .quit:
            run.wantsToQuit = true
        case .queryState:
            break
        case .script(let action):
            return session.steps.perform(action, at: now, clock: host, cause: .control)
        }
        return .done
    }

    private func navigate(_ command: ControlCommand, at now: Double) {
        switch command {
        case .push:
            let tab = controller.topPage(at: now)
            var detail = PageSpec(kind: .detail, title: tab.title, accent: tab.accent)
            detail.heroTitle = tab.title
            trace.write(controller.push(detail, from: nil, item: nil, at: now))
        case .pop: trace.write(controller.navigate(.pop, at: now, parameters: controller.moveParameters(at: now)))
        case .present: trace.write(controller.present(origin: nil, at: now))
        default: trace.write(controller.navigate(.dismiss, at: now))
        }
    }

    private func clockCommand(_ command: ControlCommand, at host: Double, clockTime at: Double) -> StepOutcome {
        switch command {
        case .pause, .resume:
            guard pipeline.clock.isPaused != (command == .pause) else { return .done }
            pipeline.clock.togglePause(at: at)
        case .step(let frames):
            guard pipeline.clock.isPaused else {
                return .failed("step needs a paused clock (send {\"pause\": true} first)")
            }
            pipeline.clock.step(frames: frames, at: at)
        case .slow(let factor):
            pipeline.clock.setSlowFactor(factor, at: at)
        default:
            return .done
        }
        ClockKeys.trace(pipeline, at: host, to: trace)
        return .done
    }

    /// What `{"query": "state"}` answers at host time `host`.
    func currentState(at host: Double) -> ControlState {
        let now = session.animationTime(host)
        let navigator = controller.navigator
        let pages = navigator.currentStack.map(\.spec.title) + (navigator.presented.map { [$0.spec.title] } ?? [])
        return ControlState(
            selected: controller.selectedIndex, depth: navigator.shownDepth, pages: pages,
            items: controller.items.map(\.title), badges: controller.items.map(\.badge),
            isAnimating: controller.isAnimating(at: now), motions: controller.animatingNames(at: now),
            clock: pipeline.clock.stateDescription)
    }
}
