/// The report's timeline: an inline SVG, one row per lane, motions as bars, instants as
/// ticks and the asserts on a row of their own, each a link to its entry; hovering shows
/// what each is (an SVG `<title>`), without script.
extension HTMLReport {
    static let labelWidth = 120.0
    static let plotWidth = 840.0
    static let rowHeight = 24.0

    func timelineSVG() -> String {
        let lanes = timeline.lanes + ["asserts"]
        let end = max(duration, 0.001)
        let x = { (t: Double) in Self.labelWidth + max(0, min(1, t / end)) * Self.plotWidth }
        let height = Double(lanes.count) * Self.rowHeight + 28
        var svg =
            #"<svg class="timeline" role="img" viewBox="0 0 \#(Self.number(Self.labelWidth + Self.plotWidth + 10)) \#(Self.number(height))" xmlns="http://www.w3.org/2000/svg">"#
        svg += "<title>the trace on the script's clock, \(Self.seconds(duration)) s</title>\n"
        for (row, lane) in lanes.enumerated() {
            let y = Double(row) * Self.rowHeight
            svg += #"<text x="4" y="\#(Self.number(y + 16))">\#(Self.escape(lane))</text>"#
            svg +=
                #"<line class="lane" x1="\#(Self.number(Self.labelWidth))" x2="\#(Self.number(Self.labelWidth + Self.plotWidth))" y1="\#(Self.number(y + 12))" y2="\#(Self.number(y + 12))"/>"#
            svg += "\n"
        }
        let row = { (lane: String) in Double(lanes.firstIndex(of: lane) ?? 0) * Self.rowHeight }
        for span in timeline.spans {
            let start = x(span.start), stop = x(span.end ?? end)
            svg +=
                #"<rect class="span" x="\#(Self.number(start))" y="\#(Self.number(row(span.lane) + 5))" width="\#(Self.number(max(2, stop - start)))" height="14" rx="3">"#
            svg +=
                "<title>\(Self.escape(span.name)): \(Self.seconds(span.start))–\(span.end.map(Self.seconds) ?? "end") s</title></rect>\n"
        }
        for mark in timeline.marks {
            let at = x(mark.at)
            svg +=
                #"<rect class="mark" x="\#(Self.number(at - 1.5))" y="\#(Self.number(row(mark.lane) + 3))" width="3" height="18">"#
            svg += "<title>\(Self.escape(mark.label)) at \(Self.seconds(mark.at)) s</title></rect>\n"
        }
        let assertRow = row("asserts")
        for (index, test) in report.cases.enumerated() {
            let ok = test.failure == nil
            svg +=
                ##"<a href="#assert-\##(index + 1)"><circle class="\##(ok ? "pass" : "fail")" cx="\##(Self.number(x(test.at)))" cy="\##(Self.number(assertRow + 12))" r="6">"##
            svg +=
                "<title>\(ok ? "pass" : "fail"): \(Self.escape(test.name)) at \(Self.seconds(test.at)) s</title></circle></a>\n"
        }
        svg += axis(y: Double(lanes.count) * Self.rowHeight + 4, end: end, x: x)
        if timeline.dropped > 0 {
            svg += #"<text x="4" y="\#(Self.number(height - 2))">\#(timeline.dropped) more events left out</text>"#
        }
        return svg + "</svg>\n"
    }

    /// Ticks at a round step: about eight along the run.
    func axis(y: Double, end: Double, x: (Double) -> Double) -> String {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        let step = steps.first { end / $0 <= 10 } ?? 1200
        var svg = ""
        var t = 0.0
        while t <= end + 1e-9 {
            svg +=
                #"<line class="tick" x1="\#(Self.number(x(t)))" x2="\#(Self.number(x(t)))" y1="\#(Self.number(y))" y2="\#(Self.number(y + 5))"/>"#
            svg +=
                #"<text class="tick" x="\#(Self.number(x(t)))" y="\#(Self.number(y + 17))">\#(Self.number(t)) s</text>"#
            t += step
        }
        return svg + "\n"
    }

    /// A coordinate with at most two decimals.
    static func number(_ value: Double) -> String {
        let scaled = Int((value * 100).rounded())
        if scaled % 100 == 0 { return String(scaled / 100) }
        return String(Double(scaled) / 100)
    }
}
