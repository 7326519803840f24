import XCTest

@testable import TabBarCore

final class NavigatorTests: XCTestCase {
    func page(_ title: String, kind: PageKind = .grid) -> PageEntry {
        PageEntry(spec: PageSpec(kind: kind, title: title, accent: .systemBlue))
    }

    func detail(hidesBar: Bool = false, transition: TransitionKind = .push) -> PageEntry {
        PageEntry(
            spec: PageSpec(kind: .detail, title: "Detail", accent: .systemBlue), hidesBar: hidesBar,
            transition: transition)
    }

    func navigator() -> Navigator {
        Navigator(roots: [page("A"), page("B"), page("C")], currentSlot: 0)
    }

    func testPushAndPop_ChangeDepthAndTraceTransitions() {
        var nav = navigator()
        XCTAssertEqual(
            nav.perform(.push(detail()), at: 0),
            [
                .navigation(slot: 0, action: .push, depth: 2),
                .transition(name: .push, role: .push, phase: .begin, time: 0),
            ])
        XCTAssertEqual(nav.depth, 2)
        XCTAssertTrue(nav.isAnimating(at: 0.49))
        XCTAssertEqual(nav.advance(to: 0.6), [.transition(name: .push, role: .push, phase: .end, time: 0.5)])
        XCTAssertEqual(
            nav.perform(.pop, at: 1),
            [
                .navigation(slot: 0, action: .pop, depth: 1),
                .transition(name: .push, role: .pop, phase: .begin, time: 1),
            ])
        XCTAssertEqual(nav.depth, 1)
        _ = nav.advance(to: 2)
        XCTAssertEqual(nav.perform(.pop, at: 2), [], "the root is never popped")
    }

    func testPopToRoot_LeavesOnlyTheRoot() {
        var nav = navigator()
        _ = nav.perform(.push(detail()), at: 0)
        _ = nav.advance(to: 1)
        _ = nav.perform(.push(detail()), at: 1)
        _ = nav.advance(to: 2)
        let events = nav.perform(.popToRoot, at: 2)
        XCTAssertEqual(events.first, .navigation(slot: 0, action: .popToRoot, depth: 1))
        XCTAssertEqual(nav.currentStack.map(\.spec.title), ["A"])
    }

    func testPresentAndDismiss_CountTheModal() {
        var nav = navigator()
        let sheet = PageEntry(spec: PageSpec(kind: .sheet, title: "Sheet", accent: .white), transition: .modal)
        XCTAssertEqual(
            nav.perform(.present(sheet, origin: nil), at: 0).first, .navigation(slot: 0, action: .present, depth: 2))
        XCTAssertNotNil(nav.presented)
        _ = nav.advance(to: 1)
        XCTAssertEqual(nav.perform(.push(detail()), at: 1), [], "pages do not push under a modal")
        XCTAssertEqual(nav.perform(.dismiss, at: 1).first, .navigation(slot: 0, action: .dismiss, depth: 1))
        XCTAssertNil(nav.presented)
    }

    func testActionsDuringATransition_WaitAndRunInOrder() {
        var nav = navigator()
        _ = nav.perform(.push(detail()), at: 0)
        XCTAssertEqual(nav.perform(.push(detail()), at: 0.1), [], "queued, not started")
        XCTAssertEqual(nav.perform(.pop, at: 0.2), [])
        XCTAssertEqual(nav.depth, 2)
        // At 0.5 the push ends; the queued push starts at exactly 0.5 and ends at 1.0; then the pop.
        XCTAssertEqual(
            nav.advance(to: 1.2),
            [
                .transition(name: .push, role: .push, phase: .end, time: 0.5),
                .navigation(slot: 0, action: .push, depth: 3),
                .transition(name: .push, role: .push, phase: .begin, time: 0.5),
                .transition(name: .push, role: .push, phase: .end, time: 1.0),
                .navigation(slot: 0, action: .pop, depth: 2),
                .transition(name: .push, role: .pop, phase: .begin, time: 1.0),
            ])
        XCTAssertNotNil(nav.transition(at: 1.2))
        _ = nav.advance(to: 2)
        XCTAssertFalse(nav.isAnimating(at: 2))
    }

