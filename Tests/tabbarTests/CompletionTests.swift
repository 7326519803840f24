import Foundation
import Harness
import TestSupport
import XCTest

@testable import tabbar

/// dist/tabbar.bash, sourced by a real bash and asked as the shell asks it: `COMP_WORDS`,
/// `COMP_CWORD`, `_tabbar`, `COMPREPLY`.
struct BashCompletion {
    let script = Repository.root().appendingPathComponent("dist/tabbar.bash").path

    init() throws {}

    /// What completion offers for `words` after "tabbar", the last being the word under the cursor,
    /// in `directory`, with the tabbar just built first on the PATH (`tabbar list` names the demos).
    func complete(_ words: [String], in directory: String = NSTemporaryDirectory()) throws -> [String] {
        let quoted = (["tabbar"] + words).map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            PATH='\(Commands.productsDirectory.path)':"$PATH"
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
            _tabbar
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Commands.run("/bin/bash", ["-c", program], directory: directory)
        guard result.status == 0 else { throw CompletionError(message: result.standardError) }
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    struct CompletionError: Error {
        let message: String
    }
}

final class CompletionTests: XCTestCase {
    func testBash_OffersEachOptionsOwnValues() throws {
        let bash = try BashCompletion()
        XCTAssertEqual(try bash.complete(["filmstrip", "--transition", ""]), ValueList.transitions.values)
        XCTAssertEqual(try bash.complete(["animate", "--indicator", ""]), ValueList.indicators.values)
        XCTAssertEqual(try bash.complete(["export", "--role", ""]), ValueList.roles.values)
        // plot has no --crop: its options, not the crops.
        XCTAssertFalse(try bash.complete(["plot", "--crop", ""]).contains("item"))
        XCTAssertEqual(try bash.complete(["filmstrip", "--crop", ""]), ["item", "bar", "window"])
        XCTAssertEqual(try bash.complete(["export", "--format", ""]), ["swift", "kotlin", "css"])
        XCTAssertEqual(try bash.complete(["plot", "--format", "c"]), ["csv"])
        XCTAssertEqual(
            try bash.complete(["--device", "iP"]), ["iPhone-SE", "iPhone-15", "iPhone-15-Pro-Max", "iPad-11"])
        XCTAssertTrue(try bash.complete(["render", "--demo", ""]).contains("rdv"))
        XCTAssertEqual(try bash.complete(["render", "--size", ""]), [])
        XCTAssertTrue(try bash.complete(["--control", ""]).contains("keep-open"))
    }

    func testBash_OffersEachSubcommandsOwnOptions() throws {
        let bash = try BashCompletion()
        XCTAssertEqual(try bash.complete(["fil"]), ["filmstrip"])
        XCTAssertEqual(try bash.complete(["render", "--fr"]), [])
        XCTAssertEqual(try bash.complete(["filmstrip", "--fr"]), ["--frames"])
        XCTAssertEqual(try bash.complete(["--fr"]), [])
        XCTAssertEqual(try bash.complete(["--ti"]), ["--timeline"])
        XCTAssertEqual(try bash.complete(["check", "--se"]), ["--seed"])
        XCTAssertEqual(try bash.complete(["gallery", "--se"]), [])
    }

    /// dist/_tabbar in a real interactive zsh: Tab pressed after the words, the matches
    /// compsys offers read back (Tests/Fixtures/Completion/complete.zsh).
    func testZsh_OffersValuesPerOptionAndOptionsPerSubcommand() throws {
        let zsh = ZshCompletion()
        try XCTSkipUnless(zsh.isInstalled, "zsh is not installed (make deps installs it)")
        XCTAssertEqual(try zsh.complete(["filmstrip", "--transition", ""]), ValueList.transitions.values.sorted())
        XCTAssertEqual(try zsh.complete(["animate", "--indicator", ""]), ValueList.indicators.values.sorted())
        XCTAssertEqual(try zsh.complete(["export", "--format", ""]), ["css", "kotlin", "swift"])
        XCTAssertEqual(try zsh.complete(["fil"]), ["filmstrip"])
        XCTAssertEqual(try zsh.complete(["filmstrip", "--fr"]), ["--frames"])
        XCTAssertEqual(try zsh.complete(["render", "--fr"]), [])
        XCTAssertEqual(try zsh.complete(["--ti"]), ["--timeline"])
    }
}

/// dist/_tabbar as zsh's completion system runs it, in a pseudo-terminal.
struct ZshCompletion {
    let zsh = "/usr/bin/zsh"
    var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: zsh) }

    /// The matches, sorted, that Tab offers after "tabbar" and `words` (the last under the cursor).
    func complete(_ words: [String]) throws -> [String] {
        let root = Repository.root()
        let script = root.appendingPathComponent("Tests/Fixtures/Completion/complete.zsh").path
        let line = (["tabbar"] + words.dropLast()).joined(separator: " ") + " " + (words.last ?? "")
        let result = try Commands.run(
            zsh, ["-f", script, root.appendingPathComponent("dist").path, line], timeout: 30)
        guard result.status == 0, !result.standardError.contains("_arguments") else {
            throw BashCompletion.CompletionError(message: result.standardError)
        }
        return result.standardOutput.split(separator: "\n").map(String.init)
    }
}
