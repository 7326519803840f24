import TabBarCore
import XCTest

@testable import TabBarDemo

/// Page kinds plug into the core through `PageKind` and `PageCatalog`: the decoder learns
/// the names from the catalog it is given, and the controller lays pages out and pushes
/// details through the kind alone.
final class PageCatalogTests: XCTestCase {
    func decode(_ json: String, pages: PageCatalog) throws -> AppConfiguration {
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/", pages: pages)
        return try decoder.decode(JSONParser.parse(json))
    }

    func error(_ json: String, pages: PageCatalog) -> String {
        do {
            _ = try decode(json, pages: pages)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testCoreAlone_RejectsTheDemosKinds_NamingItsOwn() {
        let message = error(#"{"tabs": [{"title": "A", "page": {"kind": "grid"}}]}"#, pages: .builtIn)
        XCTAssertTrue(message.contains(#"tabs[0].page.kind: unknown value "grid"; valid: plain, image"#), message)
    }

    /// A library user whose configuration names the demo's kinds learns the one call that
    /// brings them.
    func testCoreAlone_NamesTheCallThatBringsTheDemosKinds() {
        let message = error(#"{"tabs": [{"title": "A", "page": {"kind": "grid"}}]}"#, pages: .builtIn)
        XCTAssertTrue(message.hasSuffix("; " + PageCatalog.demoHint), message)
        XCTAssertTrue(PageCatalog.demoHint.contains("pages: PageCatalog.demo"))
        let wrongType = error(#"{"tabs": [{"title": "A", "page": {"kind": 3}}]}"#, pages: .builtIn)
        XCTAssertFalse(wrongType.contains("PageCatalog.demo"), wrongType)
    }

    func testDemoCatalog_NamesItsKindsFirst_AndSuggestsTheNearest() {
        let message = error(#"{"tabs": [{"title": "A", "page": {"kind": "gird"}}]}"#, pages: .demo)
        XCTAssertTrue(
            message.contains(#"valid: grid, list, button, settings, plain, image; did you mean "grid"?"#), message)
        XCTAssertFalse(message.contains("PageCatalog.demo"), "the demo's catalog needs no hint")
    }

    func testDecodedConfiguration_CarriesTheCatalog_AndTabsWithoutAPageTakeItsDefaultRoots_ThenPlain() throws {
        let tabs = (0..<5).map { #"{"title": "T\#($0)"}"# }.joined(separator: ", ")
        let configuration = try decode(#"{"tabs": [\#(tabs)]}"#, pages: .demo)
        let c = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
        XCTAssertEqual(
            c.navigator.stacks.map { $0.first?.spec.kind.name }, ["grid", "list", "button", "settings", "plain"])
        let plain = TabBarController(
            configuration: try decode(#"{"tabs": [{"title": "A"}]}"#, pages: .builtIn),
            viewport: Size(width: 390, height: 844))
        XCTAssertEqual(plain.navigator.stacks.first?.first?.spec.kind, .plain)
    }

    /// A program's own kind: one full-width row that pushes a detail titled "Row!".
    struct OneRow: PageContent {
        let context: PageContext
        var row: Rect { Rect(x: context.frame.minX, y: context.top, width: context.frame.width, height: 100) }
        var height: Double { 100 }
        var items: [PageItem] { [PageItem(target: .row(0), frame: row)] }
        func nodes() -> [SceneNode] { [.fill(.rect(row), .solid(.systemBlue))] }
    }

    func testAProgramsOwnKind_IsDrawnHitAndPushesItsDetail() throws {
        let kind = PageKind(
            name: "one-row", content: { OneRow(context: $0) },
            detail: { _, page in
                PageSpec(kind: .detail, title: "Row!", accent: page.accent)
            })
        let configuration = try decode(
            #"{"tabs": [{"title": "A", "page": {"kind": "one-row"}}, {"title": "B"}]}"#,
            pages: PageCatalog(kinds: [kind] + PageCatalog.builtIn.kinds))
        let c = TabBarController(configuration: configuration, viewport: Size(width: 390, height: 844))
        let point = Point(x: 195, y: c.pageArea(at: 0).minY + 56 + 50)
        _ = c.handle(.pointerDown(point, button: .primary), at: 0)
        let events = c.handle(.pointerUp(point, button: .primary), at: 0)
        let pushes = events.filter {
            if case .navigation(_, let action, 2) = $0 { "\(action)" == "push" } else { false }
        }
        XCTAssertEqual(pushes.count, 1, "\(events)")
        XCTAssertEqual(c.navigator.currentStack.last?.spec.title, "Row!")
    }
}