    /// Pushes and pops asked for every 50 ms, faster than a transition lasts: the trace's
    /// transitions never overlap (each begins at or after the one before ended, and ends
    /// once), and at every sampled instant the transition on screen is the one the trace says
    /// is running.
    func testTransitionOnScreen_IsNeverTwoAtOnce() {
        var nav = navigator()
        var events: [NavigationEvent] = []
        var onScreen: [(time: Double, start: Double?)] = []
        for i in 0..<40 {
            let t = Double(i) * 0.05
            events += nav.perform(i % 2 == 0 ? .push(detail()) : .pop, at: t)
            for step in 0..<5 {
                let s = t + Double(step) * 0.01
                events += nav.advance(to: s)
                onScreen.append((s, nav.transition(at: s)?.start))
            }
        }
        events += nav.advance(to: 100)
        XCTAssertNil(nav.transition(at: 100))
        XCTAssertEqual(nav.queue.count, 0)
        let phases = events.compactMap { event -> (phase: AnimationPhase, time: Double)? in
            guard case .transition(_, _, let phase, let time) = event else { return nil }
            return (phase, time)
        }
        XCTAssertGreaterThan(phases.count, 8, "several transitions ran")
        var running: Double?
        var lastEnd = -Double.infinity
        var spans: [ClosedRange<Double>] = []
        for (phase, time) in phases {
            switch phase {
            case .begin:
                XCTAssertNil(running, "a transition began at \(time) while the one from \(running ?? 0) ran")
                XCTAssertGreaterThanOrEqual(time, lastEnd, "began at \(time), before the last ended at \(lastEnd)")
                running = time
            case .end:
                guard let start = running else { return XCTFail("an end at \(time) without a begin") }
                spans.append(start...time)
                lastEnd = time
                running = nil
            }
        }
        XCTAssertNil(running, "every transition ended")
        for (time, start) in onScreen {
            let traced = spans.first { $0.lowerBound <= time && time < $0.upperBound }?.lowerBound
            XCTAssertEqual(start, traced, "at \(time) the transition on screen is the traced one")
        }
    }

    func testQueue_IsBounded() {
        var nav = navigator()
        _ = nav.perform(.push(detail()), at: 0)
        for _ in 0..<20 { _ = nav.perform(.pop, at: 0.1) }
        XCTAssertEqual(nav.queue.count, Navigator.queueLimit)
    }

    func testBarHidesWithThePushedPageAndComesBackOnPop() {
        var nav = navigator()
        _ = nav.perform(.push(detail(hidesBar: true)), at: 0)
        XCTAssertEqual(nav.barHiddenFraction(at: 0), 0)
        XCTAssertEqual(nav.barHiddenFraction(at: 0.12), 0.5, accuracy: 1e-9)
        XCTAssertEqual(nav.barHiddenFraction(at: 0.24), 1)
        _ = nav.advance(to: 0.5)
        _ = nav.perform(.pop, at: 0.5)
        XCTAssertEqual(nav.barHiddenFraction(at: 0.74), 0)
    }

    func testQuickPushPop_BarRetargetsAndEndsShown() {
        var nav = navigator()
        _ = nav.perform(.push(detail(hidesBar: true)), at: 0)
        _ = nav.perform(.pop, at: 0.1)
        // The pop waits for the push (ends 0.5), then the bar comes back from fully hidden.
        _ = nav.advance(to: 0.5)
        XCTAssertEqual(nav.barHiddenFraction(at: 0.5), 1)
        XCTAssertEqual(nav.barHiddenFraction(at: 0.74), 0)
        XCTAssertFalse(nav.isAnimating(at: 1.0))
    }

    func testBarHiddenByProgram_OutlivesNavigation() {
        var nav = navigator()
        nav.setBarHidden(true, animated: false, at: 0)
        XCTAssertEqual(nav.barHiddenFraction(at: 0), 1)
        _ = nav.perform(.push(detail()), at: 1)
        _ = nav.advance(to: 2)
        _ = nav.perform(.pop, at: 2)
        XCTAssertEqual(nav.barHiddenFraction(at: 3), 1)
        nav.setBarHidden(false, animated: true, at: 3)
        XCTAssertEqual(nav.barHiddenFraction(at: 3.12), 0.5, accuracy: 1e-9)
    }

