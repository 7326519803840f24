import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40, seed timing, measured in the window's scene. Ramotion sets an item's colours
/// before it starts the icon's transition (`RAMTransitionItemAnimations.playAnimation`),
/// and a deselect only resets colours, at once: so a flip's, curl's or cross-dissolve's
/// title is selected from the first frame, and no frame shows two items selected.
final class SeedTimingTests: XCTestCase {
    static let viewport = Size(width: 390, height: 844)

    /// What one item shows in a frame: its title's colour and its icon's tints, each with
    /// the opacity it is drawn at.
    struct Look {
        var titles: [(color: Color, opacity: Double)] = []
        var icons: [(tint: Color, opacity: Double)] = []
    }

    static func look(of layer: SceneLayer) -> Look {
        var look = Look()
        func walk(_ node: SceneNode, _ opacity: Double) {
            switch node {
            case .text(let run): look.titles.append((run.color, opacity * run.color.alpha))
            case .image(_, _, .template(let tint), let own): look.icons.append((tint, opacity * own * tint.alpha))
            case .group(let group): group.children.forEach { walk($0, opacity * group.opacity) }
            default: break
            }
        }
        walk(layer.node, 1)
        return look
    }

    /// How far `color` lies from `from` towards `to`, 0…1, by projection.
    static func mix(_ color: Color, from: Color, to: Color) -> Double {
        let d = [to.red - from.red, to.green - from.green, to.blue - from.blue]
        let c = [color.red - from.red, color.green - from.green, color.blue - from.blue]
        let length = d.reduce(0) { $0 + $1 * $1 }
        return length > 0 ? zip(c, d).reduce(0) { $0 + $1.0 * $1.1 } / length : 0
    }

    /// Ramotion's demo bar with `name` on every tab and no indicator (the line would say
    /// nothing about the items), settled on tab 0.
    static func controller(animation name: String) throws -> TabBarController {
        var configuration = try MotionCatalogue.ramotion()
        for i in configuration.tabs.indices {
            let request = ItemAnimationCatalog.Request(frameCount: configuration.tabs[i].frames.count)
            configuration.tabs[i].animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make(name, request))
        }
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func testTitleColour_ChangesInTheFirstFrame() throws {
        for name in ["flip-left", "flip-right", "flip-top", "flip-bottom", "curl-up", "curl-down", "cross-dissolve"] {
            let c = try Self.controller(animation: name)
            let style = c.barStyle
            _ = c.advance(to: 1)
            _ = c.select(2, cause: .tap, at: 1)
            // The first frame drawn after the tap.
            let t = 1 + 1.0 / 60
            _ = c.advance(to: t)
            let layers = c.scene(at: t).layers
            for (index, selected) in [(2, true), (0, false)] {
                let layer = try XCTUnwrap(layers.first { $0.id == "bar.item.\(index)" })
                let title = try XCTUnwrap(Self.look(of: layer).titles.first, "\(name): item \(index) has a title")
                let amount = Self.mix(title.color, from: style.textColor, to: style.selectedTextColor)
                XCTAssertEqual(
                    amount, selected ? 1 : 0, accuracy: 1e-6,
                    "\(name): item \(index)'s title in the first frame is \(amount) of the way to selected")
            }
        }
    }

    /// An item shows as selected when its title or its icon shows the selected colour at
    /// all (more than a tenth of the way from the unselected one, at more than a tenth of
    /// its opacity): a cross-fade halfway between is two items selected, not none.
    static func showsSelected(_ look: Look, style: BarStyle) -> Bool {
        let title = look.titles.contains {
            $0.opacity > 0.1 && mix($0.color, from: style.textColor, to: style.selectedTextColor) > 0.1
        }
        let icon = look.icons.reduce(0.0) { sum, face in
            mix(face.tint, from: style.iconColor, to: style.selectedIconColor) > 0.5 ? sum + face.opacity : sum
        }
        return title || icon > 0.1
    }

    /// Taps item 2 at 1 s (item 0 selected) and hands `body` each 60 Hz frame's time and
    /// scene for `frames` frames, as the window would draw them.
    static func tapTwo(_ c: TabBarController, frames: Int, _ body: (Double, Scene) throws -> Void) rethrows {
        _ = c.advance(to: 1)
        _ = c.select(2, cause: .tap, at: 1)
        for frame in 0...frames {
            let t = 1 + Double(frame) / 60
            _ = c.advance(to: t)
            try body(t, c.scene(at: t))
        }
    }

    func testDeselect_ShowsOneSelectedItemAtEveryFrame() throws {
        for name in ItemAnimationCatalog.builtIn.names {
            let c = try Self.controller(animation: name)
            var shown: [String] = []
            Self.tapTwo(c, frames: 72) { t, scene in
                let selected = c.layout.items.indices.filter { i in
                    scene.layers.first { $0.id == "bar.item.\(i)" }.map {
                        Self.showsSelected(Self.look(of: $0), style: c.barStyle)
                    } ?? false
                }
                if selected.count != 1 { shown.append(String(format: "%.3f s: %@", t - 1, "\(selected)")) }
            }
            XCTAssertTrue(shown.isEmpty, "\(name): not exactly one item selected at \(shown.prefix(4))")
        }
    }
}

/// Issue 40: in the default demo the colourful mask is the selection, as in TColorfulTabBar,
/// where the selected block is the one the mask shows. The tapped item's filled icon
/// turned grey at once while the mask was still elsewhere. Every icon drawn must be one of
/// its item's two resting looks: the filled image in the selected tint, or the outline in
/// the unselected one, whatever the mask's place.
final class ColorfulMaskLookTests: XCTestCase {
    func testEveryIcon_IsOneOfItsRestingLooks_WhileTheMaskTravels() throws {
        let configuration = try DemoConfiguration.load()
        XCTAssertEqual(configuration.bar.indicator, .colorfulMask)
        let c = TabBarController(configuration: configuration, viewport: SeedTimingTests.viewport)
        let style = c.barStyle
        var mismatches: [String] = []
        try SeedTimingTests.tapTwo(c, frames: 66) { t, scene in
            for layer in scene.layers where layer.id.hasPrefix("bar.item.") {
                let item = configuration.tabs[try XCTUnwrap(Int(layer.id.dropFirst("bar.item.".count)))]
                let selectedTint = item.appearance.selectedIconColor ?? style.selectedIconColor
                let tint = item.appearance.iconColor ?? style.iconColor
                func walk(_ node: SceneNode) {
                    switch node {
                    case .image(let image, _, .template(let color), _):
                        let filled = image == item.selectedIcon && image != item.icon
                        if color != (filled ? selectedTint : tint) {
                            mismatches.append(
                                String(format: "%.3f s %@: %@ in %@", t - 1, layer.id, image.path, "\(color)"))
                        }
                    case .group(let group): group.children.forEach(walk)
                    default: break
                    }
                }
                walk(layer.node)
            }
        }
        XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) icons mix looks, e.g. \(mismatches.prefix(3))")
    }
}
