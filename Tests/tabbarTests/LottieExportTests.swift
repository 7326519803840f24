import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarLottie
import TabBarMotionReview
import TestSupport
import XCTest

@testable import TabBarReview
@testable import tabbar

/// `tabbar export --lottie`, for every motion `tabbar list` names: the file validates against
/// the Lottie Animation Community's JSON Schema (lottie-specs), and rlottie plays it back as
/// tabbar draws it, frame by frame, within a mean difference of 2/255 per channel.
final class LottieExportTests: TemporaryDirectoryTestCase {
    /// The window's default size.
    static let viewport = Size(width: 390, height: 844)

    /// The largest mean difference per channel of any frame, for every motion.
    static let meanLimit = 2.0
    /// The largest share of a frame's pixels that may differ by more than `farDifference`:
    /// rlottie takes the nearest pixel of a scaled picture where the window blends, so the
    /// edges of scaled text and icons differ (1.6 % of modal present's worst frame, where
    /// the page behind the sheet shrinks).
    static let farShareLimit = 0.02
    static let farDifference = 32

    /// Every motion of `tabbar list`, in the demo's configuration, with the tools' defaults
    /// (`make check` plays one in four of them).
    static var motions: [MotionChoice.Motion] {
        let all: [MotionChoice.Motion] =
            ItemAnimationCatalog.demo.names.map { .animation($0) }
            + IndicatorKind.allCases.map { .indicator($0.rawValue) }
            + TransitionKind.allCases.map { .transition($0.rawValue) }
        return TestTier.sample(all, stride: 4)
    }

    struct Exported {
        var name: String
        var document: String
        var clip: MotionClip
    }

    func export(
        _ motion: MotionChoice.Motion, configuration: AppConfiguration, renderer: SceneRenderer
    ) throws
        -> Exported
    {
        let request = try MotionRequest.resolve(
            motion, item: nil, role: nil, configuration: configuration, viewport: Self.viewport, command: "export")
        let clip = try MotionClip.make(
            request, crop: nil, configuration: configuration, viewport: Self.viewport, measurer: renderer.text,
            command: "export")
        let document = ExportCommand.lottie(clip, name: request.caption, scale: 1, renderer: renderer)
        return Exported(name: request.caption, document: CompactJSON.text(document), clip: clip)
    }

