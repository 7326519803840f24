import Foundation
import TestSupport
import XCTest

/// TabBarCore stays deterministic: no clock, no files, no processes, no C libraries, and no
/// Foundation at all (Glibc only for libm). Package.swift already keeps CX11 and CCairo out;
/// this guards what the compiler cannot: an `import` of a module every target may see, and
/// API names that read a clock or a file.
final class ArchitectureTests: XCTestCase {
    /// The modules a core file may import: libm, and the standard library's atomics.
    static let coreImports: Set<String> = ["Glibc", "Synchronization"]
    static let forbidden = [
        "FileHandle", "contentsOfFile", "URL(", "Date(", "Timer", "DispatchQueue", "clock_gettime",
        "gettimeofday", "Date.now", "FileManager", "ProcessInfo", "Process(", "DispatchTime",
        "ContinuousClock", "SuspendingClock", "Thread.sleep", "usleep(", "fopen(", "Data(contentsOf",
    ]

    func testCoreSources_ImportOnlyLibm() throws {
        let sources = try Self.swiftSources(in: "Sources/TabBarCore")
        XCTAssertGreaterThan(sources.count, 50)
        for (file, text) in sources {
            for module in Self.imports(in: text) where !Self.coreImports.contains(module) {
                XCTFail("\(file) imports \(module)")
            }
        }
    }

    func testCoreSources_UseNoClockFilesOrProcesses() throws {
        for (file, text) in try Self.swiftSources(in: "Sources/TabBarCore") {
            for token in Self.forbidden where text.contains(token) {
                XCTFail("\(file) uses \(token)")
            }
        }
    }

    /// The review tools and the demo content are pure Swift over the core: no window, no
    /// drawing library, no C module, so they run (and test) anywhere the core does.
    func testReviewAndDemo_ImportNoWindowOrDrawingModule() throws {
        let banned: Set<String> = ["CX11", "CCairo", "TabBarX11", "TabBarCairo", "CRlottie", "TabBarLottie"]
        for folder in ["Sources/TabBarReview", "Sources/TabBarDemo"] {
            let sources = try Self.swiftSources(in: folder)
            XCTAssertFalse(sources.isEmpty, folder)
            for (file, text) in sources {
                for module in Self.imports(in: text) where banned.contains(module) {
                    XCTFail("\(folder)/\(file) imports \(module)")
                }
            }
        }
    }

    /// Issue 41: rlottie is wrapped once. Only `TabBarLottie` imports `CRlottie`, and there
    /// only its player: the checks are pure Swift over the core (the fuzzer compiles them with
    /// the core's sources), and the module reads no files (the host hands it bytes).
    func testRlottie_IsWrappedOnceAndTheChecksArePure() throws {
        let root = Repository.root().appendingPathComponent("Sources").path
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() where folder != "TabBarLottie"
        {
            for (file, text) in try Self.swiftSources(in: "Sources/" + folder)
            where Self.imports(in: text).contains("CRlottie") {
                XCTFail("Sources/\(folder)/\(file) imports CRlottie")
            }
        }
        let lottie = try Self.swiftSources(in: "Sources/TabBarLottie")
        XCTAssertGreaterThanOrEqual(lottie.count, 5)
        for (file, text) in lottie {
            let allowed: Set<String> = file == "LottiePlayer.swift" ? ["CRlottie", "TabBarCore"] : ["TabBarCore"]
            for module in Self.imports(in: text) where !allowed.contains(module) {
                XCTFail("Sources/TabBarLottie/\(file) imports \(module)")
            }
            for token in ["fopen(", "open(", "InputFile", "FileHandle", "lottie_animation_from_file"]
            where text.contains(token) {
                XCTFail("Sources/TabBarLottie/\(file) uses \(token)")
            }
        }
    }

    /// A program reviewing its motion needs no display: the review library plays motions in
    /// the headless window and draws with Cairo, never through X11 or the window host.
    func testMotionReviewLibrary_ImportsNoWindowModule() throws {
        let banned: Set<String> = ["CX11", "TabBarX11", "TabBarKit"]
        let sources = try Self.swiftSources(in: "Sources/TabBarMotionReview")
        XCTAssertFalse(sources.isEmpty)
        for (file, text) in sources {
            for module in Self.imports(in: text) where banned.contains(module) {
                XCTFail("Sources/TabBarMotionReview/\(file) imports \(module)")
            }
        }
    }