    func testTabSwitch_KeepsEachStackAndScroll() {
        var nav = navigator()
        nav.scroll(by: 120, maxScroll: 500, at: 0)
        _ = nav.perform(.push(detail()), at: 1)
        _ = nav.advance(to: 2)
        _ = nav.perform(.switchTab(1), at: 2)
        XCTAssertEqual(nav.depth, 1)
        _ = nav.perform(.switchTab(0), at: 3)
        XCTAssertEqual(nav.depth, 2)
        XCTAssertEqual(nav.stacks[0][0].scroll.value(at: 3), 120)
    }

    func testScroll_IsClampedAndScrollsBackToTop() {
        var nav = navigator()
        nav.scroll(by: 900, maxScroll: 300, at: 0)
        XCTAssertEqual(nav.topScroll(at: 1), 300)
        nav.scroll(by: -1000, maxScroll: 300, at: 1)
        XCTAssertEqual(nav.topScroll(at: 2), 0)
        nav.scroll(by: 50, maxScroll: 300, at: 2)
        XCTAssertTrue(nav.scrollToTop(at: 3))
        XCTAssertEqual(nav.topScroll(at: 3.3), 0, accuracy: 1e-9)
        XCTAssertFalse(nav.scrollToTop(at: 4))
    }

    func testSlideTabSwitch_TracesATabTransition() {
        var settings = NavigationSettings()
        settings.tabTransition = .slide
        var nav = Navigator(roots: [page("A"), page("B")], currentSlot: 0, settings: settings)
        XCTAssertEqual(
            nav.perform(.switchTab(1), at: 0), [.transition(name: .slide, role: .tab, phase: .begin, time: 0)])
        XCTAssertEqual(nav.transition(at: 0.1)?.incoming.slot, 1)
        XCTAssertEqual(nav.transition(at: 0.1)?.outgoing.slot, 0)
    }
}

extension NavigatorTests {
    func testTabSwitchesDuringATransition_AreNeverLostAndTheLatestWins() {
        var nav = navigator()
        _ = nav.perform(.push(detail()), at: 0)
        _ = nav.perform(.pop, at: 0.1)
        _ = nav.perform(.switchTab(1), at: 0.2)
        XCTAssertEqual(nav.currentSlot, 1, "the page follows the bar at once")
        _ = nav.perform(.switchTab(2), at: 0.3)
        XCTAssertEqual(nav.currentSlot, 2)
        _ = nav.advance(to: 0.5)
        // The pop aimed at the tab being left is dropped; the page followed the bar to tab 2.
        XCTAssertEqual(nav.currentSlot, 2)
        XCTAssertEqual(nav.stacks[0].count, 2)
        XCTAssertFalse(nav.isAnimating(at: 0.5), "nothing is left waiting, so the window can idle")
    }

    func testManyTabSwitchesWithALongTransition_EndOnTheLastOne() {
        var settings = NavigationSettings()
        settings.timing = TransitionTiming(duration: 10)
        var nav = Navigator(roots: [page("A"), page("B"), page("C")], currentSlot: 0, settings: settings)
        _ = nav.perform(.push(detail()), at: 0)
        for i in 0..<20 { _ = nav.perform(.switchTab(i % 3), at: Double(i) * 0.1) }
        _ = nav.advance(to: 10)
        XCTAssertEqual(nav.currentSlot, 19 % 3)
    }

    func testAnActionAfterATransitionEnded_RunsAfterTheQueuedOnes() {
        var nav = navigator()
        _ = nav.perform(.push(detail()), at: 0)
        _ = nav.perform(.push(detail()), at: 0.1)
        // No advance in between: the queued push runs first (0.5), then this pop waits for it.
        _ = nav.perform(.pop, at: 0.6)
        XCTAssertEqual(nav.depth, 3)
        _ = nav.advance(to: 2)
        XCTAssertEqual(nav.depth, 2)
    }

    func testInstantActionsInTheQueue_AllRun() {
        var settings = NavigationSettings()
        settings.pushTransition = .none
        var nav = Navigator(roots: [page("A")], currentSlot: 0, settings: settings)
        _ = nav.perform(.push(detail(transition: .push)), at: 0)
        _ = nav.perform(.push(detail(transition: .none)), at: 0.1)
        _ = nav.perform(.push(detail(transition: .none)), at: 0.2)
        _ = nav.advance(to: 0.5)
        XCTAssertEqual(nav.depth, 4)
        XCTAssertFalse(nav.isAnimating(at: 0.5))
    }
}
