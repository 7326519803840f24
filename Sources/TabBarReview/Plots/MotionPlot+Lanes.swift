import TabBarCore

/// A lane's drawing: its frame with the time axis, then a curve or a colour band.
extension MotionPlot {
    /// Where one lane draws and how it maps (seconds, value) onto the page.
    struct LaneFrame {
        var plot: Rect
        var time: ClosedRange<Double>
        var low = 0.0, high = 1.0

        func place(_ p: Point) -> Point {
            Point(
                x: plot.minX + (p.x - time.lowerBound) / (time.upperBound - time.lowerBound) * plot.width,
                y: plot.maxY - (p.y - low) / (high - low) * plot.height)
        }
    }

    /// The lane's name, its plot area, the time axis in ms and the begin and end markers.
    func frame(for lane: PlotLane, top: Double, height: Double) -> (LaneFrame, [SceneNode]) {
        let plot = Rect(x: Self.left, y: top + Self.plotTop, width: Self.width - Self.left - Self.right, height: height)
        let frame = LaneFrame(plot: plot, time: timeRange)
        var nodes: [SceneNode] = [
            .text(
                TextRun(
                    lane.name, font: FontSpec(size: 12, weight: .semibold), color: Self.ink,
                    frame: Rect(x: 12, y: top + 4, width: Self.width - 24, height: 16), alignment: .leading)),
            .fill(.rect(plot), .solid(Color(hex: 0xF9FAFB))),
            .stroke(.rect(plot), Color(hex: 0xE5E7EB), width: 1),
        ]
        let range = frame.time
        let step = Self.tickStep(for: range.upperBound - range.lowerBound) / 1000
        var tick = (range.lowerBound / step).rounded(.up) * step
        while tick <= range.upperBound + 1e-9 {
            let x = frame.place(Point(x: tick, y: 0)).x
            nodes.append(.fill(.rect(Rect(x: x - 0.5, y: plot.maxY, width: 1, height: 5)), .solid(Self.muted)))
            nodes.append(
                .text(
                    TextRun(
                        "\(Int((tick * 1000).rounded())) ms", font: FontSpec(size: 9), color: Self.muted,
                        frame: Rect(x: x - 30, y: plot.maxY + 6, width: 60, height: 12))))
            tick += step
        }
        // Begin and end markers, labelled clear of a keyframe dot on the line (3 px across).
        for (time, color, label) in [(0.0, Self.begin, "begin"), (duration, Self.end, "end")] {
            let x = frame.place(Point(x: time, y: 0)).x
            nodes.append(
                .fill(
                    .rect(Rect(x: x - 0.75, y: plot.minY, width: 1.5, height: plot.height)),
                    .solid(color.withAlpha(0.7))))
            nodes.append(
                .text(
                    TextRun(
                        label, font: FontSpec(size: 9, weight: .medium), color: color,
                        frame: Rect(x: x + 6, y: plot.minY + 1, width: 60, height: 12), alignment: .leading)))
        }
        return (frame, nodes)
    }

    /// A curve lane: the values against time, their extremes labelled, seed marks and
    /// keyframe dots.
    func nodes(for lane: PlotLane, top: Double) -> [SceneNode] {
        var (frame, nodes) = self.frame(for: lane, top: top, height: Self.plotHeight)
        let values = (lane.samples + lane.reference + lane.keyframes).map(\.y)
        let lowest = values.min() ?? 0, highest = values.max() ?? 0
        (frame.low, frame.high) = (lowest, highest)
        if highest - lowest < 1e-6 { (frame.low, frame.high) = (lowest - 1, highest + 1) }
        let pad = (frame.high - frame.low) * 0.08
        (frame.low, frame.high) = (frame.low - pad, frame.high + pad)
        let plot = frame.plot
        // The lane's extreme values, labelled where they fall, with a faint rule across.
        for value in highest - lowest < 1e-6 ? [lowest] : [highest, lowest] {
            let y = frame.place(Point(x: 0, y: value)).y
            nodes.append(
                .text(
                    TextRun(
                        Self.format(value), font: FontSpec(size: 10), color: Self.muted,
                        frame: Rect(x: 12, y: y - 7, width: Self.left - 20, height: 14), alignment: .trailing)))
            nodes.append(
                .fill(
                    .rect(Rect(x: plot.minX, y: y - 0.5, width: plot.width, height: 1)),
                    .solid(Color.black.withAlpha(0.06))))
        }
        // Faint seed reference marks: a short bar across the value at that instant.
        for mark in lane.reference {
            let p = frame.place(mark)
            nodes.append(
                .fill(.rect(Rect(x: p.x - 7, y: p.y - 1.5, width: 14, height: 3)), .solid(Self.end.withAlpha(0.3))))
        }
        var path = Path()
        for segment in lane.segments {
            guard let first = segment.first else { continue }
            path.elements.append(.move(frame.place(first)))
            // A lone sample between gaps still shows, as a dot-sized stroke.
            if segment.count == 1 { path.elements.append(.line(frame.place(first) + Point(x: 0.5, y: 0))) }
            for sample in segment.dropFirst() { path.elements.append(.line(frame.place(sample))) }
        }
        if !path.elements.isEmpty {
            nodes.append(
                .group([.stroke(.path(path), Self.curve, width: 1.75)], clip: .rect(plot.insetBy(dx: 0, dy: -2))))
        }
        for dot in lane.keyframes {
            let box = Rect.centered(at: frame.place(dot), size: Size(width: 6, height: 6))
            nodes.append(.fill(.ellipse(box), .solid(Self.curve)))
            nodes.append(.stroke(.ellipse(box), .white, width: 1))
        }
        return nodes
    }

    /// A colour lane: a band of the colours shown, each from its time to the next, with the
    /// first and last colours written beside its name.
    func band(for lane: PlotLane, top: Double) -> [SceneNode] {
        var (frame, nodes) = self.frame(for: lane, top: top, height: Self.bandHeight - 42)
        frame.time = timeRange
        let plot = frame.plot
        var stripes: [SceneNode] = []
        for (index, swatch) in lane.swatches.enumerated() {
            let next = index + 1 < lane.swatches.count ? lane.swatches[index + 1].time : frame.time.upperBound
            // On whole pixels, so neighbouring stripes meet without a seam of background.
            let x0 = frame.place(Point(x: swatch.time, y: 0)).x.rounded()
            let x1 = frame.place(Point(x: next, y: 0)).x.rounded()
            guard x1 > x0 else { continue }
            stripes.append(
                .fill(.rect(Rect(x: x0, y: plot.minY, width: x1 - x0, height: plot.height)), .solid(swatch.colour)))
        }
        nodes.insert(.group(stripes, clip: .rect(plot)), at: 3)
        let ends = [lane.swatches.first, lane.swatches.last].compactMap { $0?.colour.hexString }
        nodes.append(
            .text(
                TextRun(
                    ends.joined(separator: " → "), font: FontSpec(size: 10), color: Self.muted,
                    frame: Rect(x: 12, y: top + 5, width: Self.width - Self.right - 12, height: 14),
                    alignment: .trailing)))
        return nodes
    }
}
