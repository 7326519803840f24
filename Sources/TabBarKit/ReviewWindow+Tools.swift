import TabBarReview
import TabBarX11

/// The review tools `ReviewWindow.run` sets up before the loop and closes after it.
extension ReviewWindow {
    /// The HUD, reload, script, report, captures, repaint flashes and recording, as `options` ask.
    static func attachTools(_ driver: WindowDriver, _ options: Options) {
        driver.hud.isVisible = options.showHUD
        driver.reloader = options.reloader
        driver.script = options.script.map(ScriptRun.init)
        driver.updatesSnapshots = options.updatesSnapshots
        if let path = options.capturePath { driver.startCapture(to: path, session: true) }
        if let path = options.reportPath, ReportFormat(path: path) == .html { driver.startHTMLReport(beside: path) }
        driver.repaints = RepaintOverlay(isShown: options.showRepaints)
        if options.recordPath != nil { driver.recorder = ScriptRecorder(start: 0) }
        driver.recordPath = options.recordPath
    }

    /// After the loop ended for `exit` at host time `host`: the control channel's input handed
    /// back, captures, the script's end, the report and the recording written; returns the
    /// exit code they leave.
    static func finish(_ driver: WindowDriver, exit: LoopExit, at host: Double, options: Options) -> ExitCode {
        // A shared standard input gets its flags back (a reopened one is closed); screenshots
        // asked for are written.
        driver.control?.input.close()
        if driver.control != nil { driver.screenshotQueue.finish() }
        if case .failed(let message) = exit { Console.error(message) }
        // A signal's process ends within a second (SignalWatch's grace): finish captures in haste.
        if case .signalled = exit {
            driver.finishCaptures(at: host, inHaste: true)
        } else {
            driver.finishCaptures(at: host)
        }
        var code = exit.code
        if driver.endScriptAtExit(), exit == .closed || exit == .timedOut { code = .script }
        if let path = options.reportPath, !driver.writeReport(to: path) && code == .success { code = .input }
        if let path = options.recordPath, !driver.writeRecording(to: path, at: host) && code == .success {
            code = .input
        }
        return code
    }
}
