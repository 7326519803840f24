import TabBarCore
import TabBarKit
import TabBarReview

/// Motion asserts: a named node's property `at` seconds after its motion began, read from
/// the controller's scenes by the same probe and lanes as `tabbar plot`.
extension StepRunner {
    /// Why the property assert does not hold at animation time `now`, or nil when it does.
    func propertyFailure(
        _ node: String, _ property: MotionProperty, value: Double, at: Double, tolerance: Double, now: Double
    ) -> String? {
        let name = "\(node) \(property.rawValue)"
        guard let start = session.motionStarts.start(of: node) else {
            return "\(name): no motion of \(DiagnosticText.quoted(node)) has begun"
        }
        let end = start + at
        // Motions are functions of time while they run; one that is over keeps no past.
        if end < now && !controller.isAnimating(at: now) {
            return
                "\(name) at \(ScriptJSON.number(at)) s: that motion was over before the assert; put the assert before waiting past it"
        }
        // From the start, at the plot's rate, so turns and rotations unwrap as plotted.
        let count = Int((at * MotionSamples.rate).rounded(.up))
        let times = (0...count).map { start + min(at, Double($0) / MotionSamples.rate) }
        let samples = MotionSamples(times: times) { controller.scene(at: $0) }
        guard samples.names.contains(node) else {
            let suggestion = SpellingSuggestion.closest(to: node, in: samples.names).map {
                "; did you mean \(DiagnosticText.quoted($0))?"
            }
            return "\(name): no node \(DiagnosticText.quoted(node)) is drawn; nodes: "
                + samples.names.joined(separator: ", ") + (suggestion ?? "")
        }
        guard let actual = samples.lane(node, property)?.values.last ?? nil else {
            return "\(name) at \(ScriptJSON.number(at)) s: the node is not drawn then"
        }
        guard abs(actual - value) > tolerance else { return nil }
        return
            "\(name) at \(ScriptJSON.number(at)) s: expected \(ScriptJSON.number(value)) ± \(ScriptJSON.number(tolerance)), found \(ScriptJSON.number(actual))"
    }
}
