import XCTest

@testable import TabBarCore
@testable import TabBarReview

/// Geometry of the review overlays: HUD, tooltip, focus ring and hover highlight.
final class ReviewOverlayTests: XCTestCase {
    let window = Size(width: 390, height: 844)
    let measurer = EstimatedTextMeasurer()

    func testHUDFrame_SitsInsideTheWindowAtTheTopLeft() {
        for hasMessage in [false, true] {
            let frame = HUD.frame(in: window, hasMessage: hasMessage)
            // Below the 56 px navigation header, so the page's title stays readable.
            XCTAssertEqual(frame.origin, Point(x: 8, y: 64))
            XCTAssertEqual(frame.width, HUD.width)
            XCTAssertEqual(frame.intersection(Rect(origin: .zero, size: window)), frame)
        }
        XCTAssertGreaterThan(
            HUD.frame(in: window, hasMessage: true).height, HUD.frame(in: window, hasMessage: false).height)
        // A tiny window still keeps the panel inside.
        let tiny = Size(width: 100, height: 140)
        let frame = HUD.frame(in: tiny, hasMessage: true)
        XCTAssertLessThanOrEqual(frame.maxX, tiny.width)
        XCTAssertLessThanOrEqual(frame.maxY, tiny.height)
    }

    func testHUDNodes_StayInsideTheirFrame() {
        let stats = HUDStats(
            fps: 60, lastFrameMs: 0.41, p99FrameMs: 0.92, recentFrameMs: Array(repeating: 40, count: 200),
            selectedIndex: 2, clockState: "running", message: "config reload failed: a very long reason")
        let nodes = HUD.nodes(stats, in: window)
        let frame = HUD.frame(in: window, hasMessage: true)
        XCTAssertFalse(nodes.isEmpty)
        for node in nodes { XCTAssertEqual(node.bounds.intersection(frame), node.bounds) }
    }

    func testHUDText_FormatsFixedDecimalsAndWrapsTheMessage() {
        XCTAssertEqual(HUD.fixed(60, 1), "60.0")
        XCTAssertEqual(HUD.fixed(0.405, 2), "0.41")
        XCTAssertEqual(HUD.fixed(0.004, 2), "0.00")
        XCTAssertEqual(HUD.fixed(-1.25, 1), "-1.3")
        XCTAssertEqual(HUD.fixed(.nan, 2), "–")
        let font = FontSpec(size: 10) // 6 px a character
        XCTAssertEqual(
            HUD.wrap("aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii", width: 60, font: font, measurer: measurer),
            ["aaaa bbbb", "cccc dddd", "eeee ffff", "gggg hhhh iiii"])
        XCTAssertEqual(HUD.wrap("short", width: 60, font: font, measurer: measurer), ["short"])
    }

    func testTooltip_SitsAboveTheAnchorCentredOnIt() {
        let anchor = Rect(x: 156, y: 795, width: 78, height: 49)
        let frame = Tooltip.frame(title: "Chat", badge: "3", anchor: anchor, window: window, measurer: measurer)
        XCTAssertLessThanOrEqual(frame.maxY, anchor.minY)
        XCTAssertEqual(frame.midX, anchor.midX, accuracy: 1)
        XCTAssertEqual(Tooltip.text(title: "Chat", badge: "3"), "Chat · badge: 3")
        XCTAssertEqual(Tooltip.text(title: "Chat", badge: nil), "Chat")
        XCTAssertEqual(Tooltip.text(title: "Chat", badge: ""), "Chat")
    }

    func testTooltip_IsClampedInsideTheWindowAtBothEdges() {
        let title = "A rather long title"
        let left = Rect(x: 0, y: 795, width: 78, height: 49)
        let leftFrame = Tooltip.frame(title: title, badge: "12", anchor: left, window: window, measurer: measurer)
        XCTAssertEqual(leftFrame.minX, Tooltip.margin)
        XCTAssertLessThanOrEqual(leftFrame.maxY, left.minY)
        let right = Rect(x: 312, y: 795, width: 78, height: 49)
        let rightFrame = Tooltip.frame(title: title, badge: "12", anchor: right, window: window, measurer: measurer)
        XCTAssertEqual(rightFrame.maxX, window.width - Tooltip.margin)
        // Text wider than the window is cut to it.
        let huge = Tooltip.frame(
            title: String(repeating: "W", count: 200), badge: nil, anchor: left, window: window,
            measurer: measurer)
        XCTAssertGreaterThanOrEqual(huge.minX, 0)
        XCTAssertLessThanOrEqual(huge.maxX, window.width)
    }

    func testTooltip_PointerStaysUnderTheAnchorAndNodesFade() {
        let left = Rect(x: 0, y: 795, width: 78, height: 49)
        let (bubble, pointer) = Tooltip.layout(
            title: "Chat", badge: "", anchor: left, window: window, measurer: measurer)
        XCTAssertEqual(pointer.bounds.midX, left.midX, accuracy: 0.5)
        XCTAssertEqual(pointer.bounds.maxY, bubble.maxY + Tooltip.pointerSize.height)
        XCTAssertTrue(
            Tooltip.nodes(title: "Chat", badge: nil, anchor: left, window: window, opacity: 0, measurer: measurer)
                .isEmpty)
        let nodes = Tooltip.nodes(
            title: "Chat", badge: "", anchor: left, window: window, opacity: 0.5, measurer: measurer)
        guard case .group(let group) = nodes.first else { return XCTFail("expected a group") }
        XCTAssertEqual(group.opacity, 0.5)
    }

    func testTooltip_GoesBelowWhenThereIsNoRoomAbove() {
        let top = Rect(x: 100, y: 0, width: 78, height: 40)
        let frame = Tooltip.frame(title: "Chat", badge: nil, anchor: top, window: window, measurer: measurer)
        XCTAssertGreaterThanOrEqual(frame.minY, top.maxY)
    }

    func testFocusRing_IsA2pxBlueRingInset3px() {
        let item = Rect(x: 78, y: 795, width: 78, height: 49)
        XCTAssertEqual(FocusRing.outerRect(around: item), Rect(x: 81, y: 798, width: 72, height: 43))
        guard
            case .stroke(.roundedRect(let path, let radius), let color, let width) = FocusRing.nodes(around: item).first
        else { return XCTFail("expected a rounded stroke") }
        XCTAssertEqual(width, 2)
        XCTAssertEqual(color, .systemBlue)
        // The stroke is centred on its path: its outer edge is 3 px in, its outer radius 8.
        XCTAssertEqual(path.insetBy(dx: -1, dy: -1), Rect(x: 81, y: 798, width: 72, height: 43))
        XCTAssertEqual(radius + 1, 8)
    }

    func testHoverHighlight_IsInset4pxAt8PercentAlpha() {
        let item = Rect(x: 0, y: 795, width: 78, height: 49)
        for dark in [false, true] {
            let node = HoverHighlight.nodes(around: item, dark: dark).first
            guard case .fill(.roundedRect(let box, let radius), .solid(let color)) = node else {
                return XCTFail("expected a rounded fill")
            }
            XCTAssertEqual(box, Rect(x: 4, y: 799, width: 70, height: 41))
            XCTAssertEqual(radius, 10)
            XCTAssertEqual(color, (dark ? Color.white : .black).withAlpha(0.08))
        }
    }
}
