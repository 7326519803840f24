import TabBarCairo
import TabBarCore
import TabBarReview

/// The richer script steps: pointer gestures, wheel turns and asserts beyond `selected`,
/// each assert recorded for `--report`.
extension WindowDriver {
    /// Performs a gesture or check step; false when `step` is not one of them.
    func performRich(_ step: QAScript.Step, at time: Double) -> Bool {
        switch step.action {
        case .pointer(let phase, let target):
            guard let point = resolve(target, step) else { return true }
            let event: InputEvent
            switch phase {
            case .down: event = .pointerDown(point, button: .primary)
            case .move: event = .pointerMove(point)
            case .up: event = .pointerUp(point, button: .primary)
            }
            trace.write(controller.handle(event, at: time, cause: .script))
        case .dragMove(let from, let to, let fraction):
            guard let start = resolve(from, step) else { return true }
            let point = Point(x: start.x + (to.x - start.x) * fraction, y: start.y + (to.y - start.y) * fraction)
            trace.write(controller.handle(.pointerMove(point), at: time, cause: .script))
        case .wheel(let target, let dy):
            guard let point = resolve(target, step) else { return true }
            trace.write(controller.handle(.wheel(dx: 0, dy: dy, at: point), at: time, cause: .script))
        case .check(let check):
            let failure = failure(of: check, at: time)
            trace.write(.check(name: check.summary, ok: failure == nil, message: failure))
            recordAssert(step, check.summary, failure: failure)
        default:
            return false
        }
        return true
    }

    /// The point a target stands for now; nil (and a failed step) for an item that does not exist.
    func resolve(_ target: ScriptTarget, _ step: QAScript.Step) -> Point? {
        switch target {
        case .point(let point): return point
        case .item(let index):
            guard controller.layout.items.indices.contains(index) else {
                fail(step, "item \(index): there are only \(controller.layout.items.count) items")
                return nil
            }
            let slot = controller.layout.items[index]
            return slot.circle?.center ?? slot.frame.center
        }
    }

    /// An assert's outcome: traced, reported, and a failed step when it did not hold.
    func recordAssert(_ step: QAScript.Step, _ name: String, failure: String?) {
        guard var run = script else { return }
        let line = run.assert(step, name, failure: failure)
        script = run
        if let line { Console.error(line) }
    }

    /// Why `check` does not hold at `time`, or nil when it does.
    func failure(of check: ScriptCheck, at time: Double) -> String? {
        switch check {
        case .depth(let expected):
            let actual = controller.navigator.shownDepth
            return actual == expected ? nil : "expected depth \(expected), found \(actual)"
        case .page(let expected):
            let actual = controller.topPageTitle ?? ""
            return actual == expected ? nil : "expected page \(Self.quoted(expected)), found \(Self.quoted(actual))"
        case .badge(let index, let expected):
            guard controller.items.indices.contains(index) else {
                return "badge \(index): there are only \(controller.items.count) items"
            }
            let actual = controller.items[index].badge
            let show = { (value: String?) in value.map { Self.quoted($0) } ?? "no badge" }
            return actual == expected ? nil : "expected item \(index) to show \(show(expected)), found \(show(actual))"
        case .animating(let expected):
            let actual = controller.isAnimating(at: time)
            return actual == expected
                ? nil
                : expected
                    ? "expected motion, found none" : "expected no motion, found \(controller.animatingNames(at: time))"
        case .animatingNamed(let name):
            let names = controller.animatingNames(at: time)
            return names.contains(name)
                ? nil
                : "expected \(Self.quoted(name)) in motion, found \(names.isEmpty ? "none" : names.joined(separator: ", "))"
        case .pixel(let x, let y, let color, let tolerance):
            return pixelFailure(x: x, y: y, color: color, tolerance: tolerance, at: time)
        case .screenshot(let path, let maxDiffPixels, let threshold):
            return ScreenshotAssert(path: path, maxDiffPixels: maxDiffPixels, threshold: threshold)
                .failure(actual: { try offscreenFrame(at: time) })
        }
    }

    /// The frame at `time` as a script's screenshot shows it (no HUD), in device pixels.
    func offscreenFrame(at time: Double) throws -> RasterSurface {
        let scene = controller.scene(at: time)
        let surface = try RasterSurface(
            width: max(1, Int((scene.size.width * scale).rounded())),
            height: max(1, Int((scene.size.height * scale).rounded())))
        // Exact: a check compares against drawing from scratch, never a resampled picture.
        renderer.render(scene, on: surface, scale: scale, exact: true)
        return surface
    }

    func pixelFailure(x: Double, y: Double, color: Color, tolerance: Int, at time: Double) -> String? {
        let frame: RasterSurface
        do { frame = try offscreenFrame(at: time) } catch { return "pixel: \(error)" }
        let px = Int(x * scale), py = Int(y * scale)
        guard px < frame.width, py < frame.height else {
            return "pixel \(ScriptJSON.number(x)),\(ScriptJSON.number(y)) is outside the window"
        }
        let actual = frame.pixel(x: px, y: py)
        let expected =
            0xFF00_0000 | UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8
            | UInt32((color.blue * 255).rounded())
        guard ImageComparison.channelDistance(actual, expected) > tolerance else { return nil }
        return
            "pixel \(ScriptJSON.number(x)),\(ScriptJSON.number(y)): expected \(Self.hex(expected)), found \(Self.hex(actual))"
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    static func hex(_ word: UInt32) -> String {
        let digits = String(word & 0xFF_FFFF, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
