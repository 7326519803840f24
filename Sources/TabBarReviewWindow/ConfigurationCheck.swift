import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarOutput
import TabBarReview
import TabBarX11

/// `tabbar check`, for any program: the test suite's motion invariants over every motion a
/// configuration file configures (each item's animation in each role, the indicator, the
/// page transitions), played headless as the window plays them, then seeded interruptions.
///
/// A program with item animations of its own registers them in `catalog`, as it does for
/// `TabBarWindow(configurationFile:catalog:)`; the file may then name them and they are
/// checked like the built-in ones:
///
/// ```swift
/// var catalog = ItemAnimationCatalog.builtIn
/// catalog.register("swing") { SwingAnimation(duration: $0.duration ?? 0.8) }
/// let check = ConfigurationCheck(configurationFile: "bar.json", catalog: catalog)
/// exit(try check.run().code)   // 0 clean, 3 when a check fails
/// ```
///
/// Each finding is one line, `file:line:col: tabs[2].animation "swing" (select): jumps
/// 14.2 px between 0.183 s and 0.188 s (bound 11.7 px): …`, pointing at the key that
/// configured the motion (for a default, the closest key around it).
public struct ConfigurationCheck {
    /// The configuration file to check; findings point at its lines.
    public var configurationFile: String
    /// The item animations the file may name: the program's own, registered as for its
    /// window, so that they are checked exactly as they will play.
    public var catalog: ItemAnimationCatalog
    /// The page kinds the file may name. Pass the window's catalog (`.demo` for the demos'
    /// kinds), or a page kind the program's window accepts is refused here.
    public var pages: PageCatalog
    /// The window the motions play in, logical pixels.
    public var viewport = Size.defaultWindow
    /// How many seeded random tap sequences to play (0: none), and their seed.
    public var interruptions = 200
    /// The seed of the random tap sequences: the same seed plays the same taps, so that a
    /// failure can be replayed.
    public var seed: UInt64 = 1
    /// Where to write the JUnit report (a testsuite per motion, a testcase per check).
    public var reportFile: String?
    /// Where to write a PNG of every failing frame beside the frame before it.
    public var sheetFile: String?

    /// A check of `configurationFile` with the program's `catalog` and `pages`, with the
    /// default viewport and 200 seeded interruptions; set the other properties before `run`.
    public init(configurationFile: String, catalog: ItemAnimationCatalog = .builtIn, pages: PageCatalog = .builtIn) {
        self.configurationFile = configurationFile
        self.catalog = catalog
        self.pages = pages
    }

    /// Loads the file, runs every check, hands each finding's line to `finding` (by default
    /// standard output), writes the report and the sheet, and says how it went on standard
    /// error. Returns `.success` when every check held and `.script` (3) when one broke;
    /// throws for a file that cannot be read or decoded and an output that cannot be
    /// written (`ExitCode(for:)` makes that 2).
    public func run(finding: (String) -> Void = { Console.out($0 + "\n") }) throws -> ExitCode {
        // Opened before the run, so that an output that cannot be written fails at once.
        let report = try reportFile.map { path throws(FileFailure) in try OutputFile(path: path) }
        let sheet = try sheetFile.map { path throws(FileFailure) in try OutputFile(path: path) }
        let clock = ContinuousClock()
        let start = clock.now
        let renderer = SceneRenderer()
        let loaded = try load(images: renderer.images, report: report)
        let root = loaded.0
        var configuration = loaded.1
        if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
        var checker = MotionChecker(
            configuration: configuration, viewport: viewport, measurer: renderer.text,
            source: ConfigSource(file: configurationFile, root: root))
        checker.interruptions = interruptions
        checker.seed = seed
        let results = checker.run()
        let findings = results.findings
        for found in findings { finding(found.line) }
        // Not a motion fault: the harness cannot play the motion here (`CheckResults.Suite.skipped`).
        for line in results.skippedLines { Console.line(line) }
        if let report {
            try report.write(results.junit())
            try report.commit()
        }
        if let sheet {
            let scene = CheckSheet(measurer: renderer.text).scene(findings) ?? CheckSheet.clean()
            try PNGWriter.picture(scene, scale: 1, renderer: renderer).writePNG(to: sheet)
        }
        let elapsed = (clock.now - start).components
        let tenths = Int(elapsed.seconds * 10) + Int(elapsed.attoseconds / 100_000_000_000_000_000)
        Console.line(
            "check: \(results.motionCount) motions, \(interruptions) interruptions: "
                + "\(findings.isEmpty ? "no" : String(findings.count)) finding\(findings.count == 1 ? "" : "s") "
                + "in \(tenths / 10).\(tenths % 10) s")
        return findings.isEmpty ? .success : .script
    }

    /// Reads and decodes the file; when it cannot, the report (if asked for) says why, as
    /// one failed testcase, so that a CI job reading it sees why nothing was checked.
    private func load(images: ImageCache, report: OutputFile?) throws -> (JSONNode, AppConfiguration) {
        do {
            let root = try ConfigurationFile.readJSON(configurationFile)
            let configuration = try ConfigurationFile.decode(
                root, file: configurationFile, catalog: catalog, pages: pages, images: images, viewport: viewport)
            return (root, configuration)
        } catch {
            if let report {
                try report.write(CheckResults.inputFailure("\(error)", file: configurationFile))
                try report.commit()
            }
            throw error
        }
    }
}
