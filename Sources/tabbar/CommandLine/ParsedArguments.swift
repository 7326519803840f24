/// A command line read against its `CLICommand`: each option given, in order, with its value
/// checked as the table declares it, and the positional arguments.
struct ParsedArguments {
    /// An option's value, already checked.
    enum Value {
        case none
        case text(String)
        case number(Double)
        case integer(Int)
        case size(width: Int, height: Int)
    }

    /// One option as given.
    struct Occurrence {
        /// The option's long name, whichever spelling was given.
        let name: String
        let value: Value
    }

    var occurrences: [Occurrence] = []
    var positionals: [String] = []
    /// `--help` or `-h` was given where an option could be.
    var wantsHelp = false

    /// True when the option was given.
    func contains(_ name: String) -> Bool { occurrences.contains { $0.name == name } }

    /// The last value given for `name` (a later option overrides an earlier one).
    func last(_ name: String) -> Value? { occurrences.last { $0.name == name }?.value }

    func text(_ name: String) -> String? {
        if case .text(let text) = last(name) { text } else { nil }
    }

    func number(_ name: String) -> Double? {
        if case .number(let number) = last(name) { number } else { nil }
    }

    func integer(_ name: String) -> Int? {
        if case .integer(let integer) = last(name) { integer } else { nil }
    }

    func size(_ name: String) -> (width: Int, height: Int)? {
        if case .size(let width, let height) = last(name) { (width, height) } else { nil }
    }
}

extension ParsedArguments.Value {
    /// The text of a text value ("" for any other).
    var text: String {
        if case .text(let text) = self { text } else { "" }
    }
}
