import Foundation
import Harness
import TabBarCore
import TestPaths

/// One measured situation of `make bench`: a window size and scale, a configuration, and
/// the input that plays its transitions.
struct Scenario {
    enum Action: String {
        /// Tab switches (the tab transition is `none` or `slide`).
        case tabs
        /// A push onto the list tab and a pop.
        case push
        /// A bubble present from tab 1's button and a dismiss.
        case bubble
        /// A half-sheet modal present from tab 2's button and a dismiss.
        case modal
        /// A magic move from tab 0's first card and back.
        case move
    }

    var name: String
    var width: Int
    var height: Int
    var scale: Double
    var tabTransition: String
    var action: Action
    /// Tabs in the bar; more than five shows a More item.
    var tabCount: Int = 4
    /// Draw every frame from scratch (`TABBAR_NO_LAYERS`): the measure before retained layers.
    var noLayers = false
    /// Send every frame through the back buffer (`TABBAR_NO_DIRECT`): the measure before the
    /// server copied moving pages from their own pictures.
    var noDirect = false
    /// Draw every paint on one thread (`TABBAR_NO_BANDS`): the measure before big paints were
    /// shared with a helper thread.
    var oneThread = false
    /// Draw every frame into one back buffer (`TABBAR_BUFFERS=1`): the measure before large
    /// windows drew the next frame while the server copied the last.
    var oneBuffer = false
    /// Keep translucent rectangles in the back buffer (`TABBAR_NO_TINTS`): the measure before
    /// the server laid a push's dim over the copied old page.
    var noTints = false
    /// The tabs show the Lottie demo's icons (assets/lottie) instead of PNGs that bounce:
    /// issue 41's measure, a Lottie item's frames against a PNG item's bounce.
    var lottie = false
    var repeats = 6

    var deviceWidth: Int { Int((Double(width) * scale).rounded()) }
    var deviceHeight: Int { Int((Double(height) * scale).rounded()) }

    /// Every scenario of the report.
    static var all: [Scenario] {
        var list: [Scenario] = []
        let sizes: [(String, Int, Int, Double)] = [
            ("390x844", 390, 844, 1), ("390x844@2x", 390, 844, 2),
            ("1920x1080", 1920, 1080, 1), ("3840x2160", 3840, 2160, 1),
        ]
        for (label, w, h, s) in sizes {
            list.append(
                Scenario(name: "\(label)-tab-none", width: w, height: h, scale: s, tabTransition: "none", action: .tabs)
            )
            // Tab switches with Lottie icons, beside the bouncing PNGs of the row above.
            if label == "390x844" || label == "1920x1080" {
                list.append(
                    Scenario(
                        name: "\(label)-tab-none-lottie", width: w, height: h, scale: s, tabTransition: "none",
                        action: .tabs, lottie: true))
            }
            list.append(
                Scenario(
                    name: "\(label)-tab-slide", width: w, height: h, scale: s, tabTransition: "slide", action: .tabs))
            list.append(
                Scenario(
                    name: "\(label)-tab-slide-unlayered", width: w, height: h, scale: s, tabTransition: "slide",
                    action: .tabs, noLayers: true))
            list.append(
                Scenario(
                    name: "\(label)-tab-slide-buffered", width: w, height: h, scale: s, tabTransition: "slide",
                    action: .tabs, noDirect: true))
            for action in [Action.push, .bubble, .modal, .move] {
                list.append(
                    Scenario(
                        name: "\(label)-\(action.rawValue)", width: w, height: h, scale: s, tabTransition: "slide",
                        action: action, repeats: 3))
            }
            // The push with its dim drawn into the buffer, beside the row above.
            list.append(
                Scenario(
                    name: "\(label)-push-untinted", width: w, height: h, scale: s, tabTransition: "slide",
                    action: .push, noTints: true, repeats: 3))
            // Large windows draw into two buffers; their transitions with one, beside the rows above.
            if w * h >= 2560 * 1440 {
                for action in [Action.push, .bubble, .modal, .move] {
                    list.append(
                        Scenario(
                            name: "\(label)-\(action.rawValue)-onebuffer", width: w, height: h, scale: s,
                            tabTransition: "slide", action: action, oneBuffer: true, repeats: 3))
                }
            }
            // The transitions whose paints are largest, on one thread, beside the rows above.
            if w * h * Int(s * s) >= 1_000_000 {
                for action in [Action.bubble, .move] {
                    list.append(
                        Scenario(
                            name: "\(label)-\(action.rawValue)-onethread", width: w, height: h, scale: s,
                            tabTransition: "slide", action: action, oneThread: true, repeats: 3))
                }
            }
        }
        for count in [2, 3, 5, 7] {
            list.append(
                Scenario(
                    name: "390x844-\(count == 7 ? "more" : "\(count)-tabs")-slide", width: 390, height: 844, scale: 1,
                    tabTransition: "slide", action: .tabs, tabCount: count))
        }
        return list
    }

    /// Writes this scenario's configuration (the HYB demo, its tab transition and tab count)
    /// into `folder` and returns its path. Icon paths are made absolute.
    func writeConfiguration(in folder: URL) throws -> String {
        let root = Repository.root()
        let source = root.appendingPathComponent("assets/demos/hyb-transitions.json")
        let text = try String(contentsOf: source, encoding: .utf8)
            .replacingOccurrences(of: "\"../icons/", with: "\"\(root.path)/assets/icons/")
        guard var json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            var navigation = json["navigation"] as? [String: Any], let tabs = json["tabs"] as? [[String: Any]]
        else {
            throw BenchError("cannot read \(source.path)")
        }
        navigation["tab"] = tabTransition
        json["navigation"] = navigation
        var chosen: [[String: Any]] = []
        for i in 0..<tabCount {
            var tab = tabs[i % tabs.count]
            if i >= tabs.count { tab["title"] = "Tab \(i + 1)" }
            // The list tab pushes with the plain push, so "push" measures that transition.
            if tab["pushTransition"] as? String == "cross-dissolve" { tab["pushTransition"] = "push" }
            if lottie { Self.useLottie(&tab, index: i, root: root) }
            chosen.append(tab)
        }
        json["tabs"] = chosen
        let path = folder.appendingPathComponent("\(name).json").path
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted]).write(
            to: URL(fileURLWithPath: path))
        return path
    }

    /// Gives `tab` the Lottie demo's icon for `index` in place of its PNGs.
    static func useLottie(_ tab: inout [String: Any], index: Int, root: URL) {
        let names = ["home", "search", "heart", "bell"]
        tab["icon"] = nil
        tab["selectedIcon"] = nil
        tab["lottie"] = root.appendingPathComponent("assets/lottie/\(names[index % names.count]).json").path
        tab["select"] = "select"
        tab["deselect"] = "deselect"
    }
}
