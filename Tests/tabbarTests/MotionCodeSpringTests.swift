import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarMotionReview
import TestSupport
import XCTest

@testable import TabBarReview
@testable import tabbar

/// `tabbar export --format swift|kotlin|css` hands a transition's spring off as each
/// platform's spring: played as the platform documents it (integrated here step by step,
/// not with the core's closed form), it passes through the window's own frames.
///
/// The bound: every frame within `inside` of the distance while the window still follows
/// the spring, and within `tail` once the window has ended it (it stops a spring that
/// looks settled, within half a pixel and 1/255, and shows the end from then on).
final class MotionCodeSpringTests: TemporaryDirectoryTestCase {
    static let inside = 0.001
    static let tail = 0.02

    /// The window's values of every changing property of es-centre's modal present (its
    /// `navigation` has `"spring": true`), by the identifier the code gives it.
    func recorded() throws -> (values: [String: [Double]], frameCount: Int) {
        let viewport = Size(width: 390, height: 844)
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/es-centre.json", catalog: .demo)
        let request = try MotionRequest.resolve(
            .transition("modal"), item: nil, role: nil, configuration: configuration, viewport: viewport,
            command: "export")
        let clip = try MotionClip.make(
            request, crop: nil, configuration: configuration, viewport: viewport, measurer: renderer.text,
            command: "export")
        let (layers, frames) = ExportCommand.layers(clip)
        // Without a spring every property is its frames, one a keyframe.
        let code = MotionCode(name: "", layers: layers, frameCount: frames.count)
        var values: [String: [Double]] = [:]
        for track in code.tracks { values[code.identifier(track)] = track.values }
        return (values, frames.count)
    }

