import TabBarCairo
import TabBarCore
import XCTest

@testable import TabBarReview

/// `tabbar check -o`: a finding's message is wrapped to the sheet, not cut (issue 42's
/// review: an interruption finding's long message ran off the sheet).
final class CheckSheetTests: XCTestCase {
    func testLongMessage_IsWrappedToTheSheetsWidth() throws {
        let measurer = SceneRenderer().text
        let frame = Scene(size: Size(width: 390, height: 844), background: .white, layers: [])
        let message =
            "sequence 49 of seed 1 [0@7 2@9]: changes after the window stops drawing: bar.item.0/0: 2 vs 1 children"
            + " (and the same after a long explanation that no sheet of this width can hold on one line)"
        let finding = CheckFinding(
            file: "uikit-bounce.json", location: nil, motion: "tabs (200 interruptions)", check: .interruptions,
            message: message, count: 1, time: 0.35, previousTime: 0.3333, scenes: [frame, frame])
        let sheet = try XCTUnwrap(CheckSheet(measurer: measurer).scene([finding]))
        let caption = try XCTUnwrap(sheet.layers.first { $0.id == "caption.0" })
        guard case .group(let group) = caption.node else { return XCTFail("\(caption.node)") }
        let lines: [TextRun] = group.children.dropFirst().compactMap {
            if case .text(let run) = $0 { run } else { nil }
        }
        XCTAssertGreaterThan(lines.count, 1, "the message wraps")
        XCTAssertEqual(lines.map(\.text).joined(separator: " "), message, "every word, in order")
        for line in lines {
            XCTAssertLessThanOrEqual(
                measurer.measure(line.text, font: line.font).width, sheet.size.width - 8, line.text)
        }
        let row = try XCTUnwrap(sheet.layers.first { $0.id == "row.0" })
        guard case .group(let strip) = row.node else { return XCTFail("\(row.node)") }
        XCTAssertGreaterThanOrEqual(strip.transform.ty, lines.last.map { $0.frame.maxY } ?? 0, "the frames below it")
    }
}
