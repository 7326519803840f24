/// Reduced motion (`--reduce-motion`, `"reduceMotion": true`): every motion becomes a short
/// cross-fade, as libadwaita skips animations when GTK's animations are off, while selection
/// and navigation still work.
public enum ReducedMotion {
    /// The length of the cross-fades that replace motion, in seconds (GTK's crossfade is 200 ms).
    public static let fadeDuration = 0.15

    /// The configuration with motion replaced.
    public static func apply(to configuration: AppConfiguration) -> AppConfiguration {
        var reduced = configuration
        reduced.reduceMotion = true
        for i in reduced.tabs.indices {
            // A Lottie shows its segment's last frame at once.
            reduced.tabs[i].animation =
                reduced.tabs[i].lottie.map { LottieAnimation(icon: $0, reduced: true) }
                ?? CrossDissolveAnimation(duration: fadeDuration)
            reduced.tabs[i].pushTransition = nil
            reduced.tabs[i].presentTransition = nil
            reduced.tabs[i].appearance.badgeStyle?.animation = .none
        }
        reduced.bar.badge.animation = .none
        reduced.navigation.pushTransition = .crossDissolve
        reduced.navigation.presentTransition = .crossDissolve
        reduced.navigation.tabTransition = reduced.navigation.tabTransition == .none ? .none : .crossDissolve
        reduced.navigation.timing = TransitionTiming(duration: fadeDuration)
        reduced.navigation.barSlideDuration = 0
        return reduced
    }
}