    func export(_ format: String) throws -> String {
        let path = directory.appendingPathComponent("modal.\(format)").path
        let config = Repository.root().appendingPathComponent("assets/demos/es-centre.json").path
        let result = try Commands.run(
            Commands.tabbar,
            ["export", "--format", format, "--transition", "modal", "--config", config, "-o", path], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// m·x″ + c·x′ + k·(x − to) = 0 from `from` with velocity `velocity` (units per second),
    /// by fourth-order Runge–Kutta in 0.1 ms steps, sampled every 60th of a second.
    static func integrate(
        mass: Double, stiffness: Double, damping: Double, from: Double, to: Double, velocity: Double, frames: Int
    ) -> [Double] {
        func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - to) - damping * v) / mass }
        var x = from, v = velocity, samples = [from]
        let step = 1.0 / 60 / 160
        while samples.count < frames {
            for _ in 0..<160 {
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + k1v * step / 2, acceleration(x + k1x * step / 2, v + k1v * step / 2))
                let (k3x, k3v) = (v + k2v * step / 2, acceleration(x + k2x * step / 2, v + k2v * step / 2))
                let (k4x, k4v) = (v + k3v * step, acceleration(x + k3x * step, v + k3v * step))
                x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            samples.append(x)
        }
        return samples
    }

    /// Asserts that `played` passes through `window`'s frames within the bounds; returns the
    /// largest difference inside and in the tail, in distances.
    @discardableResult
    func assertFollows(
        _ played: [Double], _ window: [Double], _ name: String, line: UInt = #line
    ) -> (inside: Double, tail: Double) {
        XCTAssertEqual(played.count, window.count, name, line: line)
        guard let from = window.first, let to = window.last, played.count == window.count else { return (0, 0) }
        let distance = abs(to - from)
        let end = (window.lastIndex { $0 != to } ?? -1) + 1
        var worst = (inside: 0.0, tail: 0.0)
        for (frame, (a, b)) in zip(played, window).enumerated() {
            let off = abs(a - b) / distance
            if frame < end { worst.inside = max(worst.inside, off) } else { worst.tail = max(worst.tail, off) }
        }
        XCTAssertLessThanOrEqual(worst.inside, Self.inside, "\(name) inside the motion", line: line)
        XCTAssertLessThanOrEqual(worst.tail, Self.tail, "\(name) once the window ended it", line: line)
        return worst
    }

    /// The number after `prefix` on the line of `text` that starts with it.
    func value(_ prefix: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap {
            Double($0.dropFirst(prefix.count).trimmingCharacters(in: CharacterSet(charactersIn: " f)")))
        }
    }

    /// Each `CASpringAnimation` (fromValue, toValue, mass, stiffness, damping, initialVelocity
    /// normalised by the distance, positive towards `toValue`) plays the window's frames.
    func testSwift_CASpringAnimationPassesThroughTheWindowsFrames() throws {
        let (window, frameCount) = try recorded()
        let code = try export("swift")
        let names = code.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("let "), line.contains("= CASpringAnimation(") else { return nil }
            return String(line.dropFirst(4).prefix { $0 != " " })
        }
        XCTAssertTrue(names.contains("modalTranslationY"), "the sheet rises on the spring: \(names)")
        XCTAssertTrue(code.contains("CAKeyframeAnimation(keyPath: \"transform.scale\")"), "the press stays keyframes")
        var worst = (0.0, 0.0)
        for name in names {
            guard let from = value("\(name).fromValue = ", in: code), let to = value("\(name).toValue = ", in: code),
                let mass = value("\(name).mass = ", in: code), let stiffness = value("\(name).stiffness = ", in: code),
                let damping = value("\(name).damping = ", in: code),
                let velocity = value("\(name).initialVelocity = ", in: code),
                let duration = value("\(name).duration = ", in: code), let frames = window[name]
            else { return XCTFail("\(name): a value is missing") }
            XCTAssertEqual(duration, Double(frameCount - 1) / 60, accuracy: 1e-4)
            let played = Self.integrate(
                mass: mass, stiffness: stiffness, damping: damping, from: from, to: to,
                velocity: velocity * (to - from),
                frames: frameCount)
            let off = assertFollows(played, frames, name)
            worst = (max(worst.0, off.inside), max(worst.1, off.tail))
        }
        print("CASpringAnimation: \(names.count) springs, worst \(worst.0) inside, \(worst.1) at the end")
    }

    /// Each Compose `spring(dampingRatio, stiffness)` (mass 1), animated from the first value
    /// to the last with `initialVelocity` in units per second, plays the window's frames.
    func testKotlin_ComposeSpringPassesThroughTheWindowsFrames() throws {
        let (window, frameCount) = try recorded()
        let code = try export("kotlin")
        let lines = code.split(separator: "\n").map(String.init)
        var count = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("val ") && line.contains("= spring<Float>(") {
            let name = String(line.dropFirst(4).prefix { $0 != " " })
            let numbers = { (text: String) in
                text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            }
            // "// layer: Animatable(0f).animateTo(-844f, name, initialVelocity = -1688f)"
            let call = numbers(String(lines[index - 1].split(separator: ":", maxSplits: 1).last ?? ""))
            let spec = numbers(String(line.drop { $0 != "(" }))
            guard call.count >= 3, spec.count == 2, let frames = window[name] else {
                return XCTFail("\(name): cannot read \(lines[index - 1]) / \(line)")
            }
            let (ratio, stiffness) = (spec[0], spec[1])
            let played = Self.integrate(
                mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), from: call[0], to: call[1],
                velocity: call[call.count - 1], frames: frameCount)
            assertFollows(played, frames, name)
            count += 1
        }
        XCTAssertGreaterThan(count, 10, code)
    }

    /// A layer moved by the spring alone is two keyframes played with `linear()` easing: its
    /// points, evenly spaced as the frames are, are the spring of the header's constants,
    /// and between the two keyframes they give the window's frames.
    func testCSS_LinearEasingIsTheSpringAndPassesThroughTheWindowsFrames() throws {
        let (window, frameCount) = try recorded()
        let code = try export("css")
        let header = code.split(separator: "\n").first.map(String.init) ?? ""
        guard let constants = header.range(of: "stiffness ").map({ header[$0.upperBound...] }),
            let stiffness = Double(constants.prefix { $0 != "," }),
            let damping = Double(constants.components(separatedBy: "damping ").last?.prefix { $0 != " " } ?? ""),
            let velocity = Double(
                constants.components(separatedBy: "initial velocity ").last?.prefix { $0 != " " } ?? "")
        else { return XCTFail("no spring in the header: \(header)") }
        let spring = Self.integrate(
            mass: 1, stiffness: stiffness, damping: damping, from: 0, to: 1, velocity: velocity, frames: frameCount)
        guard let rule = code.split(separator: "\n").first(where: { $0.hasPrefix(".modal {") }),
            let open = rule.range(of: "linear("), let close = rule[open.upperBound...].firstIndex(of: ")")
        else { return XCTFail("no linear() easing for the modal:\n\(code)") }
        let points = rule[open.upperBound..<close].split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        XCTAssertEqual(points.count, frameCount)
        assertFollows(points, spring.dropLast() + [1], "linear() against the spring")
        // The sheet's keyframes: translate(0px, 0px) at 0 %, translate(0px, Hpx) at 100 %.
        let ends = code.components(separatedBy: "@keyframes modal {").last?.split(separator: "\n").prefix(3) ?? []
        let rises = ends.compactMap { line in
            line.range(of: "translate(0px, ").flatMap { Double(line[$0.upperBound...].prefix { $0 != "p" }) }
        }
        guard rises.count == 2, let frames = window["modalTranslationY"] else {
            return XCTFail("no keyframes for the modal: \(ends)")
        }
        assertFollows(points.map { rises[0] + (rises[1] - rises[0]) * $0 }, frames, "modal translate")
    }

    /// A tween has no spring: the demo's push stays keyframes, every frame.
    func testTween_IsNotCalledASpring() throws {
        let path = directory.appendingPathComponent("push.swift").path
        let result = try Commands.run(
            Commands.tabbar, ["export", "--format", "swift", "--transition", "push", "-o", path], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError)
        let code = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(code.contains("CASpringAnimation"), code)
        XCTAssertFalse(code.contains("spring:"), code)
        XCTAssertTrue(code.contains("CAKeyframeAnimation"), code)
    }
}
