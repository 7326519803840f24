/// A script run as one self-contained HTML page (`--report FILE.html`): every assert with
/// pass or fail and its `file:line:col`, each screenshot assert's expected | actual | diff,
/// an animated GIF of the whole run and a timeline of the trace with the asserts on it.
/// Pictures are `data:` URLs and nothing is fetched, so it opens offline and can be attached
/// to a bug; everything shows without JavaScript, which only adds a slider over each
/// screenshot pair.
public struct HTMLReport: Sendable {
    /// The run as an animated GIF, with its size in pixels.
    public struct Movie: Sendable {
        /// The GIF's bytes.
        public var gif: [UInt8]
        /// The GIF's width in pixels.
        public var width: Int
        /// The GIF's height in pixels.
        public var height: Int

        /// The GIF in `bytes`; nil when they are not one.
        public init?(gif bytes: [UInt8]) {
            guard bytes.count >= 10, bytes[0..<4].elementsEqual("GIF8".utf8) else { return nil }
            gif = bytes
            width = Int(bytes[6]) | Int(bytes[7]) << 8
            height = Int(bytes[8]) | Int(bytes[9]) << 8
        }
    }

    /// The asserts' outcomes.
    public var report: ScriptReport
    /// What happened during the run, on the script's clock.
    public var timeline: ReportTimeline
    /// The run as a GIF; nil when none could be recorded (`movieNote` says why).
    public var movie: Movie?
    /// Why there is no movie, when there is none.
    public var movieNote: String?
    /// The run's length on the script's clock, in seconds.
    public var duration: Double

    /// A report of `report` and `timeline` over a run of `duration` seconds, with no movie yet.
    public init(report: ScriptReport, timeline: ReportTimeline, duration: Double) {
        self.report = report
        self.timeline = timeline
        self.duration = duration
    }

    /// Frames waiting to be encoded for the run's GIF, at most.
    public static let movieQueue = 4

    /// The largest run GIF embedded, in bytes (base64 makes it a third larger).
    public static let largestMovie = 48 << 20

    /// The page.
    public func page() -> String {
        let failures = report.failureCount + (report.error == nil ? 0 : 1)
        let verdict = failures == 0 ? "passed" : "failed"
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(report.suite)): \(verdict)</title>
            <style>\(Self.style)</style>
            </head><body>
            <header class="\(failures == 0 ? "pass" : "fail")"><h1>\(Self.escape(report.suite))</h1>
            <p>\(report.cases.count) asserts, \(report.failureCount) failed\(report.error.map { "; " + Self.escape($0) } ?? "")
             — \(Self.seconds(report.totalTime)) s real time, \(Self.seconds(duration)) s on the script's clock</p></header>

            """
        html += movieSection()
        html += "<section id=\"timeline\"><h2>Timeline</h2>\n" + timelineSVG() + "</section>\n"
        html += "<section id=\"asserts\"><h2>Asserts</h2>\n<ol>\n"
        for (index, test) in report.cases.enumerated() { html += assertItem(test, number: index + 1) }
        html += "</ol>\n</section>\n<script>\(Self.slider)</script>\n</body></html>\n"
        return html
    }

    func movieSection() -> String {
        guard let movie else {
            return "<section id=\"run\"><h2>The run</h2><p>\(Self.escape(movieNote ?? "No recording."))</p></section>\n"
        }
        return """
            <section id="run"><h2>The run</h2>
            <img class="movie" alt="the whole run, as an animated GIF" width="\(movie.width)" height="\(movie.height)" \
            src="data:image/gif;base64,\(Base64.encode(movie.gif))">
            </section>

            """
    }

    func assertItem(_ test: ScriptReport.Case, number: Int) -> String {
        let ok = test.failure == nil
        var html = "<li id=\"assert-\(number)\" class=\"\(ok ? "pass" : "fail")\">"
        html += "<h3><span class=\"mark\">\(ok ? "✔ pass" : "✘ fail")</span> \(Self.escape(test.name))"
        html += " <code>\(Self.escape(test.place))</code>"
        html += " <span class=\"when\">at \(Self.seconds(test.at)) s, \(Self.seconds(test.time)) s real</span></h3>\n"
        if let failure = test.failure { html += "<p class=\"message\">\(Self.escape(failure))</p>\n" }
        if let pictures = test.evidence.screenshot { html += shots(pictures) }
        return html + "</li>\n"
    }

    func shots(_ pictures: ScreenshotPictures) -> String {
        let compare = pictures.expected != nil ? " data-compare" : ""
        var html = "<div class=\"shots\"\(compare)>"
        html += figure(pictures.expected, caption: "expected", note: "no reference: written from this frame")
        html += figure(pictures.actual, caption: "actual", note: "")
        html += figure(pictures.diff, caption: "diff", note: "no diff: the sizes differ")
        return html + "</div>\n<p class=\"reference\">reference: <code>\(Self.escape(pictures.reference))</code></p>\n"
    }

    func figure(_ png: [UInt8]?, caption: String, note: String) -> String {
        guard let png else {
            return "<figure><p class=\"missing\">\(Self.escape(note))</p><figcaption>\(caption)</figcaption></figure>"
        }
        let size = Self.pngSize(png).map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        return "<figure><img alt=\"\(caption)\"\(size) src=\"data:image/png;base64,\(Base64.encode(png))\">"
            + "<figcaption>\(caption)</figcaption></figure>"
    }

    /// A PNG's size from its header; nil when it is not one.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static func escape(_ text: String) -> String { ScriptReport.escape(text) }

    /// Seconds with three decimals.
    static func seconds(_ value: Double) -> String {
        let millis = Int((max(0, value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
