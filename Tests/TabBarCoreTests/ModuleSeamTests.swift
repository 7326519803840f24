import Foundation
import TestSupport
import XCTest

/// Issue 44: the seams between the host and the review tools, read from Package.swift and the
/// sources. TabBarKit is the library other programs embed: it must not bring the review tools,
/// giflib or the QA scripts; the module diagram of DEVELOPERS.md is Package.swift's own.
final class ModuleSeamTests: XCTestCase {
    /// What a program embedding the bar must not link: the review tools and what only they need.
    static let reviewModules: Set<String> = [
        "TabBarReviewWindow", "TabBarReview", "TabBarMotionReview", "TabBarGIF", "CGif",
    ]

    func testKit_DependsOnNoReviewModule_NorGiflib() throws {
        let graph = try PackageGraph.load()
        XCTAssertEqual(graph.kinds["TabBarKit"], .target)
        let linked = graph.closure(of: "TabBarKit")
        XCTAssertTrue(linked.contains("TabBarCairo") && linked.contains("CX11"), "\(linked.sorted())")
        XCTAssertEqual(linked.intersection(Self.reviewModules), [], "TabBarKit links review modules")
        // The review window is built on the host, never the other way.
        XCTAssertTrue(graph.closure(of: "TabBarReviewWindow").contains("TabBarKit"))
    }

    func testKitSources_ImportNoReviewModule() throws {
        let sources = try ArchitectureTests.swiftSources(in: "Sources/TabBarKit")
        XCTAssertGreaterThan(sources.count, 5)
        for (file, text) in sources {
            for module in ArchitectureTests.imports(in: text) where Self.reviewModules.contains(module) {
                XCTFail("Sources/TabBarKit/\(file) imports \(module)")
            }
        }
    }

    /// A module imports only what Package.swift says it depends on (SwiftPM lets a target
    /// import a module its dependencies bring, so a seam could leak without this).
    func testEverySourceModule_ImportsOnlyItsDeclaredDependencies() throws {
        let graph = try PackageGraph.load()
        let system: Set<String> = ["Glibc", "Synchronization", "Foundation", "Dispatch"]
        for module in graph.sourceModules {
            let allowed = Set(module.dependencies).union(system).union([module.name])
            for (file, text) in try ArchitectureTests.swiftSources(in: "Sources/" + module.name) {
                for imported in ArchitectureTests.imports(in: text) where !allowed.contains(imported) {
                    XCTFail("Sources/\(module.name)/\(file) imports \(imported), not in its Package.swift dependencies")
                }
            }
        }
    }

    /// DEVELOPERS.md shows the module diagram as Package.swift declares it, between two
    /// markers; when a dependency changes, paste the block this test prints.
    func testDevelopersDiagram_IsPackageSwifts() throws {
        let graph = try PackageGraph.load()
        XCTAssertTrue(graph.diagram.contains("TabBarLoading"))
        XCTAssertTrue(graph.diagram.contains("\ntabbar "))
        let url = Repository.root().appendingPathComponent("DEVELOPERS.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- module diagram: generated from Package.swift by ModuleSeamTests -->\n```\n"
        guard let start = text.range(of: begin), let end = text[start.upperBound...].range(of: "\n```") else {
            return XCTFail("DEVELOPERS.md has no module diagram block; add:\n\(begin)\(graph.diagram)\n```")
        }
        let shown = String(text[start.upperBound..<end.lowerBound])
        XCTAssertEqual(
            shown, graph.diagram,
            "DEVELOPERS.md's diagram differs from Package.swift; it should read:\n\(graph.diagram)")
    }

    /// The manifest reader reads what the manifest says: kinds, lists over several lines, none.
    func testPackageGraph_ReadsTargetsAndTheirDependencies() {
        let graph = PackageGraph(
            manifest: """
                .systemLibrary(name: "CX", path: "x"),
                .target(name: "A"),
                .target(
                    name: "B",
                    dependencies: [
                        "A", "CX",
                    ]),
                .executableTarget(name: "c", dependencies: ["B"], path: "p"),
                .testTarget(name: "BTests", dependencies: ["B"]),
                """)
        XCTAssertEqual(
            graph.kinds,
            ["CX": .systemLibrary, "A": .target, "B": .target, "c": .executableTarget, "BTests": .testTarget])
        XCTAssertEqual(graph.dependencies["A"], [])
        XCTAssertEqual(graph.dependencies["B"], ["A", "CX"])
        XCTAssertEqual(graph.closure(of: "c"), ["A", "B", "CX"])
    }
}
