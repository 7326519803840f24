// swift-tools-version:6.0
// AnimatedTabBar: an X11 window with a Cairo-drawn, animated bottom tab bar.
//
// The dependency graph is the architecture: TabBarCore imports no C module, so the
// compiler refuses any Xlib or Cairo type that tries to leak into the deterministic core.
import PackageDescription

let package = Package(
    name: "AnimatedTabBar",
    products: [
        .executable(name: "tabbar", targets: ["tabbar"]),
        // For other programs: the core (controller, animations, config decoder) and a window
        // hosting it (`TabBarWindow`); see Examples/.
        .library(name: "TabBarCore", targets: ["TabBarCore"]),
        .library(name: "TabBarKit", targets: ["TabBarKit"]),
        // The review window for other programs: TabBarKit's host with the review tools plugged
        // in (trace, HUD, QA scripts, captures, the control channel), and the compare and
        // gallery windows.
        .library(name: "TabBarReviewWindow", targets: ["TabBarReviewWindow"]),
        // The demo's content (its pages and the Jelly animation), for programs that show it.
        .library(name: "TabBarDemo", targets: ["TabBarDemo"]),
        // For programs reviewing their own motion: film strips, plots and GIFs
        // (`MotionReview`), and the review tools under them.
        .library(name: "TabBarMotionReview", targets: ["TabBarMotionReview", "TabBarReview"]),
    ],
    targets: [
        // System libraries: a module map and a tiny shim header each, nothing more.
        .systemLibrary(
            name: "CX11",
            path: "Sources/CX11",
            pkgConfig: "x11 xext",
            providers: [.apt(["libx11-dev", "libxext-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            // Pango's folder and cairo's, glib's and harfbuzz's flags, by a .pc file of its own:
            // pangocairo.pc brings gio's -pthread, which SwiftPM warns about on every build.
            pkgConfig: Context.packageDirectory + "/Sources/CCairo/tabbar-cairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CGif", path: "Sources/CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CRlottie", path: "Sources/CRlottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),

        // Pure Swift: geometry, animation, scene, gestures, model, controller, config.
        .target(name: "TabBarCore"),
        // Every file the program writes goes through one atomic writer (temporary file, fsync,
        // rename), and a forced exit settles what is still being written. Glibc, and the
        // core's `FileFailure` (the one file error) only.
        .target(name: "TabBarOutput", dependencies: ["TabBarCore"]),
        // Review tools that are not part of the bar: HUD, gallery, film strips, QA scripts.
        // Pure Swift too; it depends on the core, never the other way.
        .target(name: "TabBarReview", dependencies: ["TabBarCore"]),
        // Demo content that plugs into the core through its protocols: the Jelly animation
        // and the grid, list, button and settings pages (`PageCatalog.demo`).
        .target(name: "TabBarDemo", dependencies: ["TabBarCore"]),
        // Lottie files: checked (pure Swift, fuzzed), then played by rlottie into any memory.
        .target(name: "TabBarLottie", dependencies: ["TabBarCore", "CRlottie"]),
        // How a frame is drawn, decided in plain values: the planner (occlusion, pictures,
        // direct copies, tints), its plan, and what a frame leaves to the host. Pure Swift:
        // it can be tested without drawing, and the window's X11 side reads its copies.
        .target(name: "TabBarFrame", dependencies: ["TabBarCore"]),
        // Draws a TabBarCore scene with Cairo and Pango onto any memory or PNG: the planner's
        // plan executed through a typed wrapper over both (`Sources/TabBarCairo/Cairo`);
        // Lottie frames come from TabBarLottie.
        .target(
            name: "TabBarCairo", dependencies: ["TabBarCore", "TabBarFrame", "TabBarOutput", "CCairo", "TabBarLottie"]),
        // Animated GIFs: a median-cut quantizer with dithering (pure Swift) and giflib's writer.
        .target(name: "TabBarGIF", dependencies: ["TabBarCore", "TabBarOutput", "CGif"]),
        // Reads configuration files: file I/O and image checks around the core's decoder.
        .target(name: "TabBarLoading", dependencies: ["TabBarCore", "TabBarOutput", "TabBarCairo"]),
        // One motion played headless and drawn: film strips, plots and GIFs as PNG, CSV and
        // GIF files, for `tabbar`'s review commands and for any program (`MotionReview`).
        .target(
            name: "TabBarMotionReview",
            dependencies: ["TabBarCore", "TabBarReview", "TabBarCairo", "TabBarGIF", "TabBarOutput"]),
        // The window, the X event loop and the frame clock.
        .target(name: "TabBarX11", dependencies: ["TabBarCore", "TabBarFrame", "CX11"]),
        // The window hosting a controller for any program: the frame pipeline, one generic
        // client (`WindowHost`, drawing a `FrameSource` with `WindowPlugin`s) and `TabBarWindow`.
        // No review tool, no giflib: a program embedding the bar links only what draws it.
        .target(
            name: "TabBarKit", dependencies: ["TabBarCore", "TabBarFrame", "TabBarCairo", "TabBarLoading", "TabBarX11"]),
        // The review tools as plug-ins on TabBarKit's host: the trace, HUD, repaint flashes,
        // screenshots, GIF captures, QA scripts with their report and recorder, the control
        // channel, and the compare and gallery windows (`ReviewWindow`).
        .target(
            name: "TabBarReviewWindow",
            dependencies: [
                "TabBarCore", "TabBarCairo", "TabBarLoading", "TabBarX11", "TabBarKit", "TabBarReview", "TabBarGIF",
                "TabBarOutput",
            ]),
        // Thin executable: command line and wiring.
        .executableTarget(
            name: "tabbar",
            dependencies: [
                "TabBarCore", "TabBarReview", "TabBarDemo", "TabBarCairo", "TabBarLoading", "TabBarX11", "TabBarGIF",
                "TabBarKit", "TabBarReviewWindow", "TabBarOutput", "TabBarMotionReview",
            ]
        ),
        // Draws the project's icons and flip-book frames into assets/ (`make assets`).
        .executableTarget(name: "assetgen", dependencies: ["TabBarCore", "TabBarCairo"]),

        // Runs the real program under a private Xvfb and reads its trace; shared by the
        // end-to-end tests and the benchmark (so it must not link XCTest).
        .target(name: "Harness", dependencies: ["TabBarCore", "TabBarCairo", "CX11"], path: "Tests/Harness"),
        // The repository's folder, for everything that reads its assets (no XCTest, no X11).
        .target(name: "TestPaths", path: "Tests/TestPaths"),
        // Shared unit-test helpers: golden PNG comparison, fixtures, fake hit targets. No
        // Harness: only the tests that drive X11 depend on that.
        .target(
            name: "TestSupport",
            dependencies: [
                "TabBarCore", "TabBarDemo", "TabBarFrame", "TabBarCairo", "TabBarLoading", "TabBarX11", "TestPaths",
            ],
            path: "Tests/TestSupport"),
        // `make bench`: frame pacing, idle CPU, render time and memory of the real window.
        // It imports the libraries it measures directly, so it must depend on them directly:
        // SwiftPM only rebuilds a target when a direct dependency changes.
        .executableTarget(
            name: "bench",
            dependencies: [
                "Harness", "TestPaths", "TabBarCore", "TabBarFrame", "TabBarCairo", "TabBarLoading", "TabBarDemo",
                "CX11",
            ],
            path: "Tests/Bench"
        ),
        // Core tests use the demo's pages as fixtures (through TestSupport); the core itself never does.
        // The motion invariants over the catalogue run the review tools' checks (`TabBarReview`'s
        // `Checks`, which `tabbar check` runs over any configuration): one implementation.
        .testTarget(
            name: "TabBarCoreTests", dependencies: ["TabBarCore", "TabBarReview", "TabBarDemo", "TestSupport"]),
        .testTarget(name: "TabBarFrameTests", dependencies: ["TabBarCore", "TabBarFrame"]),
        .testTarget(
            name: "TabBarReviewTests", dependencies: ["TabBarCore", "TabBarReview", "TabBarDemo", "TestSupport"]),
        .testTarget(
            name: "TabBarDemoTests", dependencies: ["TabBarCore", "TabBarDemo", "TabBarCairo", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TabBarCairoTests",
            dependencies: [
                "TabBarCore", "TabBarReview", "TabBarDemo", "TabBarFrame", "TabBarCairo", "TabBarLottie", "TestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TabBarGIFTests", dependencies: ["TabBarCore", "TabBarGIF", "TabBarOutput"]),
        .testTarget(name: "TabBarLottieTests", dependencies: ["TabBarLottie", "TabBarCore", "TestPaths"]),
        .testTarget(name: "TabBarOutputTests", dependencies: ["TabBarCore", "TabBarOutput", "TestSupport"]),
        .testTarget(
            name: "TabBarMotionReviewTests",
            dependencies: [
                "TabBarMotionReview", "TabBarCore", "TabBarReview", "TabBarCairo", "TabBarGIF", "TestSupport",
            ]),
        .testTarget(
            name: "TabBarX11Tests",
            dependencies: ["TabBarCore", "TabBarFrame", "TabBarX11", "TabBarCairo", "TestSupport", "Harness", "CX11"]),
        .testTarget(
            name: "TabBarKitTests",
            dependencies: [
                "TabBarKit", "TabBarCore", "TabBarDemo", "TabBarFrame", "TabBarCairo", "TabBarLoading", "TabBarX11",
                "TestSupport", "Harness",
            ]),
        .testTarget(
            name: "TabBarReviewWindowTests",
            dependencies: [
                "TabBarReviewWindow", "TabBarKit", "TabBarCore", "TabBarReview", "TabBarDemo", "TabBarCairo",
                "TabBarLoading", "TabBarX11", "TabBarGIF", "TestSupport", "Harness",
            ]),
        .testTarget(
            name: "tabbarTests",
            dependencies: [
                "tabbar", "TabBarCore", "TabBarReview", "TabBarDemo", "TabBarCairo", "TabBarLoading", "TabBarGIF",
                "TabBarKit", "TabBarReviewWindow", "TabBarLottie", "TabBarOutput", "TabBarMotionReview", "TestSupport",
                "Harness",
            ],
            exclude: ["__Snapshots__"]),
    ]
)
