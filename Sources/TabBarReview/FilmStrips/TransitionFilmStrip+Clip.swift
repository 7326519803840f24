import TabBarCore

/// A page transition as a function of time, for tools that sample it at their own rate
/// (animated GIFs) rather than at a strip's evenly spaced frames.
extension TransitionFilmStrip {
    /// The transition's length and a controller brought to its start: frame `t` (from 0 to
    /// `duration`, in ascending order) is `controller.advance(to: start + t)` then
    /// `controller.scene(at: start + t)`.
    public func clip(
        kind: TransitionKind, role: TransitionRole
    ) -> (controller: TabBarController, start: Double, duration: Double) {
        var configuration = self.configuration
        configuration.navigation.pushTransition = kind
        configuration.navigation.presentTransition = kind
        configuration.navigation.tabTransition = kind
        for i in configuration.tabs.indices {
            configuration.tabs[i].pushTransition = nil
            configuration.tabs[i].presentTransition = nil
            configuration.tabs[i].detailHidesBar = false
        }
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        let start = prepare(controller, role: role)
        return (controller, start, configuration.navigation.timing.totalDuration)
    }
}
