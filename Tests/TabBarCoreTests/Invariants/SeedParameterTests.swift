import TabBarReview
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 9's seed-parameter table: each motion is sampled and compared with the numbers in
/// shared/reference/seed-libraries.md (§ numbers below), not with what the code draws.
/// Where a motion is drawn, it is measured in the scene (`SceneSample`), so the row holds
/// whatever representation the animation uses.
final class SeedParameterTests: XCTestCase {
    /// One row: what is measured, how, and the seed's value.
    struct Row {
        var name: String
        var expected: Double
        var tolerance = 1e-6
        var measure: () throws -> Double
    }

    static let viewport = Size(width: 390, height: 844)

    func testEverySeedParameter() throws {
        let rows = try itemRows() + badgeRows() + indicatorRows() + transitionRows()
        for row in rows {
            do {
                let value = try row.measure()
                if !(abs(value - row.expected) <= row.tolerance) {
                    XCTFail("\(row.name): measured \(value), seed says \(row.expected) (± \(row.tolerance))")
                }
            } catch {
                XCTFail("\(row.name): \(error)")
            }
        }
    }

    // MARK: - Item animations (§1.4, §5.2, seeds/003)

    func itemRows() throws -> [Row] {
        let catalog = ItemAnimationCatalog.builtIn
        var rows: [Row] = []
        // §1.4 RAMBounceAnimation: scale keyframes over 0.5 s, evenly spaced.
        let bounce = try XCTUnwrap(catalog.make("bounce"))
        for (k, value) in [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0].enumerated() {
            rows.append(
                Row(name: "bounce scale at key \(k)", expected: value) {
                    bounce.selecting(elapsed: 0.5 * Double(k) / 6).iconScaleX
                })
        }
        rows.append(Row(name: "bounce duration", expected: 0.5) { bounce.duration })
        // §1.4 RAMRotationAnimation: 0 → ±2π, linear, 0.5 s.
        for (name, turn) in [("rotate-left", -2 * Double.pi), ("rotate-right", 2 * Double.pi)] {
            let rotation = try XCTUnwrap(catalog.make(name))
            for fraction in [0.25, 0.5, 0.75] {
                rows.append(
                    Row(name: "\(name) angle at \(fraction) of 0.5 s", expected: turn * fraction) {
                        rotation.selecting(elapsed: 0.5 * fraction).iconRotation
                    })
            }
            rows.append(Row(name: "\(name) duration", expected: 0.5) { rotation.duration })
        }
        rows += fumeRows(try XCTUnwrap(catalog.make("fume")))
        rows += try popRows()
        rows += try pressRows()
        return rows
    }

    /// §1.4 RAMFumeAnimation. The seed contradicts itself (the play motion ends at +4, the
    /// selected state rests at +12); the product goes on to +12 by the end with no jump, so
    /// the rows check +4 at d/2 and +12 at rest.
    func fumeRows(_ fume: any ItemAnimation) -> [Row] {
        let d = fume.duration
        return [
            Row(name: "fume duration", expected: 0.5) { d },
            Row(name: "fume icon y at d/2", expected: 4) { fume.selecting(elapsed: d / 2).iconOffset.y },
            Row(name: "fume icon y at rest, selected", expected: 12) { fume.selectedPose.iconOffset.y },
            Row(name: "fume title y at d", expected: -60) { fume.selecting(elapsed: d).titleOffset.y },
            Row(name: "fume title scale at d", expected: 2) { fume.selecting(elapsed: d).titleScale },
            Row(name: "fume title opacity at d", expected: 0) { fume.selecting(elapsed: d).titleOpacity },
            Row(name: "fume deselect title y at 0", expected: 15) { fume.deselecting(elapsed: 0).titleOffset.y },
            Row(name: "fume deselect title opacity at 0", expected: 0) { fume.deselecting(elapsed: 0).titleOpacity },
            Row(name: "fume deselect icon y at d/2", expected: 0) { fume.deselecting(elapsed: d / 2).iconOffset.y },
        ]
    }

    /// seeds/003 (UIKit article): the whole button, icon and title, scales to 1.2 in 0.1 s
    /// and back in 0.1 s, on every tap, the selected tab's included (issue 9, defect 5).
    func popRows() throws -> [Row] {
        let configuration = try DemoConfiguration.load("demos/uikit-bounce.json")
        func scales(after kind: String, at elapsed: Double) -> (icon: Double, title: Double) {
            let c = TabBarController(configuration: configuration, viewport: Self.viewport)
            let item = kind == "select" ? 1 : 0
            _ = c.select(item, cause: .tap, at: 1)
            let leaves = SceneSample.leaves(of: c.scene(at: 1 + elapsed)).filter { $0.layer == "bar.item.\(item)" }
            let icon = leaves.first { $0.key.hasPrefix("image:") }?.scaleX ?? .nan
            let title = leaves.first { $0.key.hasPrefix("text:") }?.scaleX ?? .nan
            return (icon, title)
        }
        return ["select", "reselect"].flatMap { kind in
            [
                Row(name: "pop icon scale 0.1 s after \(kind)", expected: 1.2) { scales(after: kind, at: 0.1).icon },
                Row(name: "pop title scale 0.1 s after \(kind)", expected: 1.2) { scales(after: kind, at: 0.1).title },
                Row(name: "pop icon scale 0.2 s after \(kind)", expected: 1) { scales(after: kind, at: 0.2).icon },
            ]
        }
    }

