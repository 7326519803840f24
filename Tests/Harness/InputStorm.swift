import Foundation

/// A seeded storm of random XTEST input for one window: clicks on items and pages, drags,
/// wheel turns, and the keys arrows, Home, End, digits, Tab, Enter and Escape. Keys that
/// change review state (Space, h, b, c, S, F-keys, `.` and `,`) are left out, so that the
/// window's state stays comparable with a headless render. The same seed gives the same
/// storm, as one xdotool script played in one process.
public struct InputStorm {
    /// The window's size and item rectangles (window pixels; the window sits at 0, 0).
    public var width: Int
    public var height: Int
    public var items: [(x: Int, y: Int, width: Int, height: Int)]
    public var barTop: Int

    public init(width: Int, height: Int, items: [(x: Int, y: Int, width: Int, height: Int)], barTop: Int) {
        self.width = width
        self.height = height
        self.items = items
        self.barTop = barTop
    }

    /// The item rectangles and bar top of a `layout` trace event, in a window of that size.
    public init(layout: [String: Any], width: Int, height: Int) {
        func int(_ object: [String: Any]?, _ key: String) -> Int {
            Int((object?[key] as? Double) ?? Double(object?[key] as? Int ?? 0))
        }
        let items = (layout["items"] as? [[String: Any]] ?? []).map {
            (x: int($0, "x"), y: int($0, "y"), width: int($0, "w"), height: int($0, "h"))
        }
        self.init(width: width, height: height, items: items, barTop: int(layout["bar"] as? [String: Any], "y"))
    }

    static let keys =
        ["Left", "Right", "Home", "End", "Tab", "shift+Tab", "Return", "Escape"]
        + (1...9).map(String.init)

    /// `count` events as xdotool commands, one event per line.
    public func commands(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var lines: [String] = []
        for _ in 0..<count {
            switch random.next(below: 100) {
            case 0..<25:
                let item = items[random.next(below: items.count)]
                let x = item.x + 2 + random.next(below: max(item.width - 4, 1))
                let y = item.y + 2 + random.next(below: max(item.height - 4, 1))
                lines.append("mousemove \(x) \(y) \(Self.click(1))")
            case 25..<45:
                lines.append("mousemove \(pagePoint(&random)) \(Self.click(1))")
            case 45..<55:
                // A horizontal drag on the page: past 80 px it switches tabs, short ones snap back.
                let (x, y) = (20 + random.next(below: width - 40), 40 + random.next(below: max(barTop - 80, 1)))
                let distance = (random.next(below: 2) == 0 ? -1 : 1) * (20 + random.next(below: 200))
                let steps = 2 + random.next(below: 4)
                var line = "mousemove \(x) \(y) mousedown 1"
                for step in 1...steps {
                    let to = min(max(x + distance * step / steps, 1), width - 2)
                    line += " mousemove \(to) \(y)"
                }
                lines.append(line + " mouseup 1")
            case 55..<65:
                let point = random.next(below: 2) == 0 ? pagePoint(&random) : barPoint(&random)
                lines.append("mousemove \(point) \(Self.click(random.next(below: 2) == 0 ? 4 : 5))")
            default:
                // Keys go to the window under the pointer (no window manager): keep it inside.
                lines.append(
                    "mousemove \(pagePoint(&random)) key --delay 0 \(Self.keys[random.next(below: Self.keys.count)])")
            }
            // Uneven pauses (none for most events, up to 50 ms for some), so that events land
            // both in bursts and in the middle of animations and transitions.
            if random.next(below: 3) == 0 {
                lines[lines.count - 1] += " sleep 0.0\(String(format: "%02d", random.next(below: 50)))"
            }
        }
        return lines
    }

    /// A press and release with no pause between (xdotool's `click` waits 100 ms).
    static func click(_ button: Int) -> String {
        "mousedown \(button) mouseup \(button)"
    }

    private func pagePoint(_ random: inout SplitMix64) -> String {
        "\(1 + random.next(below: width - 2)) \(1 + random.next(below: max(barTop - 2, 1)))"
    }

    private func barPoint(_ random: inout SplitMix64) -> String {
        "\(1 + random.next(below: width - 2)) \(barTop + random.next(below: max(height - barTop - 1, 1)))"
    }

    /// Plays `commands` on `display` through one xdotool process reading them from a file.
    public static func play(_ commands: [String], display: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("storm-\(UUID().uuidString).xdo")
        try (commands.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Commands.run("xdotool", [file.path], display: display)
        guard result.status == 0 else {
            throw TestSupportError("xdotool storm failed: \(result.standardError.prefix(500))")
        }
    }
}

/// A small, fast, seedable generator (SplitMix64), so a storm can be replayed from its seed.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
