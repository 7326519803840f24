/// The motion an offline review command is about: exactly one of `--animation`,
/// `--transition` or `--indicator`, and an optional `--item`.
struct MotionChoice {
    enum Motion {
        case animation(String), transition(String), indicator(String)

        var isAnimation: Bool {
            if case .animation = self { true } else { false }
        }
    }

    var animation: String?
    var transition: String?
    var indicator: String?
    var item: Int?

    /// The motion options of `parsed` (the last of each, as given).
    init(_ parsed: ParsedArguments) {
        animation = parsed.text("--animation")
        transition = parsed.text("--transition")
        indicator = parsed.text("--indicator")
        item = parsed.integer("--item")
    }

    /// The one motion named; a usage error naming `command` unless exactly one was.
    func motion(
        _ command: String, kinds: String = "--animation, --transition or --indicator"
    ) throws(UsageError) -> Motion {
        let named = [
            animation.map(Motion.animation), transition.map(Motion.transition), indicator.map(Motion.indicator),
        ].compactMap { $0 }
        guard named.count == 1, let motion = named.first else {
            throw UsageError("\(command) needs exactly one of \(kinds)")
        }
        return motion
    }
}
