import TabBarCore
import TabBarReview

extension FilmstripCommand {
    /// The roles an item animation's strip can show.
    static let animationRoles = ["select", "deselect", "reselect"]

    /// The script for `--role` (select when absent); an unknown role is a usage error.
    static func animationScript(
        _ role: String?, for animation: any ItemAnimation
    ) throws(UsageError) -> ItemFilmStrip.Script {
        switch role ?? "select" {
        case "select": return ItemFilmStrip.script(for: animation)
        case "deselect": return .deselect
        case "reselect": return .reselect
        default:
            throw MotionLookup.unknown("role", role ?? "", valid: animationRoles, command: "filmstrip")
        }
    }

    /// `--role` is checked before anything is drawn, whatever the motion, so a typo or a role
    /// the strip would not show never exits 0 with a strip of something else: an indicator
    /// has no role, and a cropped strip (the clip `animate` encodes) shows the usual role only.
    static func checkRole(
        _ role: String?, animation: String?, transition: String?, indicator: String?,
        crop: MotionClip.Crop?
    ) throws(UsageError) {
        guard let role else { return }
        guard indicator == nil else {
            throw UsageError("filmstrip: --role is for --animation or --transition; an indicator has no role")
        }
        var usual = "select"
        if animation != nil {
            guard animationRoles.contains(role) else {
                throw MotionLookup.unknown("role", role, valid: animationRoles, command: "filmstrip")
            }
        } else if let transition {
            guard TransitionRole(rawValue: role) != nil else {
                throw MotionLookup.unknown(
                    "role", role, valid: TransitionRole.allCases.map(\.rawValue), command: "filmstrip")
            }
            usual =
                TransitionFilmStrip.defaultRole(for: try MotionLookup.transition(transition, command: "filmstrip"))
                .rawValue
        }
        guard crop == nil || role == usual else {
            throw UsageError("filmstrip: --crop shows the \(usual) motion only; drop --crop to draw --role \(role)")
        }
    }
}
