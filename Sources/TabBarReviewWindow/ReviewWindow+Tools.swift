import TabBarReview
import TabBarX11

/// The review tools `ReviewWindow.run` sets up before the loop and closes after it.
extension ReviewWindow {
    /// The HUD, reload, script, report, captures, repaint flashes and recording, as `options` ask;
    /// the files they write were opened before the window (`outputs`).
    static func attachTools(_ driver: WindowDriver, _ options: Options, outputs: WindowOutputs) {
        driver.hud.isVisible = options.showHUD
        driver.reloader = options.reloader
        driver.script = options.script.map(ScriptRun.init)
        driver.updatesSnapshots = options.updatesSnapshots
        if let capture = outputs.capture { driver.startCapture(capture, session: true) }
        if let path = options.reportPath, ReportFormat(path: path) == .html { driver.startHTMLReport(beside: path) }
        driver.repaints = RepaintOverlay(isShown: options.showRepaints)
        if options.recordPath != nil { driver.recorder = ScriptRecorder(start: 0) }
        driver.recordPath = options.recordPath
    }

    /// After the loop ended for `exit` at host time `host`: the control channel's input handed
    /// back, captures, the script's end, the report and the recording written (into `outputs`);
    /// returns the exit code they leave: the loop's, else 3 for a script cut short, else 2 when
    /// an output could not be written.
    static func finish(_ driver: WindowDriver, exit: LoopExit, at host: Double, outputs: WindowOutputs) -> ExitCode {
        // A shared standard input gets its flags back (a reopened one is closed); screenshots
        // asked for are written.
        driver.control?.input.close()
        if driver.control != nil { driver.screenshotQueue.finish() }
        if case .failed(let message) = exit { Console.error(message) }
        // A signal's process ends within a second (SignalWatch's grace): finish captures in haste.
        var written = driver.finishCaptures(at: host, inHaste: exit.isSignal)
        var code = exit.code
        if driver.endScriptAtExit(), exit == .closed || exit == .timedOut { code = .script }
        if let file = outputs.report { written = driver.writeReport(to: file) && written }
        if let file = outputs.record { written = driver.writeRecording(to: file, at: host) && written }
        return code == .success && !written ? .input : code
    }
}
