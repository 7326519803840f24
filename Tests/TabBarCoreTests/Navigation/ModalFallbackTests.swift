import XCTest

@testable import TabBarCore

/// HYB's modal presents and dismisses only. Chosen for a push, pop or tab switch, whose end
/// shows one page alone, it would end on a half-sheet and then jump to the full page, so
/// those roles play their default instead: push for push and pop, none for a tab switch.
final class ModalFallbackTests: XCTestCase {
    func navigator() -> Navigator {
        let root = { (title: String) in PageEntry(spec: PageSpec(kind: .grid, title: title, accent: .systemBlue)) }
        return Navigator(roots: [root("A"), root("B")], currentSlot: 0)
    }

    func testModalPushAndPop_PlayAPush() {
        var nav = navigator()
        let detail = PageEntry(spec: PageSpec(kind: .detail, title: "D", accent: .systemBlue), transition: .modal)
        XCTAssertEqual(
            nav.perform(.push(detail), at: 0).last, .transition(name: .push, role: .push, phase: .begin, time: 0))
        _ = nav.advance(to: 1)
        XCTAssertEqual(nav.perform(.pop, at: 1).last, .transition(name: .push, role: .pop, phase: .begin, time: 1))
    }

    func testModalTabSwitch_SwitchesAtOnce() {
        var nav = navigator()
        nav.settings.tabTransition = .modal
        XCTAssertEqual(nav.perform(.switchTab(1), at: 0), [])
        XCTAssertNil(nav.transition(at: 0))
        XCTAssertEqual(nav.currentSlot, 1)
    }

    func testModalPresent_StaysAModal() {
        var nav = navigator()
        let sheet = PageEntry(spec: PageSpec(kind: .sheet, title: "S", accent: .white), transition: .modal)
        XCTAssertEqual(
            nav.perform(.present(sheet, origin: nil), at: 0).last,
            .transition(name: .modal, role: .present, phase: .begin, time: 0))
    }
}