    /// The mean and largest channel difference between tabbar's frames of `exported` and
    /// rlottie's drawing of its file, over every frame; the worst frame's mean.
    func difference(_ exported: Exported) throws -> (worstMean: Double, largest: Int, farShare: Double, frames: Int) {
        let player = try LottiePlayer(bytes: Array(exported.document.utf8), path: exported.name)
        let clip = exported.clip
        let width = Int(clip.size.width), height = Int(clip.size.height)
        let frameCount = clip.motion.lastFrame + 1
        XCTAssertEqual(player.frameCount, frameCount, exported.name)
        // As the window draws them: pages composited from their pictures, resampled in motion.
        let renderer = SceneRenderer(layers: LayerCache())
        let surface = try RasterSurface(width: width, height: height)
        var played = [UInt32](repeating: 0, count: width * height)
        var worstMean = 0.0, largest = 0, farShare = 0.0
        for frame in 0..<frameCount {
            renderer.render(
                RecordedMotion.cropped(clip.motion.frames[frame].scene, to: clip.region), on: surface,
                exact: frame == frameCount - 1)
            played.withUnsafeMutableBufferPointer {
                player.render(frame: frame, into: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
            }
            let (sum, worst, far) = Self.compare(surface, played)
            largest = max(largest, worst)
            worstMean = max(worstMean, Double(sum) / Double(width * height * 3))
            farShare = max(farShare, Double(far) / Double(width * height))
        }
        return (worstMean, largest, farShare, frameCount)
    }

    /// The sum of every channel's difference between `surface` and `played` (rlottie's
    /// premultiplied words, opaque here), the largest, and how many pixels have a channel
    /// more than `farDifference` off; equal pixels cost one comparison.
    static func compare(_ surface: RasterSurface, _ played: [UInt32]) -> (sum: Int, largest: Int, far: Int) {
        var sum = 0, largest = 0, far = 0
        played.withUnsafeBufferPointer { other in
            surface.withPixels { pixels in
                for y in 0..<surface.height {
                    let row = pixels.advanced(by: y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    let base = y * surface.width
                    for x in 0..<surface.width {
                        let a = row[x] & 0xFF_FFFF, b = other[base + x] & 0xFF_FFFF
                        if a == b { continue }
                        let red = abs(Int(a >> 16) - Int(b >> 16))
                        let green = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
                        let blue = abs(Int(a & 0xFF) - Int(b & 0xFF))
                        sum += red + green + blue
                        let channel = max(red, green, blue)
                        largest = max(largest, channel)
                        if channel > farDifference { far += 1 }
                    }
                }
            }
        }
        return (sum, largest, far)
    }

    /// Every motion's file passes the Lottie Animation Community's JSON Schema (as
    /// `lottie-specs` ships it; `make pydeps` installs it into .build/python), checked by a
    /// Python process while rlottie plays every frame of every file back, which must show
    /// what the window shows (its own renderer, layer cache and all) within a mean of 2/255.
    func testEveryMotion_ValidatesAndPlaysBackInRlottieAsTheWindowDrawsIt() throws {
        let python = Repository.root().appendingPathComponent(".build/python/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return XCTFail("no \(python): run make pydeps (lottie-specs from PyPI)")
        }
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load(catalog: .demo)
        // `make check`: one in three of the check tier's motions.
        let exports = try TestTier.sample(Self.motions, stride: 3).map {
            try export($0, configuration: configuration, renderer: renderer)
        }
        var files: [String] = []
        for (index, exported) in exports.enumerated() {
            let path = directory.appendingPathComponent("motion-\(index).json").path
            try exported.document.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let validation = try Self.startValidation(python: python, files: files)
        var report: [String] = []
        for exported in exports {
            let (mean, largest, farShare, frames) = try difference(exported)
            let drawnPerFrame = exported.document.contains("drawn frame by frame")
            report.append(
                "\(exported.name): \(frames) frames, \(exported.document.utf8.count / 1024) KB, worst frame mean "
                    + "\(String(format: "%.2f", mean))/255, largest \(largest)/255 "
                    + "(\(String(format: "%.2f", farShare * 100)) % over \(Self.farDifference))"
                    + (drawnPerFrame ? ", parts drawn frame by frame" : ""))
            XCTAssertLessThanOrEqual(mean, Self.meanLimit, "\(exported.name): mean difference per channel")
            XCTAssertLessThanOrEqual(farShare, Self.farShareLimit, "\(exported.name): pixels far off")
        }
        print(report.joined(separator: "\n"))
        validation.process.waitUntilExit()
        let output = String(decoding: validation.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(validation.process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("\(files.count) valid"), output)
    }

    /// Starts checking `files` against the schema, on the other core.
    static func startValidation(python: String, files: [String]) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", validator] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, output)
    }

    /// Validates each file named on the command line; prints the first errors and exits 1.
    /// Animated properties keep their first, a middle and their last keyframe: every keyframe
    /// of a property has the same form, and the schema's validator takes seconds a file on all.
    static let validator = """
        import json, os, sys, lottie_specs
        from jsonschema import Draft202012Validator
        schema = json.load(open(os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")))
        validator = Draft202012Validator(schema)
        def thin(node):
            if isinstance(node, dict):
                if node.get("a") == 1 and isinstance(node.get("k"), list) and len(node["k"]) > 3:
                    k = node["k"]
                    node["k"] = [k[0], k[len(k) // 2], k[-1]]
                for value in node.values(): thin(value)
            elif isinstance(node, list):
                for value in node: thin(value)
        bad = 0
        for path in sys.argv[1:]:
            document = json.load(open(path))
            thin(document)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
            for error in errors[:3]:
                print(path, "/".join(map(str, error.absolute_path)), error.message[:300])
            bad += bool(errors)
        print(len(sys.argv) - 1 - bad, "valid")
        sys.exit(1 if bad else 0)
        """
}

/// Where a property follows one timing curve between two values, the file has the curve's
/// own handles: two keyframes, not one a frame.
extension LottieExportTests {
    /// The keyframes of `property` (a key of `ks`, such as "p") of the layers named `layer`.
    func keyframes(_ document: String, layer: String, property: String) throws -> [[[String: Any]]] {
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let layers = try XCTUnwrap(root["layers"] as? [[String: Any]])
        return layers.filter { $0["nm"] as? String == layer }.compactMap { layer in
            ((layer["ks"] as? [String: Any])?[property] as? [String: Any])?["k"] as? [[String: Any]]
        }
    }

    /// A keyframe's handles as (o.x, o.y, i.x, i.y).
    func handles(_ keyframe: [String: Any]) -> [Double] {
        ["o", "i"].flatMap { key -> [Double] in
            let handle = keyframe[key] as? [String: Any]
            return ["x", "y"].map { ((handle?[$0] as? [Double])?.first) ?? .nan }
        }
    }

    func testPureCurves_AreWrittenWithTheCurvesOwnHandles() throws {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load(catalog: .demo)
        let easeInOut = try XCTUnwrap(TimingCurve.easeInEaseOut.bezier)
        let handles = [easeInOut.x1, easeInOut.y1, easeInOut.x2, easeInOut.y2]
        // HYB's push: the new page comes in from the right edge on UIKit's ease-in-out.
        let push = try export(.transition("push"), configuration: configuration, renderer: renderer)
        let page = try XCTUnwrap(keyframes(push.document, layer: "tab 0 page 2", property: "p").first)
        XCTAssertEqual(page.count, 2, "\(page)")
        XCTAssertEqual(page.first.map(self.handles), handles)
        XCTAssertEqual(page.map { $0["t"] as? Double }, [0, 30])
        let x = page.compactMap { ($0["s"] as? [Double])?.first }
        XCTAssertEqual(x.count, 2)
        XCTAssertEqual(x[0] - x[1], Self.viewport.width, accuracy: 1e-3)
        // Pop grows and shrinks on ease-in-out (a tween each way): three keyframes at every
        // scale the icon is drawn at.
        let pop = try export(.animation("pop"), configuration: configuration, renderer: renderer)
        let scales = try keyframes(pop.document, layer: "bar.item.0/2", property: "s")
        XCTAssertFalse(scales.isEmpty)
        for scale in scales {
            XCTAssertEqual(scale.map { $0["t"] as? Double }, [0, 6, 12])
            XCTAssertEqual(scale.dropLast().map(self.handles), [handles, handles])
        }
    }
}
