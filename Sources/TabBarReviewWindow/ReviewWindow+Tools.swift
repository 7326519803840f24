import TabBarKit
import TabBarReview
import TabBarX11

/// The review tools `ReviewWindow.run` plugs in before the loop and closes after it.
extension ReviewWindow {
    /// Adds the tools to `session`'s host, in the order their hooks must run (a Lottie file
    /// rlottie refused ends the window before anything else does; the timeline
    /// panel takes its pointer and keys first and lies under the HUD; a recording sees input
    /// next; the HUD is drawn before F12's flash; the control channel's quit before a script's
    /// end; a frame's trace line before it is captured), and sets them as `options` ask; the
    /// files they write were opened before the window (`outputs`); the panel resizes the
    /// window through `resizeWindow` (device pixels).
    static func plugIn(
        _ session: ReviewSession, _ options: Options, outputs: WindowOutputs, resizeWindow: @escaping (Int, Int) -> Void
    ) {
        let host = session.host
        session.reloader = options.reloader
        session.updatesSnapshots = options.updatesSnapshots
        session.timeline = TimelinePlugin(session: session, open: options.timeline, resizeWindow: resizeWindow)
        session.recording = options.recordPath.map { RecordPlugin(session: session, path: $0) }
        if options.control {
            session.control = ControlPlugin(
                session: session, run: ControlRun(input: ControlInput(), keepsOpen: options.keepsControlOpen))
        }
        let tracer = TracePlugin(trace: session.trace) { [unowned session] in session.controller.traceLayout() }
        tracer.listen(to: host)
        let keys = ClockKeys(pipeline: session.pipeline, trace: session.trace) { [unowned session] modifiers, time in
            // Space activates a focused item when the focus ring is shown; otherwise it pauses.
            let events = session.controller.handleKey(.space, modifiers: modifiers, at: session.animationTime(time))
            events.map { session.trace.write($0) }
            return events != nil
        }
        let tools: [WindowPlugin?] = [
            session.lotties, session.timeline, session.recording, session.hud, session.repaints, session.screenshots,
            session.control,
            session.scripts,
            keys, tracer, session.captures, PagesAhead(host: host),
        ]
        for tool in tools.compactMap({ $0 }) { host.add(tool) }
        session.hud.isVisible = options.showHUD
        session.repaints.show(options.showRepaints)
        session.scripts.run = options.script.map(ScriptRun.init)
        if let capture = outputs.capture { session.captures.startCapture(capture, session: true) }
        if let path = options.reportPath, ReportFormat(path: path) == .html {
            session.scripts.startHTMLReport(beside: path)
        }
    }

    /// After the loop ended for `exit` at host time `host`: the control channel's input handed
    /// back, captures, the script's end, the report and the recording written (into `outputs`);
    /// returns the exit code they leave: the loop's, else 3 for a script cut short, else 2 when
    /// an output could not be written.
    static func finish(_ session: ReviewSession, exit: LoopExit, at host: Double, outputs: WindowOutputs) -> ExitCode {
        // A shared standard input gets its flags back (a reopened one is closed); screenshots
        // asked for are written.
        if let control = session.control {
            control.run.input.close()
            session.screenshotQueue.finish()
        }
        if case .failed(let message) = exit { Console.error(message) }
        // A signal's process ends within a second (SignalWatch's grace): finish captures in haste.
        var written = session.captures.finishCaptures(at: host, inHaste: exit.isSignal)
        var code = exit.code
        if session.scripts.endAtExit(), exit == .closed || exit == .timedOut { code = .script }
        if let file = outputs.report { written = session.scripts.writeReport(to: file) && written }
        if let file = outputs.record, let recording = session.recording {
            written = recording.write(to: file, at: host) && written
        }
        return code == .success && !written ? .input : code
    }
}
