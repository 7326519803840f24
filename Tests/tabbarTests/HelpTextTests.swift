import Foundation
import Harness
import TabBarReview
import TestSupport
import XCTest

/// Issue 10 item 13: `--help` lists every option every subcommand's parser accepts, and
/// `--version` exists. The options are read from the parsers' sources, so a new option
/// that is not documented fails here.
final class HelpTextTests: XCTestCase {
    /// The `case "--x"` options a source file's parser switches on.
    func options(in file: String) throws -> Set<String> {
        let url = Repository.root().appendingPathComponent("Sources/tabbar/Commands/" + file)
        let text = try String(contentsOf: url, encoding: .utf8)
        // `case "--x", "-x":` in a switch, or `argument == "--x"` in an if (compare's parser).
        let patterns = [#"case ((?:"-{1,2}[a-z-]+",? ?)+):"#, #"argument == ("-{1,2}[a-z-]+")"#]
        var found = Set<String>()
        for pattern in try patterns.map({ try NSRegularExpression(pattern: $0) }) {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let group = String(text[Range(match.range(at: 1), in: text)!])
                for name in group.split(separator: ",") {
                    found.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
                }
            }
        }
        return found
    }

    /// The help's section for `command` ("" for the window): from its heading to the next.
    func section(_ help: String, _ command: String) -> String {
        let parts = help.components(separatedBy: "\ntabbar ")
        if command.isEmpty { return parts[0] }
        return parts.first { $0.hasPrefix(command + ":") } ?? ""
    }

    func testHelp_ListsEveryOptionOfEverySubcommand() throws {
        let result = try Commands.run(Commands.tabbar, ["--help"])
        XCTAssertEqual(result.status, 0)
        let help = result.standardOutput
        let offline = try options(in: "OfflineOptions.swift")
        XCTAssertTrue(offline.contains("--scale"))
        let motion = try options(in: "MotionChoice.swift")
        XCTAssertTrue(motion.contains("--item"))
        let commands: [(String, Set<String>)] = [
            ("", try options(in: "WindowOptions.swift")),
            ("plot", try options(in: "PlotCommand.swift").union(offline).union(motion)),
            // compare reads --indicator only to refuse it.
            (
                "compare",
                try options(in: "CompareCommand.swift").union(offline).union(motion).subtracting(["--indicator"])
            ),
            ("render", try options(in: "RenderCommand.swift").union(offline)),
            ("filmstrip", try options(in: "FilmstripCommand.swift").union(offline)),
            ("animate", try options(in: "AnimateCommand.swift").union(offline)),
            ("export", try options(in: "ExportCommand.swift").union(offline)),
            ("gallery", try options(in: "GalleryCommand.swift")),
            ("check", try options(in: "CheckCommand.swift")),
        ]
        for (command, names) in commands {
            XCTAssertFalse(names.isEmpty, command)
            let text = section(help, command)
            for name in names {
                XCTAssertTrue(
                    text.contains(name + " ") || text.contains(name + ","),
                    "\(command.isEmpty ? "window" : command): \(name)")
            }
        }
        XCTAssertTrue(section(help, "filmstrip").contains("select, deselect or reselect"))
    }

    /// The `?` overlay lists every function key `--help` names (F2 was missing).
    func testKeyOverlay_ListsEveryFunctionKeyTheHelpNames() throws {
        let help = try Commands.run(Commands.tabbar, ["--help"]).standardOutput
        let pattern = try NSRegularExpression(pattern: #"\bF[0-9]+\b"#)
        let keys = Set(
            pattern.matches(in: help, range: NSRange(help.startIndex..., in: help)).map {
                String(help[Range($0.range, in: help)!])
            })
        XCTAssertTrue(keys.isSuperset(of: ["F1", "F2", "F11", "F12"]), "\(keys)")
        for key in keys {
            XCTAssertTrue(KeyHelp.entries.contains { $0.keys.split(separator: " ").contains(Substring(key)) }, key)
        }
    }

    func testVersion_PrintsOneLine() throws {
        let result = try Commands.run(Commands.tabbar, ["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("tabbar "), result.standardOutput)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 1)
        // One version everywhere: the man page's header names the same one.
        let manPage = try String(contentsOf: Repository.root().appendingPathComponent("dist/tabbar.1"), encoding: .utf8)
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(manPage.contains("\"\(version)\""), "\(version) is not the man page's version")
    }

    /// The usage synopsis at the top of `--help` names every subcommand the dispatcher runs,
    /// and the bash completion offers each of them and every option the help lists.
    func testSynopsisAndCompletion_NameEverySubcommandAndOption() throws {
        let dispatch = try String(
            contentsOf: Repository.root().appendingPathComponent("Sources/tabbar/CommandDispatch.swift"),
            encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"case "([a-z]+)": return try"#)
        let subcommands = pattern.matches(in: dispatch, range: NSRange(dispatch.startIndex..., in: dispatch)).map {
            String(dispatch[Range($0.range(at: 1), in: dispatch)!])
        }
        XCTAssertTrue(subcommands.contains("compare"), "\(subcommands)")
        let help = try Commands.run(Commands.tabbar, ["--help"]).standardOutput
        let synopsis = help.components(separatedBy: "\n\n")[0]
        let completion = try String(
            contentsOf: Repository.root().appendingPathComponent("dist/tabbar.bash"), encoding: .utf8)
        for name in subcommands {
            XCTAssertTrue(synopsis.contains("tabbar \(name)"), "synopsis: \(name)")
            XCTAssertNotNil(
                completion.range(of: #"[" ]"# + name + #"[" ]"#, options: .regularExpression), "completion: \(name)")
        }
        let optionPattern = try NSRegularExpression(pattern: #"^ +(--[a-z-]+)"#, options: .anchorsMatchLines)
        for match in optionPattern.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
            let option = String(help[Range(match.range(at: 1), in: help)!])
            XCTAssertTrue(
                completion.contains(option + " ") || completion.contains(option + "\n")
                    || completion.contains(option + "\""), "completion: \(option)")
        }
    }
}
