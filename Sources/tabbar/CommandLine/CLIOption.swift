/// One option of the command line, as the table declares it: the parser, `--help`, the man
/// page, both completions and docs/command-line.md are all made from these values.
struct CLIOption: Sendable {
    /// What follows the option on the command line, and how it is checked and completed.
    enum Value: Sendable {
        /// Nothing: the option is a switch.
        case flag
        /// An optional word right after it (`--control keep-open`).
        case optionalWord(String)
        /// A file path, not empty; `patterns` (["*.json"]) narrow what completion offers.
        case path(patterns: [String])
        /// A number written in decimal, in the range.
        case number(ClosedRange<Double>)
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// `WIDTHxHEIGHT`, each side 1-16384.
        case size
        /// One of a list, checked by the parser.
        case choice(ValueList)
        /// A name from a list that the command checks itself (it knows more, such as an item's
        /// own Lottie icon); the list is what completion and the docs offer.
        case name(ValueList)
    }

    /// The long name, "--size"; the key a command reads the value by.
    let name: String
    /// A one-letter alias, "-o", if any.
    var short: String?
    let value: Value
    /// How the help names the value: "FILE", "WxH", "SECONDS".
    var placeholder = ""
    /// One sentence or two: what it does.
    let help: String
    /// The default, as the help prints it, if it has one worth saying.
    var defaultText: String?

    init(
        _ name: String, short: String? = nil, _ value: Value = .flag, _ placeholder: String = "",
        _ help: String, default defaultText: String? = nil
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.placeholder = placeholder
        self.help = help
        self.defaultText = defaultText
    }

    /// A switch: an option with no value.
    init(_ name: String, short: String? = nil, _ help: String) {
        self.init(name, short: short, .flag, "", help)
    }

    /// Every spelling: the long name and the short one.
    var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

    /// "--crop item|bar|window", "-o, --output FILE", "--control [keep-open]".
    var signature: String {
        let names = (short.map { [$0] } ?? []) + [name]
        return names.joined(separator: ", ") + (valueText.isEmpty ? "" : " " + valueText)
    }

    /// The value as the help writes it: the placeholder, a short list of choices, or "".
    var valueText: String {
        switch value {
        case .flag: return ""
        case .optionalWord(let word): return "[\(word)]"
        case .choice(let list) where placeholder.isEmpty: return list.values.joined(separator: "|")
        default: return placeholder
        }
    }
}

/// A named list of values (transitions, crops, devices…), taken from the code's catalogues.
struct ValueList: Sendable {
    /// What one value is called in an error: "crop", "format".
    let noun: String
    /// The values, fixed when the program is built; empty when `group` names them instead.
    let values: [String]
    /// The `tabbar list` group that names the values when they change after the build (the
    /// demos, a folder users add to): the completions run `tabbar list` as the user presses
    /// Tab, and the help and the man page name no value.
    var group: String?

    init(noun: String, values: [String]) {
        self.noun = noun
        self.values = values
    }

    /// A list read from `tabbar list`'s `group` whenever it is needed.
    init(noun: String, group: String) {
        self.noun = noun
        self.values = []
        self.group = group
    }
}
