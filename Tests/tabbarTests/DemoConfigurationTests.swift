import TabBarCairo
import TabBarCore
import TabBarDemo
import TestSupport
import XCTest

@testable import tabbar

/// The ready-made demos in assets/demos: each loads, and between them they show every animation.
final class DemoConfigurationTests: XCTestCase {
    static let demos = [
        "ramotion.json", "ramotion-flips.json", "rdv.json", "uikit-bounce.json", "colorful.json",
        "es-badges.json", "everything.json", "hyb-transitions.json", "es-centre.json", "more.json",
        "lottie.json",
    ]

    func load(_ name: String) throws -> AppConfiguration {
        try DemoConfiguration.load("demos/" + name, catalog: .demo)
    }

    func testEveryDemo_Loads() throws {
        for demo in Self.demos {
            XCTAssertNoThrow(try load(demo), demo)
        }
        XCTAssertNoThrow(try DemoConfiguration.load("demo.json", catalog: .demo))
    }

    func testDemos_UseEveryAnimationNameAndShowAtMostFiveSlots() throws {
        var used: Set<String> = []
        for demo in Self.demos {
            let configuration = try load(demo)
            XCTAssertLessThanOrEqual(BarSlot.slots(tabCount: configuration.tabs.count).count, 5, demo)
            used.formUnion(configuration.tabs.map(\.animation.name))
        }
        let missing = Set(ItemAnimationCatalog.builtIn.names).subtracting(used)
        XCTAssertEqual(missing, [], "animations no demo uses")
        XCTAssertTrue(used.contains("jelly"), "the custom animation is shown")
    }

    func testRamotionDemos_ShowAllNineRamotionAnimations() throws {
        let names = Set(
            try load("ramotion.json").tabs.map(\.animation.name)
                + load("ramotion-flips.json").tabs.map(\.animation.name))
        XCTAssertEqual(
            names,
            [
                "bounce", "rotate-left", "rotate-right", "fume", "frames", "flip-left", "flip-right", "flip-top",
                "flip-bottom",
            ])
    }
}
