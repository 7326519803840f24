import TabBarCore
import TabBarReview

extension FilmstripCommand {
    /// The roles an item animation's strip can show.
    static let animationRoles = ["select", "deselect", "reselect"]

    /// The script for `--role` (select when absent); an unknown role is a usage error.
    static func animationScript(_ role: String?, for animation: any ItemAnimation) throws(UsageError) -> ItemFilmStrip.Script {
        switch role ?? "select" {
        case "select": return ItemFilmStrip.script(for: animation)
        case "deselect": return .deselect
        case "reselect": return .reselect
        default:
            throw MotionLookup.unknown("role", role ?? "", valid: animationRoles, command: "filmstrip")
        }
    }
}
