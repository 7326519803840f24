import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

@testable import tabbar

/// Issue 40, "one truth": the headless path every review tool samples (`HeadlessWindow`, fed
/// each motion's `MotionRecipe`) shows, at every sampled time, exactly the frame the real
/// window shows at that time under `--fixed-step`, pixel for pixel: for every demo
/// configuration, left to right and right to left, every transition role from two tabs (the
/// raised or More item among them where there is one) and every item animation (on two items
/// that have it, and the raised or More item). One window per configuration and direction
/// plays all of them in turn (`LockstepWindows`).
///
/// `make test` plays every configuration; `make check` (`TestTier.check`) a sample.
final class HeadlessEqualsWindowTests: TemporaryDirectoryTestCase {
    static let configs = [
        "demo.json", "demos/colorful.json", "demos/es-badges.json", "demos/es-centre.json", "demos/everything.json",
        "demos/hyb-transitions.json", "demos/more.json", "demos/ramotion-flips.json", "demos/ramotion.json",
        "demos/rdv.json", "demos/uikit-bounce.json",
    ]
    /// What `make check` plays: the transitions, the raised item and the More item, each in
    /// one direction.
    static let sampled = [
        ("demos/hyb-transitions.json", true), ("demos/es-centre.json", false), ("demos/more.json", true),
    ]

    func testHeadlessFrames_AreTheWindowsFrames() throws {
        let runs = TestTier.current == .full ? Self.configs.flatMap { [($0, false), ($0, true)] } : Self.sampled
        var compared = 0
        for (config, rightToLeft) in runs {
            compared += try check(config, rightToLeft: rightToLeft)
        }
        XCTAssertGreaterThan(compared, 0)
        print("headless equals window: \(compared) frames compared in \(runs.count) windows")
    }

    /// Issue 41's "everywhere": Lottie items (the Lottie demo: four icons under the colourful
    /// mask, one with a badge) play in the headless path every review tool samples exactly as
    /// in the window, frame for frame, in both directions.
    func testLottieDemo_HeadlessFramesAreTheWindowsFrames() throws {
        var compared = 0
        for rightToLeft in [false, true] {
            compared += try check("demos/lottie.json", rightToLeft: rightToLeft)
        }
        XCTAssertGreaterThan(compared, 0)
        print("lottie: headless equals window: \(compared) frames compared")
    }

    /// Plays every motion of `config` in one window; returns how many frames were compared.
    func check(_ config: String, rightToLeft: Bool) throws -> Int {
        let path = try rightToLeft ? DemoConfigCopy.rightToLeft(config, into: directory) : Self.asset(config)
        let name = config.split(separator: "/").last.map(String.init)! + (rightToLeft ? " rtl" : "")
        let windows = try LockstepWindows(
            config: path, name: name,
            failures: Repository.root().appendingPathComponent(
                "Tests/tabbarTests/__Failures__/HeadlessEqualsWindow"))
        var compared = 0
        for recipe in Self.motions(of: windows.headless.controller) {
            compared += try play(recipe, in: windows)
        }
        try windows.close()
        return compared
    }

    /// Brings both windows to where `recipe` starts, plays it, and compares frames from its
    /// first to its end and the rest after; returns how many frames were compared.
    func play(_ recipe: MotionRecipe, in windows: LockstepWindows) throws -> Int {
        let what = "\(windows.name): \(recipe.name)"
        var setups = 0
        while let inputs = try recipe.nextSetup(in: windows.headless), setups < 8 {
            try windows.send(inputs)
            try windows.settle()
            setups += 1
        }
        let inputs = try recipe.startInputs(in: windows.headless)
        // The motion as the review tools play it, from a fresh window: where it ends and how long.
        let recorded = try RecordedMotion.play(
            recipe, configuration: windows.headless.controller.configuration, viewport: Size.defaultWindow,
            measurer: windows.renderer.text)
        let end = recorded.lastFrame
        let mark = windows.session.app.lineCount
        let samples = Set([1, end / 3, 2 * end / 3, end, end + 1].map { max(1, $0) })
        var shown = 0
        var compared: Set<Int> = []
        func compare() throws {
            guard samples.contains(shown), compared.insert(shown).inserted else { return }
            XCTAssertEqual(
                try windows.mismatch("\(what) frame \(shown)"), 0,
                "\(what), frame \(shown): pixels differ from the window's")
        }
        // Inputs come at their frames, each batch stepping one frame on; between them, steps
        // to the frames sampled.
        for target in samples.union(inputs.map(\.frame)).sorted() {
            if shown < target {
                try windows.step(target - shown)
                shown = target
                try compare()
            }
            if let batch = inputs.first(where: { $0.frame == target }) {
                try windows.send(batch.events)
                shown = target + 1
                try compare()
            }
        }
        try windows.settle()
        // One duration everywhere: the tools' (headers, strips, GIFs) is the window's trace's, from
        // the motion's first input (a press held first: the select it ends in begins at the release).
        if let traced = Self.tracedDuration(of: recipe, in: windows.session.app.events.dropFirst(mark)) {
            let held = Double(inputs.map(\.frame).max() ?? 0) / 60
            XCTAssertEqual(recorded.duration, held + traced, accuracy: 2e-6, "\(what): duration, tools versus trace")
        }
        return compared.count
    }

