import Foundation
import Harness
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
        let pattern = try NSRegularExpression(pattern: #"case ((?:"-{1,2}[a-z-]+",? ?)+):"#)
        var found = Set<String>()
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let group = String(text[Range(match.range(at: 1), in: text)!])
            for name in group.split(separator: ",") {
                found.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
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
        let commands: [(String, Set<String>)] = [
            ("", try options(in: "WindowOptions.swift")),
            ("render", try options(in: "RenderCommand.swift").union(offline)),
            ("filmstrip", try options(in: "FilmstripCommand.swift").union(offline)),
            ("animate", try options(in: "AnimateCommand.swift").union(offline)),
            ("gallery", try options(in: "GalleryCommand.swift")),
        ]
        for (command, names) in commands {
            XCTAssertFalse(names.isEmpty, command)
            let text = section(help, command)
            for name in names {
                XCTAssertTrue(text.contains(name + " ") || text.contains(name + ","), "\(command.isEmpty ? "window" : command): \(name)")
            }
        }
        XCTAssertTrue(section(help, "filmstrip").contains("select, deselect or reselect"))
    }

    func testVersion_PrintsOneLine() throws {
        let result = try Commands.run(Commands.tabbar, ["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("tabbar "), result.standardOutput)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 1)
    }
}