    /// §5.2 ES highlight example: the icon rests at 1.15; a press scales it by 0.8 relative
    /// to that (0.92) over 0.2 s, and a release returns it to 1.15 (issue 9, defect 7).
    func pressRows() throws -> [Row] {
        let configuration = try DemoConfiguration.load("demos/es-badges.json")
        func iconScale(pressedFor held: Double, releasedFor released: Double) -> Double {
            let c = TabBarController(configuration: configuration, viewport: Self.viewport)
            let center = c.layout.items[0].frame.center
            _ = c.handle(.pointerDown(center, button: .primary), at: 1)
            if released > 0 { _ = c.handle(.pointerUp(center, button: .primary), at: 1 + held) }
            let leaves = SceneSample.leaves(of: c.scene(at: 1 + held + released)).filter { $0.layer == "bar.item.0" }
            return leaves.first { $0.key.hasPrefix("image:") }?.scaleX ?? .nan
        }
        return [
            Row(name: "ES press icon scale at rest", expected: 1.15) { iconScale(pressedFor: 0, releasedFor: 0) },
            Row(name: "ES press icon scale after 0.2 s pressed", expected: 0.92) {
                iconScale(pressedFor: 0.2, releasedFor: 0)
            },
            Row(name: "ES press icon scale 0.2 s after release", expected: 1.15) {
                iconScale(pressedFor: 0.2, releasedFor: 0.2)
            },
        ]
    }

    // MARK: - Badges (§5.2, §6.5)

    func badgeRows() throws -> [Row] {
        var rows: [Row] = []
        for (k, value) in [0.0, -8, 4, -4, 3, -2, 0].enumerated() {
            rows.append(
                Row(name: "badge wiggle icon y at key \(k)", expected: value) {
                    var animator = BadgeAnimator()
                    animator.play(.wiggle, appearing: false, at: 0)
                    return animator.iconOffset(at: 0.6 * Double(k) / 6)
                })
        }
        for (k, value) in [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0].enumerated() {
            rows.append(
                Row(name: "badge bounce scale at key \(k)", expected: value) {
                    var animator = BadgeAnimator()
                    animator.play(.bounce, appearing: false, at: 0)
                    return animator.badgeScale(at: 0.6 * Double(k) / 6)
                })
        }
        rows.append(Row(name: "badge animation duration", expected: 0.6) { BadgeAnimator.duration })
        // ES dot: 8 × 8, centred in the 18 × 18 badge box at (6, −22) from the item's centre.
        let configuration = try DemoConfiguration.load("demos/es-badges.json")
        func dot() throws -> (SceneLeaf, Rect) {
            let c = TabBarController(configuration: configuration, viewport: Self.viewport)
            let item = try XCTUnwrap(c.items.firstIndex { $0.badge == "" })
            let slot = c.layout.items[item].frame
            let box = Rect(x: slot.midX + 6, y: slot.midY - 22, width: 18, height: 18)
            let leaf = try XCTUnwrap(
                SceneSample.leaves(of: c.scene(at: 0)).last { $0.layer == "bar.item.\(item)" && $0.key == "fill" })
            return (leaf, box)
        }
        rows += [
            Row(name: "ES dot badge centre x", expected: 0) {
                let (l, b) = try dot()
                return l.center.x - b.midX
            },
            Row(name: "ES dot badge centre y", expected: 0) {
                let (l, b) = try dot()
                return l.center.y - b.midY
            },
            Row(name: "ES dot badge size", expected: 8) { try dot().0.size.width },
        ]
        return rows
    }

    // MARK: - Indicators (§1.2, §4 and seeds/004, §2.2)

