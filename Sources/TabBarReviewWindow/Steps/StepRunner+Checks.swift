import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview

/// The richer script steps: pointer gestures, wheel turns and asserts beyond `selected`,
/// each assert recorded for `--report`.
extension StepRunner {
    /// Performs a gesture or check step.
    func performRich(_ action: QAScript.Action, at time: Double, cause: SelectionCause) -> StepOutcome {
        switch action {
        case .pointer(let phase, let target):
            let point: Point
            switch self.point(of: target, at: time) {
            case .success(let found): point = found
            case .failure(let failure): return .failed(failure.message)
            }
            let event: InputEvent
            switch phase {
            case .down: event = .pointerDown(point, button: .primary)
            case .move: event = .pointerMove(point)
            case .up: event = .pointerUp(point, button: .primary)
            }
            trace.write(controller.handle(event, at: time, cause: cause))
        case .dragMove(let from, let to, let fraction):
            let start: Point
            switch point(of: from, at: time) {
            case .success(let found): start = found
            case .failure(let failure): return .failed(failure.message)
            }
            let point = Point(x: start.x + (to.x - start.x) * fraction, y: start.y + (to.y - start.y) * fraction)
            trace.write(controller.handle(.pointerMove(point), at: time, cause: cause))
        case .wheel(let target, let dy):
            switch point(of: target, at: time) {
            case .success(let point):
                trace.write(controller.handle(.wheel(dx: 0, dy: dy, at: point), at: time, cause: cause))
            case .failure(let failure): return .failed(failure.message)
            }
        case .check(let check):
            let (failure, evidence) = outcome(of: check, at: time)
            trace.write(.check(name: check.summary, ok: failure == nil, message: failure))
            return .asserted(name: check.summary, failure: failure, evidence: evidence)
        default:
            break
        }
        return .done
    }

    /// Why `check` does not hold at `time` (nil when it does), with what it compared.
    func outcome(of check: ScriptCheck, at time: Double) -> (String?, AssertEvidence) {
        guard case .screenshot(let path, let maxDiffPixels, let threshold) = check else {
            return (failure(of: check, at: time), AssertEvidence())
        }
        let result = ScreenshotAssert(path: path, maxDiffPixels: maxDiffPixels, threshold: threshold)
            .check(
                actual: { try offscreenFrame(at: time) }, updating: session.updatesSnapshots,
                keepingPictures: session.keepsPictures)
        if let updated = result.updated { Console.line("updated \(updated)") }
        return (result.failure, result.evidence)
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
        case .badge(let item, let expected):
            let index: Int
            switch ItemLocator.slot(of: item, in: controller) {
            case .success(let slot): index = slot
            case .failure(let error): return "badge: \(error.message)"
            }
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
                    ? "expected motion, found none"
                    : "expected no motion, found \(controller.animatingNames(at: time).joined(separator: ", "))"
        case .animatingNamed(let name):
            let names = controller.animatingNames(at: time)
            return names.contains(name)
                ? nil
                : "expected \(Self.quoted(name)) in motion, found \(names.isEmpty ? "none" : names.joined(separator: ", "))"
        case .pixel(let x, let y, let color, let tolerance):
            return pixelFailure(x: x, y: y, color: color, tolerance: tolerance, at: time)
        case .screenshot:
            return outcome(of: check, at: time).0
        case .property(let node, let property, let value, let at, let tolerance):
            return propertyFailure(node, property, value: value, at: at, tolerance: tolerance, now: time)
        }
    }

    /// The frame at `time` as a script's screenshot shows it (no HUD), in device pixels.
    func offscreenFrame(at time: Double) throws -> RasterSurface {
        let scene = controller.scene(at: time)
        let surface = try RasterSurface(
            width: max(1, Int((scene.size.width * scale).rounded())),
            height: max(1, Int((scene.size.height * scale).rounded())))
        // Exact: a check compares against drawing from scratch, never a resampled picture.
        session.renderer.render(scene, on: surface, scale: scale, exact: true)
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