    /// How long the window's trace says `recipe`'s motion lasted (its begin and end lines);
    /// nil when it traces none (a hijacked item's press).
    static func tracedDuration(of recipe: MotionRecipe, in events: ArraySlice<[String: Any]>) -> Double? {
        func matches(_ event: [String: Any]) -> Bool {
            switch recipe.motion {
            case .item(let role, let slot):
                event["event"] as? String == "animation" && event["index"] as? Int == slot
                    && event["kind"] as? String == role.rawValue
            case .transition(_, let role, _):
                event["event"] as? String == "transition" && event["kind"] as? String == role.rawValue
            case .indicator:
                event["event"] as? String == "animation" && event["kind"] as? String == "indicator"
            }
        }
        let lines = events.filter(matches)
        guard let begin = lines.first(where: { $0["phase"] as? String == "begin" })?["t_ms"] as? Double,
            let end = lines.first(where: { $0["phase"] as? String == "end" })?["t_ms"] as? Double
        else { return nil }
        return (end - begin) / 1000
    }

    /// The motions a window of `controller`'s configuration plays: each item animation on two
    /// items that have it, the raised or More item, and each transition role from two tabs
    /// that can play it, each tab's own transition (the raised or More tab first).
    static func motions(of controller: TabBarController) -> [MotionRecipe] {
        let items = controller.items
        let special = items.indices.filter { items[$0].isRaised || items[$0].isMoreItem }
        var slots: [Int] = []
        for name in Set(items.map(\.animation.name)).sorted() {
            slots += items.indices.filter { items[$0].animation.name == name && !special.contains($0) }.prefix(2)
        }
        var recipes = (slots + special).map { MotionRecipe(.item(.select, slot: $0)) }
        for role in TransitionRole.allCases {
            let playable = (special + items.indices.filter { !special.contains($0) }).filter {
                MotionRecipe.canPlay(role, slot: $0, in: controller)
            }
            for slot in playable.prefix(2) {
                recipes.append(MotionRecipe(.transition(kind(role, slot: slot, in: controller), role, slot: slot)))
            }
        }
        return recipes
    }

    /// The transition slot `slot`'s page plays in `role`, as configured.
    static func kind(_ role: TransitionRole, slot: Int, in controller: TabBarController) -> TransitionKind {
        let configuration = controller.configuration
        let tab: TabItem? = if case .tab(let t) = controller.slots[slot] { configuration.tabs[t] } else { nil }
        switch role {
        case .push, .pop: return tab?.pushTransition ?? configuration.navigation.pushTransition
        case .present, .dismiss: return tab?.presentTransition ?? configuration.navigation.presentTransition
        case .tab: return configuration.navigation.tabTransition
        }
    }

    static func asset(_ config: String) -> String {
        Repository.root().appendingPathComponent("assets/" + config).path
    }
}

/// A copy of a demo configuration, changed by `edit`, in a folder shaped like `assets` (its
/// icons and frames linked in) so that its relative paths still hold.
enum DemoConfigCopy {
    static func write(
        _ config: String, as name: String? = nil, into directory: URL, edit: (inout [String: Any]) -> Void
    ) throws -> String {
        let assets = Repository.root().appendingPathComponent("assets")
        let root = directory.appendingPathComponent("assets-copy")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("demos"), withIntermediateDirectories: true)
        for folder in ["icons", "frames", "lottie"]
        where !manager.fileExists(atPath: root.appendingPathComponent(folder).path) {
            try manager.createSymbolicLink(
                at: root.appendingPathComponent(folder), withDestinationURL: assets.appendingPathComponent(folder))
        }
        let data = try Data(contentsOf: assets.appendingPathComponent(config))
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TestSupportError("\(config) is not a JSON object")
        }
        object["$schema"] = nil
        edit(&object)
        let folder = root.appendingPathComponent(config).deletingLastPathComponent()
        let path = folder.appendingPathComponent(name ?? (config as NSString).lastPathComponent)
        try JSONSerialization.data(withJSONObject: object).write(to: path)
        return path.path
    }

    /// `config` laid out right to left.
    static func rightToLeft(_ config: String, into directory: URL) throws -> String {
        try write(config, into: directory) { $0["direction"] = "rtl" }
    }
}