    func indicatorRows() throws -> [Row] {
        func line(at time: Double) -> SlotSpan {
            var animator = IndicatorAnimator(kind: .bottomLine, selectedIndex: 0, itemCount: 4)
            _ = animator.move(to: 2, at: 0)
            return animator.span(at: time)
        }
        func mask(at time: Double) -> SlotSpan {
            ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0).span(at: time)
        }
        let easeIn = AnimationReference.timing(0.42, 0, 1, 1, at: 0.5)
        let easeOut = AnimationReference.timing(0, 0, 0.58, 1, at: 0.5)
        return [
            // Ramotion's bottomLineMoveDuration 0.3, UIKit's default ease-in-out (symmetric).
            Row(name: "bottom line at 0.15 s", expected: 1) { line(at: 0.15).lower },
            Row(name: "bottom line at 0.3 s", expected: 2) { line(at: 0.3).lower },
            Row(name: "bottom line width", expected: 1) { line(at: 0.15).upper - line(at: 0.15).lower },
            // TColorful: stretch towards the target by |Δ| × itemWidth / 4 (seeds/004; the
            // library's own source uses itemWidth / 4, see §4) in 0.5 s ease-in, then move
            // and shrink onto it in 0.5 s ease-out.
            Row(name: "mask stretch at 0.25 s", expected: 1 + 0.5 * easeIn, tolerance: 1e-4) { mask(at: 0.25).upper },
            Row(name: "mask stretched at 0.5 s, upper", expected: 1.5) { mask(at: 0.5).upper },
            Row(name: "mask stretched at 0.5 s, lower", expected: 0) { mask(at: 0.5).lower },
            Row(name: "mask lower at 0.75 s", expected: 2 * easeOut, tolerance: 1e-4) { mask(at: 0.75).lower },
            Row(name: "mask at 1.0 s, lower", expected: 2) { mask(at: 1).lower },
            Row(name: "mask at 1.0 s, upper", expected: 3) { mask(at: 1).upper },
            Row(name: "mask duration", expected: 1) {
                ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0).endTime
            },
            // RDV setTabBarHidden: 0.24 s, ease-in-out, straight down.
            Row(name: "hide bar at 0.12 s", expected: 0.5) { try self.barHidden(at: 0.12) },
            Row(name: "hide bar at 0.24 s", expected: 1) { try self.barHidden(at: 0.24) },
        ]
    }

    func barHidden(at time: Double) throws -> Double {
        let c = TabBarController(configuration: try DemoConfiguration.load("demos/rdv.json"), viewport: Self.viewport)
        c.setTabBarHidden(true, animated: true, at: 0)
        let bar = SceneSample.leaves(of: c.scene(at: time)).first { $0.layer == "bar.background" && $0.key == "fill" }
        return ((bar?.center.y ?? .nan) - c.layout.bar.midY) / c.layout.bar.height
    }

    // MARK: - Transitions (§3)

    func transitionRows() throws -> [Row] {
        let area = Rect(origin: .zero, size: Self.viewport)
        let tween = TransitionTiming()
        let spring = TransitionTiming.seedSpring
        let parameters = TransitionParameters()
        func frame(_ kind: TransitionKind, _ p: Double) -> TransitionFrame {
            TransitionGeometry.frame(kind, role: .present, area: area, progress: p, parameters: parameters)
        }
        let navigation = try DemoConfiguration.load("demos/hyb-transitions.json").navigation
        return [
            // HYBBaseTransition: 0.5 s, ease-in-out; spring damping 0.5, velocity 1.0 / 0.5.
            Row(name: "transition duration", expected: 0.5) { navigation.timing.duration },
            Row(name: "transition tween ends at 0.5 s", expected: 0.5) { tween.totalDuration },
            Row(name: "transition tween half-way at 0.25 s", expected: 0.5) { tween.progress(at: 0.25) },
            Row(name: "spring damping ratio", expected: 0.5) { spring.dampingRatio },
            Row(name: "spring initial velocity (distance/s)", expected: 2, tolerance: 0.01) {
                spring.progress(at: 1e-5) / 1e-5
            },
            // HYBBubbleTransition: bubble and page start at scale 0.001, bottom centre.
            Row(name: "bubble page start scale", expected: 0.001) { frame(.bubble, 0).incoming.transform.a },
            Row(name: "bubble page start opacity", expected: 0) { frame(.bubble, 0).incoming.opacity },
            Row(name: "bubble page end scale", expected: 1) { frame(.bubble, 1).incoming.transform.a },
            Row(name: "bubble start radius / full radius", expected: 0.001) {
                guard case .group(let g)? = frame(.bubble, 0).between.first, case .fill(let s, _)? = g.children.first
                else { return .nan }
                return s.bounds.width / 2
                    / TransitionGeometry.bubbleRadius(origin: Point(x: area.midX, y: area.maxY), area: area)
            },
            // HYBModalTransition: presenting page scaled (0.9, 0.9); sheet half the height.
            Row(name: "modal presenting scale x", expected: 0.9) { frame(.modal, 1).outgoing.transform.a },
            Row(name: "modal presenting scale y", expected: 0.9) { frame(.modal, 1).outgoing.transform.d },
            Row(name: "modal sheet top", expected: area.height / 2) { frame(.modal, 1).incoming.transform.ty },
            Row(name: "modal sheet starts below the area", expected: area.height) {
                frame(.modal, 0).incoming.transform.ty
            },
        ]
    }
}
