import Glibc
import TabBarCairo
import TabBarCore
import TabBarGIF
import TabBarKit
import TabBarLoading
import TabBarOutput
import TabBarReview

extension ScriptPlugin {
    /// `--report FILE.html`: screenshot asserts keep their pictures, the trace is laid on a
    /// timeline, and the run is recorded as a GIF (`--capture`'s when there is one).
    func startHTMLReport(beside path: String) {
        session.keepsPictures = true
        reportTimeline = ReportTimeline()
        session.trace.listeners.append { [unowned self] event in
            reportTimeline?.note(event, at: session.pipeline.clockHost(session.lastHost))
        }
        let captures = session.captures
        // A short queue: a frame the encoder cannot take is dropped rather than encoded at exit,
        // so the report costs little more than the run (the GIF shows the motion coarser).
        // A run that cannot be recorded (the folder took the report, so this is rare) goes
        // without its movie.
        if captures.captures.session == nil {
            captures.captures.report = try? GIFRecorder(
                path: "\(path).run-\(getpid()).gif", capacity: HTMLReport.movieQueue)
        }
    }

    /// `--report`: the script's asserts as JUnit XML or an HTML page, chosen by the extension,
    /// into `file` (opened before the window); false (with a line on stderr) when it cannot be
    /// written.
    func writeReport(to file: OutputFile) -> Bool {
        let report = finishedReport ?? run?.report ?? ScriptReport(suite: "tabbar script")
        guard ReportFormat(path: file.path) == .html else {
            return ReviewOutput.write(report.xml(), to: file, option: "--report")
        }
        var page = HTMLReport(
            report: report, timeline: reportTimeline ?? ReportTimeline(),
            duration: session.pipeline.clockHost(session.lastHost))
        if let movie = session.captures.captures.reportMovie {
            do throws(FileFailure) {
                let bytes = try InputFile.read(movie.path, limit: HTMLReport.largestMovie)
                page.movie = HTMLReport.Movie(gif: bytes)
                if page.movie == nil { page.movieNote = "The run's GIF could not be read." }
            } catch {
                page.movieNote = "The run's GIF was left out: \(error)"
            }
            if movie.isTemporary { unlink(movie.path) }
        }
        return ReviewOutput.write(page.page(), to: file, option: "--report")
    }
}

/// A report or a recording written whole into its file, opened before the window.
enum ReviewOutput {
    /// Writes `text` into `file` and puts it in place; false (with a line on stderr naming
    /// `option`) when it cannot be written.
    static func write(_ text: String, to file: OutputFile, option: String) -> Bool {
        do throws(FileFailure) {
            try file.write(text)
            try file.commit()
            return true
        } catch {
            Console.error("\(option): \(error)")
            return false
        }
    }
}
