import Harness
import TabBarCairo
import TabBarCore
import TabBarMotionReview
import TestSupport
import XCTest

@testable import TabBarReview
@testable import tabbar

/// Issue 10 item 11: film strips and the gallery tell the truth about the configuration.
final class FilmstripTruthTests: TemporaryDirectoryTestCase {
    func testStrips_UseTheItemsConfiguredDuration() throws {
        let configuration = try DemoConfiguration.load("demos/ramotion.json", catalog: .demo)
        let fume = try MotionLookup.item(3, animation: "fume", configuration: configuration, command: "filmstrip")
        XCTAssertEqual(fume.animation.duration, configuration.tabs[3].animation.duration)
        XCTAssertEqual(fume.animation.duration, 0.4, accuracy: 1e-9)
        let bounce = try MotionLookup.item(0, animation: "bounce", configuration: configuration, command: "filmstrip")
        XCTAssertEqual(bounce.animation.duration, 0.8, accuracy: 1e-9)
        // Another animation on that item keeps its own default.
        let pop = try MotionLookup.item(3, animation: "pop", configuration: configuration, command: "filmstrip")
        XCTAssertEqual(
            pop.animation.duration, ItemAnimationCatalog.demo.make("pop", .init(duration: nil, frameCount: 0))?.duration
        )
    }

