/// The check that needs the whole configuration and the window: the bar's content insets
/// must leave every item at least 1 px wide, and the row at least 1 px tall.
extension ConfigurationDecoder {
    /// Throws at `bar.contentInsets` when the row left by the insets is too small for its
    /// items in `viewport`. Without a viewport there is nothing to check against.
    func checkRow(_ configuration: AppConfiguration) throws(ConfigError) {
        guard let viewport, let place = insetsPlace else { return }
        let insets = configuration.bar.contentInsets
        let slots = BarSlot.slots(tabCount: configuration.tabs.count).count
        let rowWidth = viewport.width - insets.left - insets.right
        if rowWidth / Double(max(slots, 1)) < 1 {
            throw ConfigError(
                file: file, location: place.location, keyPath: place.keyPath,
                message: "left \(DiagnosticText.number(insets.left)) + right \(DiagnosticText.number(insets.right)) "
                    + "leave \(DiagnosticText.number(rowWidth)) px for \(slots) items in a "
                    + "\(DiagnosticText.number(viewport.width)) px wide window; each item needs at least 1 px")
        }
        let height = configuration.bar.height
        if height - insets.top - insets.bottom < 1 {
            throw ConfigError(
                file: file, location: place.location, keyPath: place.keyPath,
                message: "top \(DiagnosticText.number(insets.top)) + bottom \(DiagnosticText.number(insets.bottom)) "
                    + "leave less than 1 px of the bar's \(DiagnosticText.number(height)) px height")
        }
    }
}