    /// Issue 8: full Foundation brings ICU (about 30 MB of tables and a slower start), so
    /// nothing linked into `tabbar` or a `TabBarKit` program imports it: every folder under
    /// Sources but `assetgen`, which is a tool of its own. Tests may still use Foundation.
    func testEverythingLinkedIntoTheWindow_ImportsNoFoundation() throws {
        let banned: Set<String> = [
            "Foundation", "FoundationNetworking", "FoundationXML", "FoundationInternationalization",
        ]
        let root = Repository.root().appendingPathComponent("Sources").path
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0 != "assetgen" }.sorted()
        XCTAssertTrue(folders.contains("tabbar") && folders.contains("TabBarKit"), "\(folders)")
        var checked = 0
        for folder in folders {
            for (file, text) in try Self.swiftSources(in: "Sources/" + folder) {
                checked += 1
                for module in Self.imports(in: text) where banned.contains(module) {
                    XCTFail("Sources/\(folder)/\(file) imports \(module)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    /// The frame planner decides in plain values: TabBarFrame imports the core and nothing
    /// that draws or talks to a display, so it runs (and tests) without Cairo or X.
    func testPlanner_ImportsNoDrawingOrWindowModule() throws {
        let allowed: Set<String> = ["TabBarCore", "Glibc"]
        let sources = try Self.swiftSources(in: "Sources/TabBarFrame")
        XCTAssertTrue(sources.contains { $0.0.hasSuffix("FramePlanner.swift") }, "the planner lives here")
        for (file, text) in sources {
            for module in Self.imports(in: text) where !allowed.contains(module) {
                XCTFail("Sources/TabBarFrame/\(file) imports \(module)")
            }
        }
    }

    /// C is wrapped once: only the typed wrapper in `Sources/TabBarCairo/Cairo` imports
    /// CCairo and calls Cairo, Pango or GObject functions; the renderer, the painter, the
    /// caches and every other module go through its types.
    func testOnlyTheWrapper_CallsCairoAndPango() throws {
        let wrapper = "TabBarCairo/Cairo/"
        let root = Repository.root().appendingPathComponent("Sources").path
        var wrapped = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            for (file, text) in try Self.swiftSources(in: "Sources/" + folder) {
                let path = folder + "/" + file
                let calls = try Self.cCalls(in: text)
                guard !path.hasPrefix(wrapper) else {
                    wrapped += calls.count
                    continue
                }
                XCTAssertFalse(Self.imports(in: text).contains("CCairo"), "\(path) imports CCairo")
                XCTAssertEqual(calls, [], "\(path) calls C directly")
            }
        }
        XCTAssertGreaterThan(wrapped, 80, "the wrapper makes the calls")
    }

    /// The names of Cairo, Pango and GObject functions called in `text`, outside comments and
    /// string literals.
    static func cCalls(in text: String) throws -> [String] {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let unquoted = line.replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            return unquoted.range(of: "//").map { String(unquoted[..<$0.lowerBound]) } ?? unquoted
        }
        .joined(separator: "\n")
        let pattern = try NSRegularExpression(pattern: #"\b(?:cairo|pango|g_object)_[a-z0-9_]+(?=\s*\()"#)
        let range = NSRange(code.startIndex..., in: code)
        return pattern.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } }
    }

    /// The C-call finder sees calls, not comments, strings or Swift names.
    func testCCalls_AreFoundInCodeOnly() throws {
        let text = """
            cairo_fill(cr) // cairo_stroke(cr)
            let s = "pango_layout_new(x)"; g_object_unref(p)
            func cairoFill() {}
            """
        XCTAssertEqual(try Self.cCalls(in: text), ["cairo_fill", "g_object_unref"])
    }

    /// The imports parser reads what Swift reads, attributes and kinds included.
    func testImports_AreParsedWithAttributesAndKinds() {
        let text = "import Glibc\n@preconcurrency import Foundation\n  import struct CX11.Display\n// import Nothing\n"
        XCTAssertEqual(Self.imports(in: text), ["Glibc", "Foundation", "CX11"])
    }

    /// Every `.swift` file under `folder` (relative to the repository), with its text.
    static func swiftSources(in folder: String) throws -> [(String, String)] {
        let root = Repository.root().appendingPathComponent(folder)
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The module of each `import` declaration in `text` (`@testable`, `@preconcurrency`,
    /// `import struct M.T` and the like included; comments skipped).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            return words.first.map { String($0.split(separator: ".")[0]) }
        }
    }
}
