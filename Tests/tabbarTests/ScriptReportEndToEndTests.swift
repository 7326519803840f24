import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// Issue 43: screenshot references rewritten on request, JUnit that CI can attach pictures
/// from, and an HTML report that opens in a real browser, offline, with or without script.
final class ScriptReportEndToEndTests: TemporaryDirectoryTestCase {
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func run(_ arguments: [String]) throws -> TraceProcess {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--fixed-step"] + arguments, display: server.display,
            directory: directory.path)
        _ = try app.waitForExit(timeout: 60)
        return app
    }

    /// A reference made, then doctored: the report shows the failure (JUnit with real times and
    /// attachments that exist; HTML in Chromium), `--update-snapshots` rewrites it, and the next
    /// run passes.
    func testAnOutdatedReference_IsReportedThenRewritten() throws {
        let script = path("tour.json")
        try #"""
        {"steps": [{"assert": {"selected": 0}}, {"key": "2"}, {"waitFor": "idle"}, {"assert": {"selected": 1}},
                   {"assert": {"screenshot": {"path": "ref.png"}}}]}
        """#.write(toFile: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["--script", script]).process.terminationStatus, 3, "no reference yet: written")
        let original = try RasterSurface(png: path("ref.png"))
        let doctored = try RasterSurface(width: original.width, height: original.height)
        doctored.fill { x, y in x < 20 && y < 20 ? 0xFFFF_0000 : original.pixel(x: x, y: y) }
        try doctored.writePNG(to: path("ref.png"))

        var app = try run(["--script", script, "--report", path("report.xml")])
        XCTAssertEqual(app.process.terminationStatus, 3)
        try checkJUnit(path("report.xml"))
        app = try run(["--script", script, "--report", path("report.html")])
        XCTAssertEqual(app.process.terminationStatus, 3)
        try checkInChromium(path("report.html"))

        app = try run(["--script", script, "--update-snapshots"])
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
        XCTAssertTrue(app.standardError.contains("updated \(path("ref.png"))"), app.standardError)
        XCTAssertEqual(try RasterSurface(png: path("ref.png")).pixel(x: 5, y: 5), original.pixel(x: 5, y: 5))
        app = try run(["--script", script])
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
    }

    /// Every testcase has a time above 0; the failure's `[[ATTACHMENT|…]]` lines name files
    /// that exist (read with python3's XML parser, as CI would).
    func checkJUnit(_ report: String) throws {
        let code = """
            import os, re, sys, xml.etree.ElementTree as ET
            suite = ET.parse(sys.argv[1]).getroot().find('testsuite')
            cases = suite.findall('testcase')
            print(len(cases), min(float(c.get('time')) for c in cases), float(suite.get('time')))
            for case in cases:
                out = case.find('system-out')
                for path in re.findall(r'\\[\\[ATTACHMENT\\|(.*?)\\]\\]', out.text if out is not None else ''):
                    print(path, os.path.isfile(path))
            """
        let result = try Commands.run("/usr/bin/python3", ["-c", code, report], directory: directory.path)
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ") }
        XCTAssertEqual(lines.first?.first, "3", result.standardOutput)
        XCTAssertGreaterThan(Double(lines.first?[1] ?? "") ?? 0, 0, "every testcase took time")
        let attachments = lines.dropFirst()
        XCTAssertEqual(attachments.map { String($0[0]) }, [path("ref.actual.png"), path("ref.diff.png")])
        XCTAssertTrue(attachments.allSatisfy { $0.last == "True" }, result.standardOutput)
    }

    /// Debian's Chromium, headless: with script, every image has loaded (its natural size is
    /// not zero); without, a screenshot of the page shows the pictures' red squares.
    func checkInChromium(_ report: String) throws {
        let html = try String(contentsOfFile: report, encoding: .utf8)
        let check = """
            <script>window.addEventListener('load', function () {
              var out = document.createElement('pre'); out.id = 'image-check';
              out.textContent = Array.prototype.map.call(document.images, function (image) {
                return image.naturalWidth + 'x' + image.naturalHeight; }).join(' ');
              document.body.appendChild(out); });</script>
            """
        let probe = path("probe.html")
        try html.replacingOccurrences(of: "</body>", with: check + "</body>").write(
            toFile: probe, atomically: true, encoding: .utf8)
        let dom = try chromium(["--dump-dom", "file://" + probe])
        let sizes = try XCTUnwrap(
            dom.components(separatedBy: "<pre id=\"image-check\">").last?.components(separatedBy: "<").first
        ).split(separator: " ")
        // The run, expected | actual | diff, and the slider's copies of the first two.
        XCTAssertEqual(sizes.count, 6, "\(sizes)")
        XCTAssertTrue(sizes.allSatisfy { !$0.hasPrefix("0x") && !$0.hasSuffix("x0") }, "every image loaded: \(sizes)")
        XCTAssertTrue(dom.contains("class=\"compare\""), "the slider was added")

        // Without script: a policy that forbids every script, as a browser with JavaScript off.
        let scriptless = path("scriptless.html")
        try html.replacingOccurrences(
            of: "<head>", with: #"<head><meta http-equiv="Content-Security-Policy" content="script-src 'none'">"#
        ).write(toFile: scriptless, atomically: true, encoding: .utf8)
        let shot = path("report-shot.png")
        _ = try chromium(["--screenshot=" + shot, "--window-size=1100,2000", "file://" + scriptless])
        let picture = try RasterSurface(png: shot)
        var red = 0
        for y in stride(from: 0, to: picture.height, by: 2) {
            for x in stride(from: 0, to: picture.width, by: 2) where picture.pixel(x: x, y: y) & 0xFF_FFFF == 0xFF_0000
            {
                red += 1
            }
        }
        XCTAssertGreaterThan(red, 40, "the doctored square shows in the pictures without script")
    }

    func chromium(_ arguments: [String]) throws -> String {
        let options = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + path("chromium"),
        ]
        let result = try Commands.run("/usr/bin/chromium", options + arguments, timeout: 120)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput
    }
}
