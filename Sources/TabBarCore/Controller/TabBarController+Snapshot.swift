/// The controller's whole state as a value, to go back to: the timeline panel keeps the
/// state before an interaction, and plays it again (or scrubs through it) by restoring that
/// state and giving the same inputs at the same times. Motions are functions of the state and
/// the time, so the frames are the ones first drawn.
extension TabBarController {
    /// Everything that changes while the controller runs. The configuration, the measurer
    /// and the page cache are not in it: they belong to the controller, and a snapshot is
    /// only restored into the controller that took it (or one made from the same file).
    public struct Snapshot {
        var barStyle: BarStyle
        var layout: TabBarLayout
        var slotStates: [SlotState]
        var selection: SelectionController
        var navigator: Navigator
        var gestures: Recognizers
        var pageDrag: AnimatedValue
        var hints: BarHints
        var indicator: IndicatorAnimator

        /// The slot selected when the snapshot was taken.
        public var selectedIndex: Int { selection.selectedIndex }
    }

    /// The state now.
    public func snapshot() -> Snapshot {
        Snapshot(
            barStyle: barStyle, layout: layout, slotStates: slotStates, selection: selection, navigator: navigator,
            gestures: gestures, pageDrag: pageDrag, hints: hints, indicator: indicator)
    }

    /// Goes back to `snapshot`'s state.
    public func restore(_ snapshot: Snapshot) {
        barStyle = snapshot.barStyle
        layout = snapshot.layout
        slotStates = snapshot.slotStates
        selection = snapshot.selection
        navigator = snapshot.navigator
        gestures = snapshot.gestures
        pageDrag = snapshot.pageDrag
        hints = snapshot.hints
        indicator = snapshot.indicator
    }
}
