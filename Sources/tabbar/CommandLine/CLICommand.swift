/// A subcommand of the table (the window mode is the one with no name).
struct CLICommand: Sendable {
    /// "render"; "" for the window mode.
    let name: String
    /// What it does, in a line: the help's heading and the completion's description.
    let summary: String
    /// The usage lines after "tabbar NAME ", such as "[options] -o FILE.png".
    let usage: [String]
    /// More about it, a paragraph, if the summary is not enough.
    var details: String?
    /// Positional arguments it takes ("A.json B.json" for compare): how the usage writes them,
    /// how many, what completion offers ("*.json"), and what they are, for the error when missing.
    var positionals: (text: String, count: Int, pattern: String, meaning: String)?
    let options: [CLIOption]
    /// Not listed in the help and the docs (the generator of those).
    var hidden = false

    /// "tabbar render", or "tabbar" for the window mode.
    var invocation: String { name.isEmpty ? "tabbar" : "tabbar \(name)" }

    /// The option spelt `spelling` ("-o" or "--output"), if the command has it.
    func option(_ spelling: String) -> CLIOption? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// Every spelling of every option, long names first.
    var spellings: [String] { options.map(\.name) + options.compactMap(\.short) }
}