    func testRole_IsValidated() throws {
        let output = directory.appendingPathComponent("s.png").path
        let bad = try Commands.run(
            Commands.tabbar, ["filmstrip", "--animation", "bounce", "--role", "zzz", "-o", output])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("select, deselect, reselect"), bad.standardError)
        for role in MotionRecipe.ItemRole.allCases.map(\.rawValue) {
            let good = try Commands.run(
                Commands.tabbar, ["filmstrip", "--animation", "bounce", "--role", role, "-o", output])
            XCTAssertEqual(good.status, 0, good.standardError)
        }
    }

    /// A role the strip would not draw is an error too: an indicator has none. A cropped strip
    /// draws any role (it cuts the window's own frames).
    func testRole_IsValidatedForIndicatorsTransitionsAndCrops() throws {
        let output = directory.appendingPathComponent("s.png").path
        let cases: [([String], Int32)] = [
            (["--indicator", "pill", "--role", "zzz"], 2),
            (["--indicator", "pill", "--role", "select"], 2),
            (["--transition", "push", "--role", "zzz"], 2),
            (["--transition", "push", "--role", "pop"], 0),
            (["--animation", "bounce", "--crop", "bar", "--role", "zzz"], 2),
            // Any role crops (issue 40: every strip is the window's frames, cut to the crop).
            (["--animation", "bounce", "--crop", "bar", "--role", "deselect"], 0),
            (["--animation", "bounce", "--crop", "bar", "--role", "select"], 0),
            (["--transition", "push", "--crop", "window", "--role", "pop"], 0),
            (["--transition", "push", "--crop", "window", "--role", "push"], 0),
        ]
        for (arguments, status) in cases {
            let result = try Commands.run(Commands.tabbar, ["filmstrip"] + arguments + ["--frames", "2", "-o", output])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.standardError)")
            if status == 2 { XCTAssertTrue(result.standardError.contains("role"), result.standardError) }
        }
    }

    func testHeader_NamesConfigItemAnimationAndDuration() {
        XCTAssertEqual(
            FilmStripHeader.text(
                config: "ramotion.json", item: 3, title: "Fume", motion: "fume", role: "select",
                duration: 0.4),
            "ramotion.json · item 3 \"Fume\" · fume select · 0.4 s")
    }

    /// Every strip says what it shows, not only an item animation's: transitions, indicators
    /// and cropped strips carry the header too (they had none).
    func testEveryStrip_HasAHeader() throws {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/ramotion.json", catalog: .demo)
        let viewport = Size(width: 390, height: 844)
        func header(_ scene: Scene) -> String? {
            guard let first = scene.layers.first, first.id == "header", case .text(let run) = first.node else {
                return nil
            }
            return run.text
        }
        func strip(_ motion: MotionChoice.Motion, item: Int?, crop: MotionClip.Crop? = nil) throws -> Scene {
            try FilmstripCommand.strip(
                motion, item: item, role: nil, crop: crop, frames: 2, onion: false, configuration: configuration,
                viewport: viewport, renderer: renderer, configName: "r.json")
        }
        // A transition names the tab it plays from: the first whose page has a button.
        XCTAssertEqual(
            header(try strip(.transition("bubble"), item: nil)), "r.json · item 2 \"Right\" · bubble present · 0.5 s")
        let indicator = try strip(.indicator("pill"), item: 3)
        XCTAssertEqual(header(indicator)?.hasPrefix("r.json · pill to item 3 · "), true, header(indicator) ?? "none")
        let cropped = try strip(.animation("fume"), item: 3, crop: .bar)
        XCTAssertEqual(header(cropped), "r.json · item 3 \"Fume\" · fume select · 0.4 s", "the item's own duration")
        // The demo's colourful mask takes 1.0 s; a bounce cut to the bar still lasts its own 0.5 s.
        let demo = try DemoConfiguration.load("demo.json", catalog: .demo)
        let bounce = try FilmstripCommand.strip(
            .animation("bounce"), item: 1, role: nil, crop: .bar, frames: 2, onion: false, configuration: demo,
            viewport: viewport, renderer: renderer, configName: "demo.json")
        XCTAssertEqual(header(bounce), "demo.json · item 1 \"直播\" · bounce select · 0.5 s")
    }

    /// The review of issue 10: an onion-skin tile of one item was 96 px wide, and its header
    /// and label were cut off ("ramotion.js…", "9 frames, 0.000 s…"). Every label of the
    /// strip now fits its frame, measured as the renderer draws it, and the frame fits the picture.
    func testOnionSkinOfAnItem_ShowsItsHeaderAndLabelWhole() throws {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/ramotion.json", catalog: .demo)
        func texts(_ node: SceneNode, dx: Double = 0) -> [(TextRun, Double)] {
            switch node {
            case .text(let run): return [(run, dx)]
            case .group(let group): return group.children.flatMap { texts($0, dx: dx + group.transform.tx) }
            default: return []
            }
        }
        func strip(_ crop: MotionClip.Crop?) throws -> Scene {
            try FilmstripCommand.strip(
                .animation("bounce"), item: 0, role: nil, crop: crop, frames: 9, onion: true,
                configuration: configuration, viewport: Size(width: 390, height: 844), renderer: renderer,
                configName: "ramotion.json")
        }
        let plain = try strip(nil), cropped = try strip(.item)
        for (index, scene) in [plain, cropped].enumerated() {
            // The header, and the tile's label; the text drawn in each frame is the picture.
            let runs = scene.layers.filter { ["header", "label"].contains($0.id) }.flatMap { texts($0.node) }
            XCTAssertEqual(
                runs.map(\.0.text),
                ["ramotion.json · item 0 \"Bounce\" · bounce select · 0.8 s", "9 frames, 0.000 s – 0.800 s"],
                "strip \(index)")
            for (run, dx) in runs {
                XCTAssertLessThanOrEqual(
                    renderer.text.measure(run.text, font: run.font).width, run.frame.width, run.text)
                XCTAssertGreaterThanOrEqual(run.frame.minX + dx, 0, run.text)
                XCTAssertLessThanOrEqual(run.frame.maxX + dx, scene.size.width, run.text)
            }
        }
    }

    /// Issue 40: a long title widened the header and pushed the cells off centre. It is now
    /// cut short to fit the strip, which keeps its own width; a short one stays whole.
    func testLongTitle_IsCutNotWidened() throws {
        let strip = Scene(size: Size(width: 400, height: 100), background: .white, layers: [])
        let measurer = SceneRenderer().text
        let long = String(repeating: "Settings and privacy ", count: 4)
        let header = FilmStripHeader(config: "a.json", item: 1, title: long, caption: "push push", duration: 0.5)
        let scene = header.adding(to: strip, measurer: measurer)
        XCTAssertEqual(scene.size.width, 400, "the strip keeps its width: its cells stay where they are")
        guard case .text(let run)? = scene.layers.first?.node else { return XCTFail("no header") }
        XCTAssertTrue(run.text.hasPrefix("a.json · item 1 \"Settings and"), run.text)
        XCTAssertTrue(run.text.hasSuffix("…\" · push push · 0.5 s"), run.text)
        XCTAssertLessThanOrEqual(measurer.measure(run.text, font: run.font).width, run.frame.width)
        let short = FilmStripHeader(config: "a.json", item: 1, title: "Chat", caption: "push push", duration: 0.5)
        guard case .text(let whole)? = short.adding(to: strip, measurer: measurer).layers.first?.node else {
            return XCTFail("no header")
        }
        XCTAssertEqual(whole.text, "a.json · item 1 \"Chat\" · push push · 0.5 s")
    }

    func testGallery_TakesAConfigAndAScale() throws {
        let output = directory.appendingPathComponent("g.png").path
        let config = Repository.root().appendingPathComponent("assets/demos/colorful.json").path
        let result = try Commands.run(Commands.tabbar, ["gallery", "--config", config, "--scale", "0.5", "-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        let whole = try Commands.run(Commands.tabbar, ["gallery", "-o", output + "2.png"])
        XCTAssertEqual(whole.status, 0)
        let half = try RasterSurface(png: output), full = try RasterSurface(png: output + "2.png")
        XCTAssertEqual(Double(half.width), (Double(full.width) / 2).rounded(.up), accuracy: 1)
        // The colourful bar's dark background shows in the half-scale gallery.
        XCTAssertLessThan((half.pixel(x: Int(Double(half.width) * 0.3), y: 45) >> 16) & 0xFF, 80)
    }

    /// `gallery --config` shows the first tab's title with its icons (ramotion's "Bounce"),
    /// not the demo's 首页 beside another configuration's icons.
    func testGallery_ShowsTheConfigsFirstTitle() throws {
        let configuration = try DemoConfiguration.load("demos/ramotion.json", catalog: .demo)
        let gallery = try GalleryCommand.makeGallery(renderer: SceneRenderer(), configuration: configuration)
        XCTAssertEqual(gallery.rows.first?.strip.item.title, "Bounce")
        XCTAssertEqual(try GalleryCommand.makeGallery(renderer: SceneRenderer()).rows.first?.strip.item.title, "首页")
    }
}
