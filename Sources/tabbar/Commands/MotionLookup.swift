import TabBarCore
import TabBarLoading

/// Finds the motion a review command names, with the errors every such command gives:
/// an unknown name is a usage error listing the valid ones and the nearest.
enum MotionLookup {
    /// `unknown animation "bonce"; valid: …; did you mean "bounce"?`
    static func unknown(_ what: String, _ name: String, valid: [String], command: String) -> UsageError {
        var message = "\(command): unknown \(what) \"\(name)\"; valid: \(valid.joined(separator: ", "))"
        if let suggestion = SpellingSuggestion.closest(to: name, in: valid) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return UsageError(message)
    }

    /// Tab `index` of `configuration` with the demo catalog's animation `name`. The
    /// flip-book animation borrows the bell's frames when the item has none; "lottie" is an
    /// item's own Lottie icon playing (`LottieAnimation`), for items that have one.
    static func item(
        _ index: Int, animation name: String, configuration: AppConfiguration,
        command: String
    ) throws(UsageError) -> (item: TabItem, animation: any ItemAnimation) {
        let catalog = ItemAnimationCatalog.demo
        guard configuration.tabs.indices.contains(index) else {
            throw UsageError("\(command): --item \(index): there are only \(configuration.tabs.count) tabs")
        }
        var item = configuration.tabs[index]
        if name == LottieAnimation.animationName {
            guard item.lottie != nil else {
                throw UsageError("\(command): --item \(index) has no \"lottie\" icon to play")
            }
            return (item, item.animation)
        }
        if item.frames.isEmpty, name == "frames", let bell = AssetLocator.assetsDirectory().map({ $0 + "/frames/bell" })
        {
            item.frames = (FileSystem.pngFiles(in: bell) ?? []).map { ImageRef($0) }
        }
        // The item's own animation keeps its configured duration (fume's 0.4 s, bounce's 0.8 s).
        let duration = item.animation.name == name ? item.animation.duration : nil
        let request = ItemAnimationCatalog.Request(duration: duration, frameCount: item.frames.count)
        guard let animation = catalog.make(name, request) else {
            let valid = catalog.names + (item.lottie != nil ? [LottieAnimation.animationName] : [])
            throw unknown("animation", name, valid: valid, command: command)
        }
        return (item, animation)
    }

    static func transition(_ name: String, command: String) throws(UsageError) -> TransitionKind {
        guard let kind = TransitionKind(rawValue: name) else {
            throw unknown("transition", name, valid: TransitionKind.allCases.map(\.rawValue), command: command)
        }
        return kind
    }

    static func indicator(_ name: String, command: String) throws(UsageError) -> IndicatorKind {
        guard let kind = IndicatorKind(rawValue: name) else {
            throw unknown("indicator", name, valid: IndicatorKind.allCases.map(\.rawValue), command: command)
        }
        return kind
    }
}
