import TabBarCore

/// Holes (the selected item or a page missing) and ghosts (a card drawn twice).
extension FrameInspector {
    /// The grid of points where pages must cover the window: 7 × 15 cell centres.
    static let holeColumns = 7
    static let holeRows = 15

    mutating func checkHoles(_ frame: Frame, selected: Int) {
        let slot: Int? =
            switch scope {
            case .item(let slot): slot == selected ? slot : nil
            case .transition: selected
            case .indicator, .badge: nil
            }
        if let slot, Self.barIsInPlace(frame.scene), Self.barShows(frame.leaves),
            !Self.shows(layer: "bar.item.\(slot)", in: frame.leaves)
        {
            note(.holes, "the selected item \(slot) shows nothing at \(Self.seconds(frame.time))", at: frame)
        }
        guard scope.isTransition else { return }
        let holes = uncoveredPoints(frame.leaves).subtracting(restingHoles)
        if !holes.isEmpty {
            let scenes = holeFrames.isEmpty ? (previous.map { [$0.scene] } ?? []) + [frame.scene] : []
            holeFrames.append((frame.time, previous?.time, holes, scenes))
        }
    }

    /// Reports the first frame whose uncovered points the rest after the motion covers too
    /// (a page that is gone at the end may leave a place bare where it stood).
    mutating func finishHoles(restAfter: Scene) {
        let resting = uncoveredPoints(SceneSample.leaves(of: restAfter))
        let real = holeFrames.filter { !$0.points.isSubset(of: resting) }
        guard let first = real.first else { return }
        let point = Self.point(first.points.subtracting(resting).min() ?? 0, in: restAfter.size)
        note(
            .holes,
            FrameFinding(
                message: "no page covers (\(HUD.fixed(point.x, 0)), \(HUD.fixed(point.y, 0))) at "
                    + Self.seconds(first.time),
                time: first.time, previousTime: first.previous, scenes: first.scenes, count: real.count))
    }

    /// The grid points (as indices) that what is drawn covers less than half.
    func uncoveredPoints(_ leaves: [SceneLeaf]) -> Set<Int> {
        let covers = leaves.compactMap { leaf in leaf.covers.map { ($0, leaf.coverAlpha) } }
        var holes: Set<Int> = []
        for index in 0..<(Self.holeColumns * Self.holeRows) {
            let p = Self.point(index, in: layout.viewport)
            let through = covers.reduce(1.0) { light, cover in cover.0.contains(p) ? light * (1 - cover.1) : light }
            if through > 0.5 { holes.insert(index) }
        }
        return holes
    }

    static func point(_ index: Int, in size: Size) -> Point {
        let column = index % holeColumns, row = index / holeColumns
        return Point(
            x: size.width * (Double(column) + 0.5) / Double(holeColumns),
            y: size.height * (Double(row) + 0.5) / Double(holeRows))
    }

    /// Whether the bar's background is drawn in the window (not slid away).
    static func barShows(_ leaves: [SceneLeaf]) -> Bool {
        leaves.contains { $0.layer == "bar.background" && $0.key == "fill" && $0.isVisible }
    }

    /// Whether anything of `layer` is drawn: visible and more than faintly. What a page
    /// drawn over it hides is not missing (a sheet slides over the bar).
    static func shows(layer: String, in leaves: [SceneLeaf]) -> Bool {
        leaves.contains {
            $0.layer == layer && $0.key != "clip" && $0.isVisible && $0.opacity > SceneContinuity.opacityLimit
        }
    }

    /// While the magic move's snapshot flies (the `hero` node), the card it stands for is
    /// drawn nowhere else: not on the page it left, not as the hero it lands on.
    mutating func checkHeroes(_ ink: SceneInk, _ frame: Frame) {
        // What the snapshot shows: it is cut from the whole page, so runs it clips away
        // (or all but a sliver of) are not the card.
        let flying = Set(
            ink.marks.filter { $0.owner == NodeName.hero && $0.kind == "text" && $0.shownFraction >= 0.5 }.map(\.runKey)
        )
        guard !flying.isEmpty else { return }
        guard let twin = ink.marks.first(where: { $0.owner != NodeName.hero && flying.contains($0.runKey) }) else {
            return
        }
        note(
            .ghosts,
            "two heroes: \"\(twin.text)\" shows in \(twin.owner ?? twin.layer) while its snapshot flies at "
                + Self.seconds(frame.time),
            at: frame)
    }
}
