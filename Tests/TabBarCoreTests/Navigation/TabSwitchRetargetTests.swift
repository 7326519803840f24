import XCTest

@testable import TabBarCore

/// Issue 9, defect 11: a tab switch during a slide retargets the running slide from where
/// it is, instead of playing a second slide after the first; the page never disagrees with
/// the bar. Page actions still queue.
final class TabSwitchRetargetTests: XCTestCase {
    func page(_ title: String) -> PageEntry {
        PageEntry(spec: PageSpec(kind: .grid, title: title, accent: .systemBlue))
    }

    func navigator(spring: Bool = false, tab: TransitionKind = .slide) -> Navigator {
        var settings = NavigationSettings()
        settings.tabTransition = tab
        settings.timing.spring = spring
        return Navigator(roots: ["A", "B", "C", "D"].map(page), currentSlot: 0, settings: settings)
    }

    /// Where each tab's page is on screen at `time`, in page widths (0 = in place), as the
    /// slide draws it; a tab missing from the result is not on screen.
    func offsets(_ nav: Navigator, at time: Double) -> [Int: Double] {
        guard let active = nav.transition(at: time) else { return [nav.currentSlot: 0] }
        guard let strip = active.strip else { return [:] }
        let position = active.stripPosition(at: time) ?? .nan
        return Dictionary(
            strip.visible(at: position).map { ($0.page.side.slot, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    func forward(_ yes: Bool) -> TransitionParameters { TransitionParameters(slideForward: yes) }

    func testSwitchDuringASlide_ContinuesFromWhereItIsWithoutAJump() {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0, parameters: forward(true))
        let before = offsets(nav, at: 0.2)
        XCTAssertEqual(before.count, 2, "A and B both on screen mid-slide")
        let events = nav.perform(.switchTab(2), at: 0.2, parameters: forward(true))
        XCTAssertEqual(
            events,
            [
                .transition(name: .slide, role: .tab, phase: .end, time: 0.2),
                .transition(name: .slide, role: .tab, phase: .begin, time: 0.2),
            ])
        XCTAssertEqual(nav.currentSlot, 2, "the page heads for the tab the bar shows, now")
        let after = offsets(nav, at: 0.2)
        for (tab, offset) in before {
            XCTAssertEqual(after[tab] ?? .nan, offset, accuracy: 1e-9, "tab \(tab) stays where it was")
        }
        // One slide, not two back to back: it ends half a second after the retarget, on C.
        XCTAssertEqual(offsets(nav, at: 0.7), [2: 0])
        XCTAssertFalse(nav.isAnimating(at: 0.7))
        XCTAssertEqual(nav.transition(at: 0.69)?.incoming.slot, 2)
    }

    func testSwitchDuringASlide_MovesSmoothlyEveryFrame() {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0, parameters: forward(true))
        var previous: [Int: Double] = offsets(nav, at: 0)
        for frame in 1...60 {
            let t = Double(frame) / 60
            if frame == 10 { _ = nav.perform(.switchTab(3), at: t, parameters: forward(true)) }
            if frame == 20 { _ = nav.perform(.switchTab(0), at: t, parameters: forward(false)) }
            _ = nav.advance(to: t)
            let now = offsets(nav, at: t)
            for (tab, offset) in now {
                guard let old = previous[tab] else { continue }
                // 3 % of the width per 1/240 s is 12 % per 1/60 s frame.
                XCTAssertLessThan(abs(offset - old), 0.12, "tab \(tab) jumped at frame \(frame)")
            }
            previous = now
        }
        XCTAssertEqual(nav.currentSlot, 0)
        XCTAssertEqual(offsets(nav, at: 1), [0: 0])
    }

    func testRetarget_KeepsTheSlidesSpeed() throws {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0, parameters: forward(true))
        func speed(_ time: Double) -> Double {
            // Tab 1's page moves left as the camera moves right: its offset falls.
            let h = 0.0005
            return ((offsets(nav, at: time + h)[1] ?? .nan) - (offsets(nav, at: time - h)[1] ?? .nan)) / (2 * h)
        }
        let before = speed(0.2 - 0.001)
        XCTAssertLessThan(before, -1, "mid-slide the page moves fast")
        _ = nav.perform(.switchTab(2), at: 0.2, parameters: forward(true))
        XCTAssertEqual(speed(0.2 + 0.001), before, accuracy: abs(before) * 0.05, "no stall at the retarget")
        XCTAssertEqual(offsets(nav, at: 0.7), [2: 0], "and it still ends on tab 2")
    }

    func testSwitchingBack_ReversesTheSlideWithoutANewPage() {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0, parameters: forward(true))
        let before = offsets(nav, at: 0.25)
        _ = nav.perform(.switchTab(0), at: 0.25, parameters: forward(false))
        XCTAssertEqual(nav.transition(at: 0.25)?.strip?.pages.count, 2, "A comes back; no second copy of A")
        XCTAssertEqual(offsets(nav, at: 0.25)[0] ?? .nan, before[0] ?? .nan, accuracy: 1e-9)
        XCTAssertEqual(offsets(nav, at: 0.75), [0: 0])
    }

