import TabBarCore

/// Hit-test targets made of plain rectangles, for recognizer tests.
public struct FakeTargets: HitTesting {
    public var frames: [Rect]

    public init(_ frames: [Rect]) {
        self.frames = frames
    }

    /// `count` slots of `width`×`height` side by side from the origin.
    public static func row(count: Int, width: Double = 100, height: Double = 49) -> FakeTargets {
        FakeTargets((0..<count).map { Rect(x: Double($0) * width, y: 0, width: width, height: height) })
    }

    public func item(at point: Point) -> Int? {
        frames.firstIndex { $0.contains(point) }
    }

    public func item(_ index: Int, contains point: Point, tolerance: Double) -> Bool {
        frames.indices.contains(index) && frames[index].insetBy(dx: -tolerance, dy: -tolerance).contains(point)
    }
}

/// Configurations for tests, without files.
public enum Fixtures {
    /// `count` tabs named "Tab 0"…, with bounce animations, the colourful mask and the demo's pages.
    public static func configuration(count: Int = 4, disabled: Set<Int> = []) -> AppConfiguration {
        var configuration = AppConfiguration(
            tabs: (0..<count).map { i in
                TabItem(
                    title: "Tab \(i)", color: Color(hex: [0xE13329, 0x22BC55, 0x2682D5, 0x7B269F, 0xEEBB00][i % 5]),
                    isEnabled: !disabled.contains(i))
            })
        configuration.bar.indicator = .colorfulMask
        configuration.pages = .demo
        return configuration
    }

    /// The selection events in `events`, as (from, to) pairs.
    public static func selections(_ events: [TraceEvent]) -> [(Int, Int)] {
        events.compactMap { if case .select(let from, let to, _) = $0 { (from, to) } else { nil } }
    }
}
