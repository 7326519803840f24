import TabBarCore
import XCTest

@testable import TabBarReview

/// Issue 43: JUnit with real times and attachments; an HTML page that needs nothing but itself.
final class ReportTests: XCTestCase {
    func sample() -> ScriptReport {
        var report = ScriptReport(suite: "tour.json")
        report.add(ScriptReport.Case(name: "selected 1", place: "tour.json:2:3", failure: nil, time: 0.25, at: 0.5))
        let pictures = ScreenshotPictures(
            reference: "/r/ref.png", expected: Self.png, actual: Self.png, diff: Self.png)
        report.add(
            ScriptReport.Case(
                name: "screenshot ref.png", place: "tour.json:3:3", failure: "screenshot /r/ref.png: 12 pixels differ",
                time: 0.0000001, at: 1,
                evidence: AssertEvidence(attachments: ["/r/ref.actual.png", "/r/ref.diff.png"], screenshot: pictures)))
        return report
    }

    /// A 2×3 PNG's first bytes: the signature and the header the page reads sizes from.
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 2, 0, 0, 0, 3]

    func testJUnit_HasRealTimesAndAttachments() {
        let xml = sample().xml()
        XCTAssertTrue(xml.contains(#"time="0.250000""#), xml)
        XCTAssertTrue(xml.contains(#"time="0.000001""#), "a time never prints as 0: \(xml)")
        XCTAssertTrue(
            xml.contains(
                "<system-out>[[ATTACHMENT|/r/ref.actual.png]]&#10;[[ATTACHMENT|/r/ref.diff.png]]</system-out>"),
            xml)
        XCTAssertEqual(xml.components(separatedBy: "<system-out>").count - 1, 1, "only failures attach files")
    }

    func testBase64_MatchesRFC4648() {
        let table = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE="]
        for (text, encoded) in table { XCTAssertEqual(Base64.encode(Array(text.utf8)), encoded) }
    }

    /// Offline and without script: every picture is in the page, nothing is fetched, and the
    /// asserts, their places and the three pictures are there as plain HTML.
    func testHTML_IsSelfContained() throws {
        var timeline = ReportTimeline()
        timeline.note(
            .animation(AnimationTrace(index: 1, name: "bounce", phase: .begin, kind: .select, time: 0)), at: 0.1)
        timeline.note(
            .animation(AnimationTrace(index: 1, name: "bounce", phase: .end, kind: .select, time: 0)), at: 0.6)
        timeline.note(.select(from: 0, to: 1, cause: .script), at: 0.1)
        var page = HTMLReport(report: sample(), timeline: timeline, duration: 2)
        page.movie = HTMLReport.Movie(gif: Array("GIF89a".utf8) + [0x86, 0x01, 0x4C, 0x03])
        let html = page.page()
        XCTAssertEqual(page.movie?.width, 390)
        XCTAssertEqual(page.movie?.height, 844)
        for pattern in ["src=\"http", "href=\"http", "url(", "<link", "@import", "src=\"/", "src=\"file"] {
            XCTAssertFalse(html.contains(pattern), pattern)
        }
        let images = html.components(separatedBy: "<img ").dropFirst()
        XCTAssertEqual(images.count, 4, "the run and expected | actual | diff")
        XCTAssertTrue(images.allSatisfy { $0.contains("src=\"data:image/") }, html)
        XCTAssertTrue(html.contains("tour.json:3:3"))
        XCTAssertTrue(html.contains("✘ fail"))
        XCTAssertTrue(html.contains(#"width="2" height="3""#), "sizes from the PNG header keep the layout")
        XCTAssertTrue(html.contains("<title>bounce: 0.100–0.600 s</title>"), "the motion on the timeline")
        XCTAssertTrue(html.contains(##"<a href="#assert-2">"##), "asserts on the timeline link to their entries")
        XCTAssertEqual(html.components(separatedBy: "<script>").count - 1, 1, "one script: the slider")
    }
}