    func testSpringOvershoot_NeverShowsPastTheLastPage() {
        var nav = navigator(spring: true)
        _ = nav.perform(.switchTab(1), at: 0, parameters: forward(true))
        let end = nav.transition(at: 0)?.end ?? 0
        for step in 0...100 {
            let t = end * Double(step) / 100
            let shown = offsets(nav, at: t)
            // The pages on screen always cover it: two side by side, or one in place.
            let covered =
                shown.values.contains { abs($0) < 1e-9 } || (shown.count == 2 && shown.values.contains { $0 < 0 })
            XCTAssertTrue(covered, "t \(t): \(shown)")
        }
    }

    func testSwitchDuringAPush_FollowsTheBarAtOnce() {
        var nav = navigator()
        _ = nav.perform(.push(PageEntry(spec: PageSpec(kind: .detail, title: "D", accent: .systemBlue))), at: 0)
        _ = nav.perform(.switchTab(1), at: 0.2, parameters: forward(true))
        XCTAssertEqual(nav.currentSlot, 1)
        let slide = try? XCTUnwrap(nav.transition(at: 0.2))
        XCTAssertEqual(slide?.role, .tab)
        XCTAssertEqual(slide?.interrupted?.transition.role, .push, "the half-done push leaves as it looked")
        XCTAssertEqual(slide?.interrupted?.time, 0.2)
        XCTAssertEqual(nav.stacks[0].count, 2, "the push itself is kept")
        XCTAssertFalse(nav.isAnimating(at: 0.7))
    }

    func testSwitchDuringACrossFade_StartsAFadeFromThePictureOnScreen() {
        var nav = navigator(tab: .crossDissolve)
        _ = nav.perform(.switchTab(1), at: 0)
        _ = nav.perform(.switchTab(2), at: 0.1)
        XCTAssertEqual(nav.transition(at: 0.1)?.interrupted?.transition.incoming.slot, 1)
        XCTAssertEqual(nav.transition(at: 0.1)?.incoming.slot, 2)
        // However many switches, the chain of pictures stays short.
        for i in 0..<30 { _ = nav.perform(.switchTab(i % 4), at: 0.2 + Double(i) * 0.01) }
        XCTAssertLessThanOrEqual(nav.transition(at: 0.5)?.interrupted?.depth ?? 0, Navigator.interruptionLimit)
    }

    func testSwitchDuringAPresent_Waits() {
        var nav = navigator()
        let sheet = PageEntry(spec: PageSpec(kind: .sheet, title: "S", accent: .white), transition: .modal)
        _ = nav.perform(.present(sheet, origin: nil), at: 0)
        _ = nav.perform(.switchTab(1), at: 0.1)
        XCTAssertEqual(nav.currentSlot, 0)
        _ = nav.advance(to: 0.5)
        XCTAssertEqual(nav.currentSlot, 1)
        XCTAssertNil(nav.transition(at: 0.5), "under a modal the tab changes unseen, without a slide")
    }

    func testPageActionsDuringASlide_StillQueue() {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0)
        XCTAssertEqual(nav.perform(.push(page("P")), at: 0.1), [], "waits for the slide")
        _ = nav.advance(to: 0.5)
        XCTAssertEqual(nav.stacks[1].count, 2, "then pushes on the tab on screen")
    }

    /// Issue 11, item 13: a reselect that waited behind a transition acts on the tab on
    /// screen when it runs, not on the tab that was left.
    func testReselectAfterASwitch_ActsOnTheNewTab() {
        var nav = navigator()
        _ = nav.perform(.switchTab(1), at: 0)
        _ = nav.advance(to: 1)
        nav.scroll(by: 200, maxScroll: 500, at: 1)
        _ = nav.perform(.switchTab(0), at: 2)
        _ = nav.advance(to: 3)
        nav.scroll(by: 100, maxScroll: 500, at: 3)
        _ = nav.perform(.push(page("P")), at: 4)
        _ = nav.perform(.switchTab(1), at: 4.1)
        XCTAssertEqual(nav.perform(.reselect, at: 4.2), [], "waits for the slide")
        let events = nav.advance(to: 4.6)
        XCTAssertTrue(events.contains(.navigation(slot: 1, action: .scrollToTop, depth: 1)), "\(events)")
        XCTAssertEqual(nav.stacks[1][0].scroll.value(at: 5), 0)
        XCTAssertEqual(nav.stacks[0][0].scroll.value(at: 5), 100, "the tab left is untouched")
        XCTAssertEqual(nav.stacks[0].count, 2, "and not popped")
    }

    func testReselect_PopsToRootWhenDeep() {
        var nav = navigator()
        _ = nav.perform(.push(page("P")), at: 0)
        _ = nav.advance(to: 1)
        XCTAssertEqual(nav.perform(.reselect, at: 1).first, .navigation(slot: 0, action: .popToRoot, depth: 1))
        _ = nav.advance(to: 2)
        XCTAssertEqual(nav.perform(.reselect, at: 2), [], "at the top already: nothing to do")
    }
}
