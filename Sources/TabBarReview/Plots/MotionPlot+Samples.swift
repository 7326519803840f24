import TabBarCore

extension MotionPlot {
    /// The plot of a sampled motion: one lane per property that changes, named after its
    /// node, each with its velocity under it when `velocity` is set. `references` holds the
    /// seed's values by lane name ("item 1 icon scale"): drawn as faint marks, with dots on
    /// the curve at the same instants.
    public init(
        title: String, duration: Double, rest: Double? = nil, samples: MotionSamples, velocity: Bool = false,
        references: [String: [Point]] = [:]
    ) {
        var lanes: [PlotLane] = []
        for lane in samples.lanes {
            var plotted = Self.lane(lane, times: samples.times)
            if let marks = references[lane.name], !plotted.segments.isEmpty {
                plotted.reference = marks
                let points = plotted.samples
                plotted.keyframes = marks.compactMap { mark in
                    points.min { abs($0.x - mark.x) < abs($1.x - mark.x) }
                }
            }
            lanes.append(plotted)
            if velocity { lanes.append(Self.lane(lane.velocity(times: samples.times), times: samples.times)) }
        }
        self.init(title: title, duration: duration, rest: rest, lanes: lanes)
    }

    /// A measured lane as a plot lane: curves broken where the node is not drawn, or a band
    /// of colours.
    static func lane(_ lane: MotionLane, times: [Double]) -> PlotLane {
        var unit = lane.property.unit
        if lane.isVelocity { unit = lane.property == .colour ? "steps/s" : (unit.isEmpty ? "1" : unit) + "/s" }
        let name = lane.name + (unit.isEmpty ? "" : " (\(unit))")
        if lane.property == .colour && !lane.isVelocity {
            var swatches: [PlotSwatch] = []
            for (time, colour) in zip(times, lane.colours) {
                // A new stripe where the colour changes on the 8-bit steps a screen shows.
                guard let colour, swatches.last.map({ $0.colour.hexString != colour.hexString }) ?? true else {
                    continue
                }
                swatches.append(PlotSwatch(time: time, colour: colour))
            }
            return PlotLane(name: name, swatches: swatches)
        }
        var segments: [[Point]] = []
        var run: [Point] = []
        for (time, value) in zip(times, lane.values) {
            if let value {
                run.append(Point(x: time, y: value))
            } else if !run.isEmpty {
                segments.append(run)
                run = []
            }
        }
        if !run.isEmpty { segments.append(run) }
        return PlotLane(name: name, segments: segments)
    }
}
