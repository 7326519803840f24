import TabBarCore

extension MotionSamples {
    /// The lanes that change (with their velocities when asked) as CSV: a header of
    /// `time` and the lane names, then one row per sample. Times are seconds from the
    /// input; angles degrees; colours `#RRGGBBAA`; a cell is empty where the node is not
    /// drawn or the value is undefined. Node names hold no commas or quotes (`NodeName`).
    public func csv(velocity: Bool = false) -> String {
        let columns = velocity ? lanes.flatMap { [$0, $0.velocity(times: times)] } : lanes
        var text = (["time"] + columns.map(\.name)).joined(separator: ",") + "\n"
        for (row, time) in times.enumerated() {
            let cells = columns.map { lane -> String in
                if lane.property == .colour && !lane.isVelocity {
                    return lane.colours[row].map(Self.hex) ?? ""
                }
                return lane.values[row].map(Self.number) ?? ""
            }
            text += ([Self.number(time)] + cells).joined(separator: ",") + "\n"
        }
        return text
    }

    /// A number with at most six decimals, trailing zeros dropped ("0.25", "-60", "1.2").
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        guard rounded != 0 else { return "0" }
        let negative = rounded < 0
        let micro = Int64(abs(rounded * 1e6).rounded())
        var fraction = String(micro % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(micro / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// "#RRGGBBAA", always with alpha, so every cell of a column has one shape.
    static func hex(_ colour: Color) -> String {
        let opaque = colour.withAlpha(1).hexString
        let alpha = String(Int((min(max(colour.alpha, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
        return opaque + (alpha.count == 1 ? "0" : "") + alpha
    }
}
