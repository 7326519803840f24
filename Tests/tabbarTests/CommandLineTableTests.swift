import Foundation
import Harness
import TabBarReview
import TestSupport
import XCTest

@testable import tabbar

/// The command line is declared once (`CLITable`): every option of every subcommand reaches
/// `--help`, the man page, both completions and docs/command-line.md, and the files checked
/// in under dist/ and docs/ are what the table generates today.
final class CommandLineTableTests: XCTestCase {
    func file(_ path: String) throws -> String {
        try String(contentsOf: Repository.root().appendingPathComponent(path), encoding: .utf8)
    }

    /// The part of `text` from the line that starts with `start` to the next line that starts
    /// with one of `ends` ("" when `start` is missing).
    func section(_ text: String, from start: String, to ends: [String]) -> String {
        let lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return "" }
        let rest = lines[(first + 1)...]
        let last = rest.firstIndex { line in ends.contains { line.hasPrefix($0) } } ?? lines.endIndex
        return lines[first..<last].joined(separator: "\n")
    }

    func testEveryOption_AppearsInEveryGeneratedOutput() throws {
        let man = try file("dist/tabbar.1")
        let zsh = try file("dist/_tabbar")
        let markdown = try file("docs/command-line.md")
        let bash = try BashCompletion()
        for command in CLITable.listed {
            let what = command.name.isEmpty ? "window" : command.name
            let help = try Commands.run(Commands.tabbar, (command.name.isEmpty ? [] : [command.name]) + ["--help"])
            XCTAssertEqual(help.status, 0, what)
            let manPart =
                command.name.isEmpty
                ? section(man, from: ".SH OPTIONS", to: [".SH"])
                : section(man, from: ".SS tabbar \(command.name)", to: [".SS", ".SH"])
            let zshPart =
                command.name.isEmpty
                ? section(zsh, from: "        *)", to: ["    esac"])
                : section(zsh, from: "        \(command.name))", to: ["                && return"])
            let markdownPart = section(markdown, from: "## \(command.invocation)", to: ["## "])
            let completed = try bash.complete(command.name.isEmpty ? ["-"] : [command.name, "-"])
            XCTAssertFalse(command.options.isEmpty && !["list"].contains(command.name), what)
            for option in command.options {
                for spelling in option.spellings {
                    XCTAssertTrue(help.standardOutput.contains(" \(spelling)"), "help of \(what): \(spelling)")
                    XCTAssertTrue(manPart.contains(ManPageWriter.escape(spelling)), "man page, \(what): \(spelling)")
                    XCTAssertTrue(completed.contains(spelling), "bash, \(what): \(spelling) in \(completed)")
                    XCTAssertTrue(zshPart.contains(spelling), "zsh, \(what): \(spelling)")
                    XCTAssertTrue(markdownPart.contains("`\(spelling)`"), "markdown, \(what): \(spelling)")
                }
            }
        }
    }

    /// `make cli-docs` rewrites these; a table changed without it fails here.
    func testGeneratedFiles_AreWhatTheTableGenerates() throws {
        let files: [(GenerateCommand.Format, String)] = [
            (.man, "dist/tabbar.1"), (.bash, "dist/tabbar.bash"), (.zsh, "dist/_tabbar"),
            (.markdown, "docs/command-line.md"),
        ]
        for (format, path) in files {
            let generated = try Commands.run(Commands.tabbar, ["_generate", format.rawValue])
            XCTAssertEqual(generated.status, 0, generated.standardError)
            XCTAssertEqual(generated.standardOutput, GenerateCommand.text(format))
            XCTAssertTrue(
                try file(path) == generated.standardOutput, "\(path) is stale: run `make cli-docs` and commit it")
        }
    }

    /// Every usage line names only options its command has.
    func testUsageLines_NameOnlyTheCommandsOptions() {
        for command in CLITable.listed {
            for form in command.usage {
                for word in form.split(whereSeparator: { " ()[]|".contains($0) }) where word.hasPrefix("-") {
                    XCTAssertNotNil(command.option(String(word)), "\(command.invocation): \(word)")
                }
            }
        }
    }

    func testSubcommandHelp_PrintsItsOwnOptions() throws {
        for arguments in [["render", "--help"], ["help", "render"], ["render", "-o", "x.png", "-h"]] {
            let result = try Commands.run(Commands.tabbar, arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardOutput.hasPrefix("usage: tabbar render "), result.standardOutput)
            XCTAssertTrue(result.standardOutput.contains("--at SECONDS"), result.standardOutput)
            XCTAssertFalse(result.standardOutput.contains("--frames"), result.standardOutput)
        }
    }

    func testMisspeltOptionsAndSubcommands_GetDidYouMean() throws {
        let cases: [([String], String)] = [
            (["rendr"], #"unknown subcommand "rendr"; did you mean "render"?"#),
            (["render", "--sise", "9x9"], #"render: unknown option "--sise"; did you mean "--size"?"#),
            (["--trac"], #"unknown option "--trac"; did you mean "--trace"?"#),
            (["filmstrip", "--onoin"], #"did you mean "--onion"?"#),
            (["render", "--frames", "3"], #"render: unknown option "--frames"; tabbar filmstrip"#),
            (["help", "plto"], #"did you mean "plot"?"#),
            (["list", "all"], #"list: unexpected argument "all"; list takes no arguments"#),
            (
                ["compare", "a.json", "b.json", "c.json"],
                #"unexpected argument "c.json"; compare takes A.json B.json only"#
            ),
        ]
        for (arguments, expected) in cases {
            let result = try Commands.run(Commands.tabbar, arguments, display: ":999")
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: "), result.standardError)
            XCTAssertTrue(result.standardError.contains(expected), result.standardError)
            XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, result.standardError)
        }
    }

    /// The `?` overlay lists every function key `--help` names.
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
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(try file("dist/tabbar.1").contains("\"\(version)\""), "\(version) is not the man page's version")
    }
}
