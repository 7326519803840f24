import TabBarCairo
import TabBarCore
import TabBarReview

/// A program's own motion, reviewed as `tabbar` reviews its own: played once in a headless
/// window (the real window's path, from the inputs a person gives: a tap on the item, the
/// page's button, …) and then drawn as a film strip, plotted, encoded as a GIF.
///
/// ```swift
/// let review = try MotionReview(animation: SwingAnimation(), item: 1, in: configuration)
/// try review.writeFilmStrip(to: "swing.png")
/// try review.writePlot(to: "swing-plot.png")       // or writePlotCSV(to: "swing.csv")
/// try review.writeGIF(to: "swing.gif")
/// ```
public struct MotionReview {
    /// What is played: the motion and the inputs that start it.
    public let recipe: MotionRecipe
    /// The configuration it plays in, as given: an item the review swaps in (another
    /// animation) travels in `recipe`, so this stays the program's own.
    public let configuration: AppConfiguration
    /// The headless window's size in logical pixels, which crops and bounds are measured in.
    public let viewport: Size
    /// Draws every picture; its text measurer laid out the motion.
    public let renderer: SceneRenderer
    /// Every frame the window drew from the motion's first input until it rested.
    public let motion: RecordedMotion
    /// The window's resting frame just before the input.
    public let before: Scene
    /// What headers and plot titles call the motion: "swing select", "bubble present".
    public var caption: String
    /// What they call the configuration (its file's name, say); nil leaves it out.
    public var name: String?
    /// What a picture shows when no crop is asked for: the item's cell for an item's motion,
    /// the bar for an indicator's, the window for a transition.
    public var usualCrop: MotionCrop

    /// Plays `recipe` in `configuration`, in a window of `viewport` logical pixels.
    ///
    /// - Throws: `MotionRecipe.Unplayable` when the configuration cannot play it (no page to
    ///   push from, say).
    public init(
        _ recipe: MotionRecipe, in configuration: AppConfiguration, caption: String,
        viewport: Size = .defaultWindow, renderer: SceneRenderer = SceneRenderer()
    ) throws(MotionRecipe.Unplayable) {
        (motion, before) = try RecordedMotion.playFromRest(
            recipe, configuration: configuration, viewport: viewport, measurer: renderer.text)
        self.recipe = recipe
        self.configuration = configuration
        self.viewport = viewport
        self.renderer = renderer
        self.caption = caption
        switch recipe.motion {
        case .item: usualCrop = .item
        case .indicator: usualCrop = .bar
        case .transition: usualCrop = .window
        }
    }

    /// Plays `animation` on the item in bar slot `item` (its tab keeps everything else it has)
    /// in `role`: selected from another tab, deselected, or selected again.
    ///
    /// - Throws: `MotionRecipe.Unplayable` when `item` is not a tab's slot (More's, or past
    ///   the end).
    public init(
        animation: any ItemAnimation, item: Int = 0, role: MotionRecipe.ItemRole = .select,
        in configuration: AppConfiguration, viewport: Size = .defaultWindow,
        renderer: SceneRenderer = SceneRenderer()
    ) throws(MotionRecipe.Unplayable) {
        let slots = BarSlot.slots(tabCount: configuration.tabs.count)
        guard slots.indices.contains(item), case .tab(let tab) = slots[item] else {
            throw MotionRecipe.Unplayable(description: "item \(item): no tab's item in the bar's \(slots.count) slots")
        }
        var shown = configuration.tabs[tab]
        shown.animation = animation
        try self.init(
            MotionRecipe(.item(role, slot: item), item: shown), in: configuration,
            caption: "\(animation.name) \(role.rawValue)", viewport: viewport, renderer: renderer)
    }

    /// How long the motion lasts, as the trace says, in seconds.
    public var duration: Double { motion.duration }

    /// The motion cut to `crop` (the usual crop when nil).
    public func clip(_ crop: MotionCrop? = nil) -> MotionClip {
        MotionClip(motion: motion, crop: crop ?? usualCrop)
    }

    /// The line over a film strip or plot: `name`, the item, the caption and the duration.
    public var header: FilmStripHeader {
        let slots = BarSlot.slots(tabCount: configuration.tabs.count)
        let title = slots.indices.contains(recipe.slot) ? slots[recipe.slot].item(in: configuration.tabs).title : nil
        let names = if case .indicator = recipe.motion { false } else { true }
        return FilmStripHeader(
            config: name, item: names ? recipe.slot : nil, title: names ? title : nil,
            caption: caption, duration: duration)
    }
}
